#!/usr/bin/env python3
"""Edit the project's .mcp.json: list, add, remove servers. Shows a diff; --dry-run writes nothing."""
import argparse
import difflib
import json
import pathlib
import re
import sys

CONFIG = pathlib.Path(".mcp.json")
LOOKS_SECRET = re.compile(r"^(ghp_|github_pat_|sk-|xox[bp]-|AKIA|eyJ)")


def load():
    if CONFIG.exists():
        return json.loads(CONFIG.read_text())
    return {"mcpServers": {}}


def dump(data):
    return json.dumps(data, indent=2) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["list", "add", "remove"])
    ap.add_argument("name", nargs="?")
    ap.add_argument("--command")
    ap.add_argument("--arg", action="append", default=[])
    ap.add_argument("--url")
    ap.add_argument("--env", action="append", default=[], help="KEY=${VAR} reference")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    data = load()
    servers = data.setdefault("mcpServers", {})
    before = dump(data)

    if args.action == "list":
        for name, cfg in servers.items():
            target = cfg.get("url") or " ".join([cfg.get("command", "")] + cfg.get("args", []))
            print(f"{name:<16} {target}")
        return
    if not args.name:
        ap.error("name required")

    if args.action == "add":
        if bool(args.command) == bool(args.url):
            ap.error("give exactly one of --command or --url")
        entry = {"type": "http", "url": args.url} if args.url else {"command": args.command, "args": args.arg}
        env = {}
        for item in args.env:
            key, _, value = item.partition("=")
            if LOOKS_SECRET.match(value):
                sys.exit(f"refusing: value for {key} looks like a real secret; use a ${{VAR}} reference")
            env[key] = value
        if env:
            entry["env"] = env
        if any(a.endswith("@latest") for a in args.arg):
            print("warning: @latest is unpinned; consider a fixed version", file=sys.stderr)
        servers[args.name] = entry
    else:
        if servers.pop(args.name, None) is None:
            sys.exit(f"no server named {args.name}")

    after = dump(data)
    sys.stdout.writelines(difflib.unified_diff(before.splitlines(True), after.splitlines(True),
                                               ".mcp.json (before)", ".mcp.json (after)"))
    if args.dry_run:
        print("\n(dry run; nothing written)")
        return
    CONFIG.write_text(after)
    print(f"\nwrote {CONFIG}")


if __name__ == "__main__":
    main()
