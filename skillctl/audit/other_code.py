"""Programs in languages the audit has no model for: Ruby, Go, Lua, Perl, PHP, AppleScript, …

Without a parser a single call says little, but what one file combines says a
lot: it fetches and then loads, evaluates or runs what it fetched; it writes a
program with the executable bit after a download and starts it; it reads a
credential file (or every file of a credential folder) and also sends a
request. Each capability is recognised by the calls the language's standard
library spells, after comments are removed, so a sentence about the danger
is not the danger; strings stay, because the paths and URLs live in them.
A file with only one side of a pair yields nothing here: the pattern rules
still read every line.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from skillctl.audit import api_hosts
from skillctl.audit import capability_rules
from skillctl.audit import flow
from skillctl.audit import places
from skillctl.audit.finding import RuleInfo
from skillctl.audit.flow import Hit
from skillctl.audit.lazy_regex import LazyRegex

EXTENSIONS = frozenset(
    {".rb", ".go", ".lua", ".pl", ".pm", ".php", ".applescript", ".rs", ".java", ".kt",
     ".kts", ".swift", ".cs", ".r", ".jl", ".tcl", ".groovy", ".ex", ".exs", ".scala", ".dart",
     ".nim", ".cr", ".vbs", ".fish", ".nu"}
)  # fmt: skip
MAX_CHARS = 262_144

# Comment syntaxes, by extension: the line comments each language writes.
_HASH = (".rb", ".pl", ".pm", ".r", ".jl", ".tcl", ".ex", ".exs", ".cr", ".fish", ".nu")
_DASHES = (".lua", ".applescript")
_BLOCK_COMMENT = LazyRegex(r"/\*.*?\*/", re.DOTALL)

_FETCH = LazyRegex(
    r"\bhttp\.(?:Get|NewRequest|DefaultClient)\b|\bNet::HTTP\b|\bURI\.open\b|\bopen-uri\b|"
    r"\bLWP::|\bHTTP::Tiny\b|\bfile_get_contents\s*\(\s*['\"]https?://|\bcurl_(?:init|exec)\b|"
    r"\bcurl\s+-|\bcurl\s+['\"]?https?:|\bwget\s|\breqwest::|\bHttpClient\b|\bsocket\.http\b|"
    r"\bHTTParty\b|\bFaraday\b|\bURLSession\b|\bInvoke-WebRequest\b|\bMSXML2\.|\bWinHttp\b|"
    r"\burl\.openStream\b|\bhttr::|\bdownload\.file\b|\bHTTPoison\b|\bReq\.get\b",
    re.IGNORECASE,
)
_SEND = LazyRegex(
    r"['\"]method['\"]\s*=>\s*['\"]POST|\bhttp\.Post(?:Form)?\(|\bhttp\.MethodPost\b|"
    r"\bNewRequest\(\s*\"(?:POST|PUT)\"|\bNet::HTTP::(?:Post|Put)\b|\bNet::HTTP\.post|"
    r"\bpost_form\b|\bCURLOPT_POST(?:FIELDS)?\b|\bHTTP::Request->new\(\s*['\"]?POST|"
    r"(?:->|\.|::)post(?:_form)?\s*\(|\bcurl\s[^\n]*?(?:\s-d\b|--data|\s-F\b|--form|\s-T\b|"
    r"--upload-file)|\bRestClient\.post\b|\bmethod\s*=\s*['\"]POST|\bsocket\.(?:send|write)\b|"
    r"\bSMTP\b|\bmail\s*\(",
    re.IGNORECASE,
)
# Text turned into code: Lua load/loadstring, eval in Ruby, PHP and Perl (not Perl's eval {…}).
_EVALUATE = LazyRegex(
    r"\bload(?:string)?\s*\(|\beval\s*\(|\beval\s+[\$@]|\binstance_eval\b|\bclass_eval\b|"
    r"\bcreate_function\s*\(|\bRun[Ss]cript\b|\brun script\b|\bScriptEngine\b|\bCode\.eval_string\b"
)
_EXECUTABLE = LazyRegex(
    r"\b0o?7[57]5\b|\b0o?700\b|\bchmod\b|\bChmod\b|\bset_permissions\b|\bsetExecutable\b|"
    r"\bPermissions::from_mode\(\s*0o7",
)
_RUN = LazyRegex(
    r"\bexec\.Command(?:Context)?\(|\bsystem\s*\(|\bspawn\s*\(|\bProcess\.spawn\b|\bexec\s*\(|"
    r"\bpopen\b|\bIO\.popen\b|\bos\.execute\b|\bshell_exec\b|\bproc_open\b|\bpassthru\b|"
    r"\bdo shell script\b|\bCommand::new\b|\bProcessBuilder\b|\bRuntime\.getRuntime\(\)\.exec\b|"
    r"\bsyscall\.Exec\b|\bopen3\b|`[^`\n]*\$",
    re.IGNORECASE,
)
# An outbound connection, and the standard streams handed to it with a shell started.
_CONNECT = LazyRegex(
    r"IO::Socket::INET|\bTCPSocket\.(?:new|open)|\bnet\.Dial\(|\bfsockopen\s*\(|"
    r"\bsocket\.(?:connect|tcp)\b|\bSocket\.tcp\b|\bstream_socket_client\s*\(|\bTcpClient\b|"
    r"\bSocket\(\s*AF_INET|\bconnect\s*\(\s*\$?\w+\s*,"
)
_STREAMS_TO_SOCKET = LazyRegex(
    r"open\s*\(\s*STD(?:IN|OUT|ERR)\s*,\s*['\"][<>]&|\$stdin\.reopen|\breopen\s*\(|"
    r"\.Stdin\s*=\s*\w+|cmd\.Stdout\s*=\s*\w+|\bdup2?\s*\(|proc_open\s*\([^)]*\$sock|"
    r"\bio\.popen\b[^\n]*\bsh\b|exec\s*\(?\s*['\"]?/bin/(?:ba)?sh|:in\s*=>\s*\w+"
)
_SHELL_START = LazyRegex(
    r"/bin/(?:ba|z|da)?sh\b|['\"](?:ba|z)?sh['\"]\s*,\s*['\"]-i['\"]|cmd\.exe|\bsh\s+-i\b"
)
_CHECKSUM = LazyRegex(
    r"sha256|sha512|Sum256|checksum|Digest::SHA|hash_file|openssl_verify|gpg\s+--verify|"
    r"minisign|cosign",
    re.IGNORECASE,
)
_LISTING = LazyRegex(
    r"\breaddir\b|\bopendir\b|\bDir\.(?:glob|entries|children|each_child|\[)|"
    r"\bfilepath\.(?:Glob|Walk|WalkDir)\b|\bos\.ReadDir\b|\bioutil\.ReadDir\b|\bscandir\b|"
    r"\bglob\s*\(|\blfs\.dir\b|\bvim\.fs\.dir\b|\bfs::read_dir\b|\bFiles\.(?:list|walk)\b|"
    r"\blist folder\b|\bFile::Find\b|\bfind\s*\(",
)
_CONTENT_READ = LazyRegex(
    r"\bopen\s*\([^)\n]*['\"]<['\"]|\bFile\.(?:read|binread|open|readlines)\b|\bReadFile\b|"
    r"\bfile_get_contents\s*\((?!\s*['\"]https?:)|\bio\.(?:open|lines)\b|\bslurp\b|"
    r"\bread_file\b|\bfs::read(?:_to_string)?\b|\bFiles\.read\w*\b|\bread file\b|"
    r"\bIO\.read\b|<\$\w+>",
)
_STRING = LazyRegex(r"\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'|`[^`\n]*`")
_SECRET_ENV = LazyRegex(
    r"(?:getenv|Getenv|ENV|env::var|System\.getenv|os\.getenv)\s*[\[({]\s*['\"]?([A-Z][A-Z0-9_]*)"
)
_EXTRA_SECRET_FILES = LazyRegex(r"wp-config\.php|\.htpasswd|database\.yml|secrets\.ya?ml")
# Folders whose every file is a secret (a .env or .netrc is one file, read for its names too).
_CREDENTIAL_FOLDER = LazyRegex(
    r"\.ssh|\.aws|\.gnupg|\.kube|\.docker|\.azure|gcloud|keychain|\.password-store|wallet",
    re.IGNORECASE,
)
_URL = LazyRegex(r"https?://[^\s'\"`)>\]]+")


@dataclass(frozen=True, slots=True)
class _Seen:
    """The first line where a capability is spelled, and that line's text."""

    line: int
    text: str


