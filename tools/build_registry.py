"""Publish skill folders into the embedded default registry (``registry/``) with skillctl itself.

Usage: python tools/build_registry.py SKILL_DIR...
       python tools/build_registry.py --rebuild

Each folder goes through ``skillctl publish`` (validate, audit, immutable
versions); the clock is fixed so rebuilding gives the same index.
``--rebuild`` publishes every version already in ``registry/`` again into a
fresh index, so the index records hashes in the current scheme (``h2:``
since hashes cover the executable bit) and the audit of this skillctl.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REGISTRY = Path(__file__).resolve().parent.parent / "registry"


def main() -> None:
    if sys.argv[1:] == ["--rebuild"]:
        rebuild()
        return
    for folder in sys.argv[1:]:
        publish(Path(folder))


def publish(folder: Path) -> None:
    env = {**os.environ, "SKILLCTL_NOW": "2026-12-01T00:00:00Z", "USER": "skillctl"}
    subprocess.run(
        [sys.executable, "-m", "skillctl", "publish", str(folder), "--registry", str(REGISTRY)],
        check=True,
        env=env,
    )


def rebuild() -> None:
    index = json.loads((REGISTRY / "index.json").read_text(encoding="utf-8"))
    skills = index["skills"]
    for name, skill in sorted(skills.items()):
        flagged = [v for v, entry in skill["versions"].items() if entry.get("yanked")]
        if skill.get("deprecated") or flagged:
            sys.exit(f"{name} is yanked or deprecated: rebuild would drop that; do it by hand")
    with tempfile.TemporaryDirectory(prefix="skillctl-rebuild-") as tmp:
        # packages/<name>/<version>/ keeps the name check working on the copies
        packages = Path(tmp) / "packages"
        shutil.copytree(REGISTRY / "packages", packages, symlinks=True)
        (REGISTRY / "index.json").unlink()
        shutil.rmtree(REGISTRY / "packages")
        for name, skill in sorted(skills.items()):
            for version in sorted(skill["versions"]):
                publish(packages / name / version)


if __name__ == "__main__":
    main()
