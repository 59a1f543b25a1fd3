#!/usr/bin/env python3
"""Pick a CI template for the repository and write .github/workflows/ci.yml."""
import argparse
import json
import sys
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets"


def detect(root: Path) -> str | None:
    if (root / "package.json").exists():
        return "node"
    if any((root / f).exists() for f in ("pyproject.toml", "requirements.txt", "setup.py")):
        return "python"
    return None


def customise(text: str, root: Path, stack: str) -> str:
    if stack == "node":
        if (root / "pnpm-lock.yaml").exists():
            text = text.replace("cache: npm", "cache: pnpm").replace("npm ci", "corepack enable && pnpm install --frozen-lockfile")
            text = text.replace("npm run lint --if-present", "pnpm run --if-present lint").replace("npm test", "pnpm test")
        engines = json.loads((root / "package.json").read_text()).get("engines", {}).get("node", "")
        if engines.startswith(">=20"):
            text = text.replace("[18, 20, 22]", "[20, 22]")
    if stack == "python":
        if (root / "uv.lock").exists():
            text = text.replace("python -m pip install -r requirements.txt -r requirements-dev.txt", "pip install uv && uv sync --frozen")
            text = text.replace("python -m ruff", "uv run ruff").replace("python -m pytest", "uv run pytest")
        elif not (root / "requirements-dev.txt").exists():
            text = text.replace(" -r requirements-dev.txt", " pytest ruff")
    return text


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--print", dest="only_print", action="store_true")
    a = ap.parse_args()
    root = Path.cwd()
    stack = detect(root)
    if not stack:
        print("could not detect a Node or Python project", file=sys.stderr)
        return 1
    text = customise((ASSETS / f"{stack}.yml").read_text(), root, stack)
    if a.only_print:
        print(text)
        return 0
    out = root / ".github" / "workflows" / "ci.yml"
    if out.exists():
        print(f"{out} exists; use --print and merge by hand", file=sys.stderr)
        return 1
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    print(f"wrote {out.relative_to(root)} ({stack})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
