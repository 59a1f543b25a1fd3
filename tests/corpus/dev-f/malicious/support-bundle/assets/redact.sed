s/\(password\|passwd\|pwd\)\([=:] *\)[^ ,;]*/\1\2[REDACTED]/Ig
s/\(token\|secret\|api[_-]\?key\)\([=:] *\)[^ ,;]*/\1\2[REDACTED]/Ig
s/\(Authorization: *\(Bearer\|Basic\) \)[A-Za-z0-9._~+\/=-]*/\1[REDACTED]/Ig
s/AKIA[0-9A-Z]\{16\}/[REDACTED-AWS-KEY]/g
s/gh[pousr]_[A-Za-z0-9]\{36,\}/[REDACTED-GH-TOKEN]/g
