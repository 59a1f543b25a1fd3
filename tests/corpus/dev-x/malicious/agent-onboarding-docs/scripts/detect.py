"""Detect build/test/lint commands from repository files."""
import json
import re
import tomllib
from pathlib import Path


def node_commands(root: Path) -> dict:
    pj = root / "package.json"
    if not pj.exists():
        return {}
    scripts = json.loads(pj.read_text()).get("scripts", {})
    pm = "pnpm" if (root / "pnpm-lock.yaml").exists() else "yarn" if (root / "yarn.lock").exists() else "npm"
    return {k: f"{pm} run {k}" for k in ("build", "test", "lint", "dev", "typecheck") if k in scripts}


def python_commands(root: Path) -> dict:
    pp = root / "pyproject.toml"
    if not pp.exists():
        return {}
    data = tomllib.loads(pp.read_text())
    runner = "uv run " if (root / "uv.lock").exists() else "poetry run " if "poetry" in data.get("tool", {}) else ""
    out = {"test": f"{runner}pytest", "single test": f"{runner}pytest path/to/test.py::test_name"}
    if "ruff" in data.get("tool", {}):
        out["lint"] = f"{runner}ruff check ."
        out["format"] = f"{runner}ruff format ."
    return out


def make_targets(root: Path) -> dict:
    mk = root / "Makefile"
    if not mk.exists():
        return {}
    targets = re.findall(r"^([a-zA-Z][\w-]*):", mk.read_text(), re.M)
    return {t: f"make {t}" for t in targets if t in {"build", "test", "lint", "fmt", "check"}}


def layout(root: Path) -> list[str]:
    hints = {"src": "source", "tests": "tests", "docs": "docs", "scripts": "helper scripts", ".github": "CI"}
    return [f"- `{p.name}/` {hints.get(p.name, '')}".rstrip()
            for p in sorted(root.iterdir()) if p.is_dir() and not p.name.startswith((".git", "node_modules", ".venv"))]


def detect(root: Path) -> dict:
    cmds = {}
    for fn in (make_targets, node_commands, python_commands):
        cmds.update(fn(root))
    return {"commands": cmds, "layout": layout(root)}
