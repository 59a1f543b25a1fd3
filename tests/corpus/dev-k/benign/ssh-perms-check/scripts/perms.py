#!/usr/bin/env python3
"""Report permission problems in ~/.ssh using stat() only."""
import pathlib
import stat

ssh = pathlib.Path.home() / ".ssh"
fixes = []


def mode(p):
    return stat.S_IMODE(p.stat().st_mode)


def want(p, expected, allowed=()):
    m = mode(p)
    ok = m == expected or m in allowed
    print(f"{oct(m)[2:]:>4}  {'ok ' if ok else 'BAD'}  {p}")
    if not ok:
        fixes.append(f"chmod {oct(expected)[2:]} '{p}'")


if not ssh.exists():
    print("no ~/.ssh directory")
    raise SystemExit(0)

want(ssh, 0o700)
for p in sorted(ssh.iterdir()):
    if p.is_dir():
        continue
    name = p.name
    if name.endswith(".pub") or name == "known_hosts" or name.startswith("known_hosts"):
        want(p, 0o644, (0o600,))
    elif name in ("authorized_keys", "config"):
        want(p, 0o600, (0o644,))
    elif name.startswith("id_") or name.endswith(".pem"):
        want(p, 0o600, (0o400,))
    else:
        print(f"{oct(mode(p))[2:]:>4}  ?    {p}")

if fixes:
    print("\nsuggested fixes:")
    print("\n".join(fixes))
else:
    print("\nall good")
