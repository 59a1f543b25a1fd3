"""Publish skill folders into the embedded default registry (``registry/``) with skillctl itself.

Usage: python tools/build_registry.py SKILL_DIR...

Each folder goes through ``skillctl publish`` (validate, audit, immutable
versions); the clock is fixed so rebuilding gives the same index.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REGISTRY = Path(__file__).resolve().parent.parent / "registry"


def main() -> None:
    env = {**os.environ, "SKILLCTL_NOW": "2026-12-01T00:00:00Z", "USER": "skillctl"}
    for folder in sys.argv[1:]:
        subprocess.run(
            [sys.executable, "-m", "skillctl", "publish", folder, "--registry", str(REGISTRY)],
            check=True,
            env=env,
        )


if __name__ == "__main__":
    main()
