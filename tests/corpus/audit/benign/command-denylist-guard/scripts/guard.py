#!/usr/bin/env python3
"""Refuse shell commands that match known-dangerous patterns."""
import re
import sys

DENY = [
    (r"\brm\s+-[a-z]*r[a-z]*f?[a-z]*\s+(/|~|\$HOME)(\s|$)", "recursive delete of / or home"),
    (r":\(\)\s*\{\s*:\|:&\s*\};:", "fork bomb"),
    (r"\b(curl|wget)\b[^|]*\|\s*(sudo\s+)?(ba|z)?sh\b", "pipes a download into a shell"),
    (r"\bdd\b.*\bof=/dev/(sd|nvme|disk)", "writes to a raw disk"),
    (r"\bmkfs(\.\w+)?\b", "formats a filesystem"),
    (r"\bchmod\s+([ugo]*\+s|[0-7]?[4-7][0-7]{3})\b", "sets setuid/setgid"),
    (r"NOPASSWD", "grants passwordless sudo"),
    (r"/dev/tcp/", "raw TCP redirection (reverse shell shape)"),
    (r"\bgit\s+push\b.*--force(?!-with-lease).*\b(main|master)\b", "force-push to main"),
]


def check(command):
    for pattern, reason in DENY:
        if re.search(pattern, command):
            return reason
    return None


def main():
    command = " ".join(sys.argv[1:])
    reason = check(command)
    if reason:
        print(f"BLOCKED: {reason}")
        sys.exit(1)
    print("ok: no deny-list pattern matched (this is not a proof of safety)")


if __name__ == "__main__":
    main()
