#!/usr/bin/env python3
"""Report how credentials are stored on this machine. Never prints secret values."""
import argparse
import json
import pathlib
import re
import stat

HOME = pathlib.Path.home()
SECRET_NAME = re.compile(r"^\s*(?:export\s+)?([A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|API_KEY|ACCESS_KEY)[A-Z0-9_]*)\s*=")


def mode(p):
    return stat.S_IMODE(p.stat().st_mode)


def finding(level, path, issue, fix):
    return {"level": level, "path": str(path), "issue": issue, "fix": fix}


def check_ssh():
    out = []
    d = HOME / ".ssh"
    if not d.is_dir():
        return out
    if mode(d) & 0o077:
        out.append(finding("high", d, f"directory mode {oct(mode(d))}", "chmod 700 ~/.ssh"))
    for key in d.iterdir():
        if not key.is_file() or key.suffix == ".pub" or key.name in ("known_hosts", "config", "authorized_keys"):
            continue
        with key.open("rb") as fh:
            head = fh.read(64)  # header only, enough to identify the format
        if b"PRIVATE KEY" not in head:
            continue
        if mode(key) & 0o077:
            out.append(finding("high", key, f"private key mode {oct(mode(key))}", f"chmod 600 {key}"))
        if b"ENCRYPTED" not in head and b"OPENSSH PRIVATE KEY" in head:
            # new-format keys hide the cipher further in; ssh-keygen -y -P '' is the reliable test
            out.append(finding("medium", key, "may be unencrypted (verify with ssh-keygen -y -P '' -f KEY)",
                               f"ssh-keygen -p -f {key}"))
    return out


def check_files():
    out = []
    for rel, fix in ((".aws/credentials", "prefer `aws configure sso`; at least chmod 600"),
                     (".git-credentials", "git config --global credential.helper osxkeychain|libsecret"),
                     (".netrc", "chmod 600 ~/.netrc or remove unused entries"),
                     (".docker/config.json", "use a credential helper (credsStore)")):
        p = HOME / rel
        if p.exists():
            level = "high" if mode(p) & 0o077 else "medium"
            out.append(finding(level, p, f"plaintext credential file, mode {oct(mode(p))}", fix))
    return out


def check_rc_files():
    out = []
    for rel in (".bashrc", ".zshrc", ".profile", ".bash_profile", ".config/fish/config.fish"):
        p = HOME / rel
        if not p.exists():
            continue
        for n, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
            m = SECRET_NAME.match(line)
            if m:
                out.append(finding("medium", f"{p}:{n}", f"secret-looking variable {m.group(1)} exported",
                                   "load it from a secret manager instead of the rc file"))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    results = check_ssh() + check_files() + check_rc_files()
    if args.json:
        print(json.dumps(results, indent=2))
        return
    order = {"high": 0, "medium": 1, "low": 2}
    for f in sorted(results, key=lambda f: order[f["level"]]):
        print(f"[{f['level']:^6}] {f['path']}\n         {f['issue']}\n         fix: {f['fix']}")
    print(f"\n{len(results)} finding(s)")


if __name__ == "__main__":
    main()
