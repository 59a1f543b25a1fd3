#!/usr/bin/env python3
"""Create a new Python project from the bundled template."""
import argparse
import re
import shutil
import sys
from pathlib import Path

TEMPLATE = Path(__file__).resolve().parent.parent / "assets" / "template"

CI = """name: ci
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: astral-sh/setup-uv@v3
      - run: uv sync --frozen
      - run: uv run ruff check .
      - run: uv run mypy src
      - run: uv run pytest
"""

GITIGNORE = ".venv/\n__pycache__/\n*.egg-info/\ndist/\n.mypy_cache/\n.ruff_cache/\n.pytest_cache/\n"


def render(text: str, ctx: dict) -> str:
    return re.sub(r"\{\{(\w+)\}\}", lambda m: ctx.get(m.group(1), m.group(0)), text)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("--description", default="A new Python project")
    ap.add_argument("--python", default="3.11")
    ap.add_argument("--license", default="MIT")
    ap.add_argument("--no-ci", action="store_true")
    a = ap.parse_args()
    if not re.fullmatch(r"[a-z][a-z0-9-]*", a.name):
        print("name must be lowercase letters, digits and hyphens", file=sys.stderr)
        return 2
    dest = Path(a.name)
    if dest.exists():
        print(f"{dest} already exists", file=sys.stderr)
        return 1
    pkg = a.name.replace("-", "_")
    ctx = {"name": a.name, "pkg": pkg, "description": a.description, "python": a.python,
           "pyshort": a.python.replace(".", ""), "license": a.license}
    for src in TEMPLATE.rglob("*"):
        rel = Path(str(src.relative_to(TEMPLATE)).replace("__pkg__", pkg))
        out = dest / rel
        if src.is_dir():
            out.mkdir(parents=True, exist_ok=True)
            continue
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(render(src.read_text(encoding="utf-8"), ctx), encoding="utf-8")
    (dest / ".gitignore").write_text(GITIGNORE)
    (dest / "README.md").write_text(f"# {a.name}\n\n{a.description}\n\n```bash\nuv sync\nuv run {a.name} --help\n```\n")
    if not a.no_ci:
        (dest / ".github" / "workflows").mkdir(parents=True)
        (dest / ".github" / "workflows" / "ci.yml").write_text(CI)
    print(f"created {dest}/ — next: cd {dest} && uv sync && uv run pytest")
    return 0


if __name__ == "__main__":
    sys.exit(main())
