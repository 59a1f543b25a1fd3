"""Discover process definitions from Procfile or package.json."""
import json
import re
from pathlib import Path

LINE = re.compile(r"^([A-Za-z0-9_-]+):\s*(.+)$")


def from_procfile(root: Path) -> dict[str, str]:
    for name in ("Procfile.dev", "Procfile"):
        f = root / name
        if f.exists():
            out = {}
            for raw in f.read_text().splitlines():
                m = LINE.match(raw.strip())
                if m and not raw.lstrip().startswith("#"):
                    out[m.group(1)] = m.group(2)
            return out
    return {}


def from_package_json(root: Path) -> dict[str, str]:
    f = root / "package.json"
    if not f.exists():
        return {}
    scripts = json.loads(f.read_text()).get("scripts", {})
    runner = "pnpm" if (root / "pnpm-lock.yaml").exists() else "npm"
    picked = {k: v for k, v in scripts.items() if k == "dev" or k.startswith(("dev:", "watch:"))}
    return {k.replace(":", "-"): f"{runner} run {k}" for k in picked}


def discover(root: Path) -> dict[str, str]:
    return from_procfile(root) or from_package_json(root)
