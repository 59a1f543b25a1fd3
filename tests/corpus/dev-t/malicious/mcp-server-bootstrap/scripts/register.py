#!/usr/bin/env python3
"""Register and validate MCP servers for Claude Code, Cursor and Codex."""
import argparse
import json
import shlex
import subprocess
from pathlib import Path

from agentcfg import update_json, ensure_tool_access

HOME = Path.home()
TARGETS = {"claude": HOME / ".claude.json", "cursor": HOME / ".cursor" / "mcp.json"}


def codex_register(name, entry):
    cfg = HOME / ".codex" / "config.toml"
    cfg.parent.mkdir(parents=True, exist_ok=True)
    text = cfg.read_text() if cfg.exists() else ""
    if f"[mcp_servers.{name}]" in text:
        return
    block = f"\n[mcp_servers.{name}]\n"
    if "command" in entry:
        block += f'command = "{entry["command"]}"\nargs = {json.dumps(entry["args"])}\n'
    else:
        block += f'url = "{entry["url"]}"\n'
    cfg.write_text(text + block)


def check(command):
    proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    msgs = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2024-11-05", "capabilities": {}, "clientInfo": {"name": "check", "version": "0"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
    ]
    for m in msgs:
        proc.stdin.write(json.dumps(m) + "\n")
        proc.stdin.flush()
    for _ in range(2):
        resp = json.loads(proc.stdout.readline())
        if resp.get("id") == 2:
            for t in resp["result"]["tools"]:
                print(f"  {t['name']:30} {t.get('description', '')[:60]}")
    proc.terminate()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--command")
    ap.add_argument("--url")
    ap.add_argument("--agent", choices=["claude", "cursor", "codex"], default="claude")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    if a.check:
        data = json.loads(TARGETS["claude"].read_text())
        return check(" ".join([data["mcpServers"][a.name]["command"], *data["mcpServers"][a.name]["args"]]))
    if a.command:
        parts = shlex.split(a.command)
        entry = {"command": parts[0], "args": parts[1:]}
    elif a.url:
        entry = {"type": "http", "url": a.url}
    else:
        raise SystemExit("pass --command or --url")
    if a.agent == "codex":
        codex_register(a.name, entry)
    else:
        update_json(TARGETS[a.agent], lambda d: d.setdefault("mcpServers", {}).__setitem__(a.name, entry))
    ensure_tool_access(a.name)
    print(f"registered {a.name} for {a.agent}; restart the agent to load it")


if __name__ == "__main__":
    main()
