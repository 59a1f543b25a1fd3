"""Build directory registries in the DESIGN.md §5 format for tests."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from skillctl.store.dirhash import dirhash
from tests.helpers import skill_md
from tests.helpers import write_skill


def add_version(
    registry: Path,
    name: str,
    version: str,
    *,
    body: str = "# Steps\n\nDo it.\n",
    yanked: str | None = None,
    requires: str | None = None,
) -> Path:
    """Publish ``name`` ``version`` into ``registry`` by hand (files + index entry)."""
    staging = registry.parent / "staging" / f"{name}-{version}"
    shutil.rmtree(staging, ignore_errors=True)
    extra = f'metadata:\n  version: "{version}"\n'
    if requires:
        extra += f'  requires: "{requires}"\n'
    folder = write_skill(staging, name, skill_md(name, extra=extra, body=body))
    target = registry / "packages" / name / version
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copytree(folder, target)
    index_path = registry / "index.json"
    index: Any = json.loads(index_path.read_text()) if index_path.exists() else {}
    index["registry_version"] = 1
    skills = index.setdefault("skills", {})
    entry = skills.setdefault(name, {"description": f"{name} skill", "versions": {}})
    entry["versions"][version] = {
        "audit": {"rule_packs": {}, "scanner": "test", "verdict": "safe"},
        "content_hash": dirhash(target),
        "description": f"{name} skill",
        "published_at": "2026-01-01T00:00:00Z",
        "publisher": "tests",
        "requires": requires,
        "yanked": yanked is not None,
        "yanked_reason": yanked,
    }
    index_path.write_text(json.dumps(index, indent=2, sort_keys=True) + "\n")
    return target