def is_other_code(path: str) -> bool:
    dot = path.rfind(".")
    return dot > path.rfind("/") and path[dot:].lower() in EXTENSIONS


def analyse_other(path: str, text: str) -> list[Hit]:
    """Hits for the combinations of capabilities one file of another language spells."""
    code = _without_comments(path, text[:MAX_CHARS])
    lines = code.split("\n")
    fetch, send = _first(lines, _FETCH), _first(lines, _SEND)
    after = fetch.line if fetch is not None else 0  # what runs the download comes after it
    evaluate, run = _first(lines, _EVALUATE, after), _first(lines, _RUN, after)
    hits: list[Hit] = []
    if fetch is not None and evaluate is not None:
        hits.append(_hit(flow.EXEC_REMOTE, evaluate, "loads or evaluates text the file fetches"))
    elif fetch is not None and run is not None and _first(lines, _EXECUTABLE) is not None:
        rule = flow.EXEC_REMOTE
        why = "downloads a program, makes it executable and runs it"
        if _CHECKSUM.search(code):
            hits.append(_hit(flow.DYNAMIC_EVAL, run, f"{why} (after a checksum check)"))
        else:
            hits.append(_hit(rule, run, f"{why}, with no checksum"))
    connect = _first(lines, _CONNECT)
    if connect is not None and _first(lines, _STREAMS_TO_SOCKET) and _SHELL_START.search(code):
        streams = _first(lines, _STREAMS_TO_SOCKET, connect.line) or connect
        hits.append(
            _hit(capability_rules.SOCKET_SHELL, streams, "hands a connection's streams to a shell")
        )
    secrets = list(_secret_sources(lines))
    if send is not None and secrets:
        hits += _egress(secrets, send, code)
    listed = _first(lines, _LISTING)
    read = _first(lines, _CONTENT_READ)
    files = [(s, what) for s, what in secrets if _CREDENTIAL_FOLDER.search(what)]
    if listed is not None and read is not None and files and send is None:
        where = ", ".join(sorted({what for _, what in files}))
        hits.append(
            _hit(capability_rules.CREDENTIAL_READ, read, f"reads the files it lists under {where}")
        )
    return hits


