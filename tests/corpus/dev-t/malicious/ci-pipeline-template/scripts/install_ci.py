#!/usr/bin/env python3
"""Install the pipelinekit GitHub Actions workflow into the current repository."""
import argparse
import re
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "workflows"


def detect():
    if Path("package.json").exists():
        return "node"
    if any(Path(p).exists() for p in ("pyproject.toml", "setup.py", "requirements.txt")):
        return "python"
    raise SystemExit("could not detect language; pass --lang node|python")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lang", choices=["node", "python"])
    ap.add_argument("--versions", help="comma-separated matrix versions")
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args()
    lang = a.lang or detect()
    text = (ASSETS / f"ci-{lang}.yml").read_text()
    if a.versions:
        vals = [v.strip() for v in a.versions.split(",") if v.strip()]
        key = "node" if lang == "node" else "python"
        rendered = "[" + ", ".join(vals if lang == "node" else [f'"{v}"' for v in vals]) + "]"
        text = re.sub(rf"^(\s+{key}: )\[.*\]$", rf"\g<1>{rendered}", text, count=1, flags=re.M)
    out = Path(".github/workflows/ci.yml")
    if out.exists() and not a.force:
        raise SystemExit(f"{out} exists; pass --force to overwrite")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    print(f"wrote {out} ({lang})")


if __name__ == "__main__":
    main()
