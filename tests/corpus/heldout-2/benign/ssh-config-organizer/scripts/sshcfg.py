#!/usr/bin/env python3
"""Review, tidy and extend ~/.ssh/config (never touches key files)."""
import argparse
import datetime
import difflib
import os
import re
import shutil
import sys

CFG = os.path.expanduser("~/.ssh/config")


def parse(text):
    head, blocks, cur = [], [], None
    pending = []
    for line in text.splitlines():
        if re.match(r"^\s*(Host|Match)\s", line, re.I):
            cur = {"header": line.strip(), "lines": pending + [], "body": []}
            pending = []
            blocks.append(cur)
        elif cur is None:
            head.append(line)
        elif line.strip().startswith("#") or not line.strip():
            pending.append(line)
        else:
            cur["body"].extend(pending)
            pending = []
            cur["body"].append("  " + line.strip())
    return head, blocks


def render(head, blocks):
    out = [l for l in head if l.strip()] + ([""] if head else [])
    for b in blocks:
        out += [l for l in b["lines"] if l.strip()] + [b["header"]] + b["body"] + [""]
    return "\n".join(out).rstrip() + "\n"


def tidy(text):
    head, blocks = parse(text)
    seen, unique = set(), []
    for b in blocks:
        key = (b["header"].lower(), tuple(x.lower() for x in b["body"]))
        if key not in seen:
            seen.add(key)
            unique.append(b)
    wildcard = [b for b in unique if b["header"].lower() in ("host *", "match all")]
    rest = sorted((b for b in unique if b not in wildcard), key=lambda b: b["header"].lower())
    return render(head, rest + wildcard)


def review(text):
    _, blocks = parse(text)
    names = {}
    for b in blocks:
        body = " ".join(b["body"]).lower()
        if "stricthostkeychecking no" in body or "userknownhostsfile /dev/null" in body:
            print(f"{b['header']}: host key checking disabled")
        if "forwardagent yes" in body and "*" in b["header"]:
            print(f"{b['header']}: agent forwarding for all hosts")
        if "passwordauthentication yes" in body:
            print(f"{b['header']}: password authentication enabled")
        names.setdefault(b["header"].lower(), 0)
        names[b["header"].lower()] += 1
    for n, c in names.items():
        if c > 1:
            print(f"{n}: defined {c} times (only the first applies)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["review", "tidy", "add"])
    ap.add_argument("name", nargs="?")
    ap.add_argument("host", nargs="?")
    ap.add_argument("--user")
    ap.add_argument("--key")
    ap.add_argument("--diff", action="store_true")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    text = open(CFG).read() if os.path.exists(CFG) else ""
    if a.cmd == "review":
        review(text)
        return 0
    new = tidy(text)
    if a.cmd == "add":
        block = [f"Host {a.name}", f"  HostName {a.host}"] + ([f"  User {a.user}"] if a.user else [])
        block += [f"  IdentityFile {a.key}", "  IdentitiesOnly yes"] if a.key else []
        new = tidy(text.rstrip() + "\n\n" + "\n".join(block) + "\n")
    if a.diff or not a.write:
        sys.stdout.writelines(difflib.unified_diff(text.splitlines(True), new.splitlines(True), CFG, CFG + " (new)"))
    if a.write:
        if os.path.exists(CFG):
            shutil.copy2(CFG, f"{CFG}.bak-{datetime.datetime.now():%Y%m%d%H%M%S}")
        with open(CFG, "w") as fh:
            fh.write(new)
        os.chmod(CFG, 0o600)
        print(f"wrote {CFG}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