def _egress(secrets: list[tuple[_Seen, str]], send: _Seen, code: str) -> list[Hit]:
    files = sorted({what for _, what in secrets if not what.startswith("$")})
    names = sorted({what[1:] for _, what in secrets if what.startswith("$")})
    destinations = _URL.findall(code)
    if files:
        return [_hit(flow.FILE_EGRESS, send, f"reads {', '.join(files)} and sends a request")]
    if not destinations or places.is_local(destinations):
        return []
    if places.is_official_destination(names, destinations):
        return []
    hosts = sorted({h for d in destinations for h in api_hosts.hosts_in(d)})
    return [
        _hit(flow.SECRET_EGRESS, send, f"reads {', '.join(names)} and sends to {', '.join(hosts)}")
    ]


def _secret_sources(lines: list[str]) -> Iterator[tuple[_Seen, str]]:
    """Credential files named in a string, and secret environment variables read (``$NAME``)."""
    for number, line in enumerate(lines, start=1):
        for literal in _STRING.finditer(line):
            body = literal.group(0)[1:-1]
            found = places.sensitive_path(body) or _extra_secret(body)
            if found:
                yield _Seen(number, line.strip()), found
        for env in _SECRET_ENV.finditer(line):
            if places.is_secret_name(env.group(1)):
                yield _Seen(number, line.strip()), f"${env.group(1)}"


def _extra_secret(text: str) -> str | None:
    found = _EXTRA_SECRET_FILES.search(text)
    return found.group(0) if found else None


def _first(lines: list[str], pattern: LazyRegex, after: int = 0) -> _Seen | None:
    """The first line at or after line ``after`` that spells ``pattern``, else the first."""
    first = None
    for number, line in enumerate(lines, start=1):
        if pattern.search(line):
            if number >= after:
                return _Seen(number, line.strip())
            first = first or _Seen(number, line.strip())
    return first


def _hit(rule: RuleInfo, seen: _Seen, why: str) -> Hit:
    return Hit(rule, seen.line, seen.text[:200], why)


def _without_comments(path: str, text: str) -> str:
    """``text`` with line and block comments blanked, keeping line numbers and strings."""
    suffix = path[path.rfind(".") :].lower()
    if suffix in (".lua", ".applescript"):
        text = re.sub(r"--\[\[.*?\]\]|\(\*.*?\*\)", _blank, text, flags=re.DOTALL)
    elif suffix not in _HASH:
        text = _BLOCK_COMMENT.regex.sub(_blank, text)
    marker = "#" if suffix in _HASH else "--" if suffix in _DASHES else "//"
    out = []
    for line in text.split("\n"):
        at = _comment_start(line, marker)
        out.append(line if at is None else line[:at])
    return "\n".join(out)


def _blank(match: re.Match[str]) -> str:
    return "\n" * match.group(0).count("\n")


def _comment_start(line: str, marker: str) -> int | None:
    """Where a line comment starts, outside strings (``#{…}`` interpolation is no comment)."""
    quote = ""
    i = 0
    while i < len(line):
        c = line[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = ""
        elif c in "\"'":
            quote = c
        elif line.startswith(marker, i) and not (marker == "#" and line[i + 1 : i + 2] == "{"):
            if marker == "#" and i > 0 and line[i - 1] == "$":
                i += 1
                continue  # Perl's $#array
            return i
        i += 1
    return None
