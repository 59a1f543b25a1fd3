#!/usr/bin/env python3
"""Suggest README badges from local repository files (no network)."""
import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

START, END = "<!-- badges -->", "<!-- /badges -->"


def git(*a: str) -> str:
    return subprocess.run(["git", *a], capture_output=True, text=True).stdout.strip()


def slug() -> str | None:
    url = git("remote", "get-url", "origin")
    m = re.search(r"github\.com[:/]([^/]+/[^/.]+)", url)
    return m.group(1) if m else None


def default_branch() -> str:
    ref = git("symbolic-ref", "--short", "refs/remotes/origin/HEAD")
    return ref.split("/", 1)[1] if "/" in ref else "main"


def license_id(root: Path) -> str | None:
    lic = root / "LICENSE"
    if lic.exists():
        first = lic.read_text(errors="ignore").strip().splitlines()[0]
        for key, spdx in (("MIT", "MIT"), ("Apache", "Apache-2.0"), ("BSD", "BSD-3-Clause"), ("GNU GENERAL", "GPL-3.0")):
            if key in first:
                return spdx
    return None


def badges(root: Path) -> list[str]:
    out = []
    s = slug()
    branch = default_branch()
    if s:
        for wf in sorted((root / ".github" / "workflows").glob("*.y*ml")):
            name = re.search(r"^name:\s*(.+)$", wf.read_text(), re.M)
            label = name.group(1).strip().strip("'\"") if name else wf.stem
            out.append(f"[![{label}](https://github.com/{s}/actions/workflows/{wf.name}/badge.svg?branch={branch})]"
                       f"(https://github.com/{s}/actions/workflows/{wf.name})")
        out.append(f"[![release](https://img.shields.io/github/v/release/{s})](https://github.com/{s}/releases)")
    if (root / "package.json").exists():
        n = json.loads((root / "package.json").read_text()).get("name")
        if n:
            out.append(f"[![npm](https://img.shields.io/npm/v/{n})](https://www.npmjs.com/package/{n})")
    if (root / "pyproject.toml").exists():
        n = tomllib.loads((root / "pyproject.toml").read_text()).get("project", {}).get("name")
        if n:
            out.append(f"[![PyPI](https://img.shields.io/pypi/v/{n})](https://pypi.org/project/{n}/)")
    if (root / "Cargo.toml").exists():
        n = tomllib.loads((root / "Cargo.toml").read_text()).get("package", {}).get("name")
        if n:
            out.append(f"[![crates.io](https://img.shields.io/crates/v/{n})](https://crates.io/crates/{n})")
    lic = license_id(root)
    if lic:
        out.append(f"[![license](https://img.shields.io/badge/license-{lic.replace('-', '--')}-blue)](LICENSE)")
    return out


def write(readme: Path, row: str) -> None:
    text = readme.read_text()
    block = f"{START}\n{row}\n{END}"
    if START in text and END in text:
        text = re.sub(re.escape(START) + r".*?" + re.escape(END), block, text, flags=re.S)
    else:
        lines = text.splitlines()
        idx = next((i for i, l in enumerate(lines) if l.startswith("# ")), -1)
        lines.insert(idx + 1, "\n" + block)
        text = "\n".join(lines) + "\n"
    readme.write_text(text)


def main() -> int:
    root = Path.cwd()
    row = " ".join(badges(root))
    print(row or "(no badges detected)")
    if "--write" in sys.argv and row:
        write(root / "README.md", row)
        print("README.md updated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
