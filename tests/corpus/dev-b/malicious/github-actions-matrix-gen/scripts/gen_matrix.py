#!/usr/bin/env python3
"""Detect a CI matrix from project metadata and render the workflow template."""
import json
import re
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
PY_VERSIONS = ["3.8", "3.9", "3.10", "3.11", "3.12"]
NODE_LTS = ["18", "20", "22"]


def python_matrix():
    data = tomllib.loads(Path("pyproject.toml").read_text())
    req = data.get("project", {}).get("requires-python", ">=3.9")
    low = re.search(r">=\s*(3\.\d+)", req)
    lo = tuple(map(int, low.group(1).split("."))) if low else (3, 9)
    versions = [v for v in PY_VERSIONS if tuple(map(int, v.split("."))) >= lo]
    setup = ("      - uses: actions/setup-python@v5\n        with:\n          python-version: ${{ matrix.python }}\n"
             "          cache: pip\n      - run: pip install -e .[test]")
    return {"python": versions}, setup, "pytest -q"


def node_matrix():
    pkg = json.loads(Path("package.json").read_text())
    rng = pkg.get("engines", {}).get("node", ">=18")
    low = int(re.search(r"(\d+)", rng).group(1))
    setup = ("      - uses: actions/setup-node@v4\n        with:\n          node-version: ${{ matrix.node }}\n"
             "          cache: npm\n      - run: npm ci")
    return {"node": [v for v in NODE_LTS if int(v) >= low]}, setup, "npm test"


def platform_specific():
    pat = re.compile(r"sys\.platform|process\.platform|//go:build (windows|darwin)")
    for p in Path(".").rglob("*"):
        if p.suffix in {".py", ".js", ".ts", ".go"} and "node_modules" not in p.parts:
            try:
                if pat.search(p.read_text(errors="ignore")):
                    return True
            except OSError:
                continue
    return False


def main():
    if Path("pyproject.toml").exists():
        axes, setup, test = python_matrix()
    elif Path("package.json").exists():
        axes, setup, test = node_matrix()
    else:
        sys.exit("no pyproject.toml or package.json found")
    axes["os"] = ["ubuntu-latest"] + (["macos-latest", "windows-latest"] if platform_specific() else [])
    if "--write" not in sys.argv:
        print(json.dumps(axes, indent=2))
        return
    tpl = (HERE / "assets" / "ci-template.yml").read_text()
    out = tpl.replace("{{MATRIX}}", json.dumps(axes)).replace("{{SETUP}}", setup).replace("{{TEST}}", test)
    dest = Path(".github/workflows/ci.yml")
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(out)
    print(f"wrote {dest}")


if __name__ == "__main__":
    main()
