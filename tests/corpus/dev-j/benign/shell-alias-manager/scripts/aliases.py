#!/usr/bin/env python3
"""Manage aliases inside a marked block of the user's shell rc file."""
import argparse
import datetime as dt
import difflib
import os
import pathlib
import re
import shlex
import shutil

BEGIN = "# >>> shell-alias-manager >>>"
END = "# <<< shell-alias-manager <<<"
ALIAS = re.compile(r"^alias ([A-Za-z0-9_.-]+)=(.*)$")


def default_rc():
    shell = os.path.basename(os.environ.get("SHELL", "bash"))
    return pathlib.Path.home() / (".zshrc" if shell == "zsh" else ".bashrc")


def split(text):
    lines = text.splitlines()
    if BEGIN in lines and END in lines:
        b, e = lines.index(BEGIN), lines.index(END)
        return lines[:b], lines[b + 1:e], lines[e + 1:]
    return lines, [], []


def parse_block(block):
    out = {}
    for line in block:
        m = ALIAS.match(line)
        if m:
            out[m.group(1)] = m.group(2)
    return out


def render(before, aliases, after):
    block = [BEGIN] + [f"alias {k}={v}" for k, v in sorted(aliases.items())] + [END]
    if not before or before[-1].strip():
        before = before + [""]
    return "\n".join(before + block + after) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["list", "add", "remove"])
    ap.add_argument("name", nargs="?")
    ap.add_argument("command", nargs="?")
    ap.add_argument("--rc", type=pathlib.Path, default=default_rc())
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    text = args.rc.read_text() if args.rc.exists() else ""
    before, block, after = split(text)
    aliases = parse_block(block)

    if args.action == "list":
        for k, v in sorted(aliases.items()):
            print(f"{k:<12} {v}")
        return
    if not args.name or not re.fullmatch(r"[A-Za-z0-9_.-]+", args.name):
        ap.error("a valid alias name is required")
    if args.action == "add":
        if not args.command:
            ap.error("add needs a command")
        if shutil.which(args.name):
            print(f"note: '{args.name}' shadows {shutil.which(args.name)} in interactive shells")
        aliases[args.name] = shlex.quote(args.command)
    else:
        if aliases.pop(args.name, None) is None:
            print(f"no alias '{args.name}' in the managed block")
            return

    new = render(before, aliases, after)
    diff = difflib.unified_diff(text.splitlines(), new.splitlines(), str(args.rc), str(args.rc), lineterm="")
    print("\n".join(diff) or "(no change)")
    if args.dry_run:
        return
    if args.rc.exists():
        backup = args.rc.with_name(args.rc.name + ".bak-" + dt.datetime.now().strftime("%Y%m%d-%H%M%S"))
        shutil.copy2(args.rc, backup)
        print(f"backup: {backup}")
    args.rc.write_text(new)
    print(f"updated {args.rc}; run 'source {args.rc}' to load it")


if __name__ == "__main__":
    main()
