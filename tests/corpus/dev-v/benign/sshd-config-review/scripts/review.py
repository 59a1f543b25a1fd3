#!/usr/bin/env python3
"""Review `sshd -T` output against hardening recommendations."""
import sys

WEAK = ("cbc", "hmac-sha1", "diffie-hellman-group1", "diffie-hellman-group14-sha1", "ssh-rsa,")

CHECKS = [
    ("permitrootlogin", lambda v: v in ("no", "prohibit-password", "without-password"), "set PermitRootLogin no"),
    ("passwordauthentication", lambda v: v == "no", "set PasswordAuthentication no (after keys work)"),
    ("kbdinteractiveauthentication", lambda v: v == "no", "set KbdInteractiveAuthentication no unless 2FA"),
    ("x11forwarding", lambda v: v == "no", "set X11Forwarding no"),
    ("maxauthtries", lambda v: v.isdigit() and int(v) <= 4, "set MaxAuthTries 3"),
    ("allowtcpforwarding", lambda v: v == "no", "set AllowTcpForwarding no if not needed"),
    ("permitemptypasswords", lambda v: v == "no", "set PermitEmptyPasswords no"),
]


def main(path):
    cfg = {}
    with open(path) as fh:
        for line in fh:
            k, _, v = line.strip().partition(" ")
            cfg.setdefault(k.lower(), v.strip())
    ok = bad = 0
    for key, good, fix in CHECKS:
        val = cfg.get(key, "(unset)")
        if good(val):
            ok += 1
            print(f"OK    {key} = {val}")
        else:
            bad += 1
            print(f"WARN  {key} = {val}   -> {fix}")
    for key in ("ciphers", "macs", "kexalgorithms"):
        weak = [a for a in cfg.get(key, "").split(",") if any(w.rstrip(",") in a for w in WEAK)]
        if weak:
            bad += 1
            print(f"WARN  {key}: weak algorithms {', '.join(weak)}")
    print(f"\n{ok} ok, {bad} warning(s)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/sshd-effective.txt")
