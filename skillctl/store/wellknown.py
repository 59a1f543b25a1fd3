"""Read an Agent Skills discovery index (``/.well-known/agent-skills/index.json``) as a registry.

Entries name a skill, describe it and point (``url``, relative to the index)
at its artifact with a ``sha256:`` digest. Each ``skill-md`` artifact is
checked against its digest and laid out as a one-version registry in the
cache, so installs read it like any other registry. Archive artifacts are
refused: unpacking them safely is not supported yet.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from pathlib import Path

from skillctl.errors import RegistryError
from skillctl.store.atomic import atomic_write
from skillctl.store.dirhash import dirhash
from skillctl.store.jsonfile import read_json_object

WELL_KNOWN = Path(".well-known") / "agent-skills" / "index.json"
VERSION = "0.0.0"
_NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
MAX_ARTIFACT_BYTES = 1024 * 1024


def find_index(location: Path) -> Path | None:
    """The discovery index at ``location`` (the file, or a folder holding the well-known path)."""
    if location.is_file() and location.name == "index.json":
        try:
            document: object = read_json_object(location, what="index", error=RegistryError)
        except (OSError, RegistryError):
            return None
        return (
            location if isinstance(document, dict) and "registry_version" not in document else None
        )
    candidate = location / WELL_KNOWN
    return candidate if candidate.is_file() and not (location / "index.json").exists() else None


def materialize(index_path: Path, cache_dir: Path) -> Path:
    """A registry folder in the cache holding every skill of the discovery index."""
    try:
        document = read_json_object(index_path, what="discovery index", error=RegistryError)
    except FileNotFoundError as e:
        raise RegistryError(f"no discovery index {index_path}", hint="check the path") from e
    entries = document.get("skills")
    if not isinstance(entries, list):
        raise RegistryError(
            f"{index_path} has no 'skills' list", hint="see the Agent Skills discovery RFC"
        )
    key = hashlib.sha256(index_path.read_bytes() + str(index_path.resolve()).encode()).hexdigest()[
        :32
    ]
    root = cache_dir / "well-known" / key
    if (root / "index.json").is_file():
        return root
    staging = root.with_name(key + ".tmp")
    shutil.rmtree(staging, ignore_errors=True)
    skills: dict[str, object] = {}
    for entry in entries:
        name, description = _entry_fields(entry, index_path)
        artifact = _artifact(entry, index_path)
        folder = staging / "packages" / name / VERSION
        folder.mkdir(parents=True)
        (folder / "SKILL.md").write_bytes(artifact)
        skills[name] = {
            "description": description,
            "versions": {
                VERSION: {
                    "audit": {
                        "rule_packs": {},
                        "scanner": "none (discovery index)",
                        "verdict": "caution",
                    },
                    "content_hash": dirhash(folder),
                    "description": description,
                    "published_at": "",
                    "publisher": str(index_path),
                    "requires": None,
                    "yanked": False,
                    "yanked_reason": None,
                }
            },
        }
    staging.mkdir(parents=True, exist_ok=True)
    atomic_write(
        staging / "index.json", json.dumps({"registry_version": 1, "skills": skills}).encode()
    )
    shutil.rmtree(root, ignore_errors=True)
    staging.rename(root)
    return root


def _entry_fields(entry: object, index_path: Path) -> tuple[str, str]:
    if not isinstance(entry, dict):
        raise RegistryError(f"{index_path}: an entry is not an object", hint="fix the index")
    name, description = entry.get("name"), entry.get("description")
    if not isinstance(name, str) or not _NAME.match(name):
        raise RegistryError(
            f"{index_path}: bad skill name {name!r}", hint="names are lowercase-hyphenated"
        )
    return name, description if isinstance(description, str) else ""


def _artifact(entry: dict[str, object], index_path: Path) -> bytes:
    kind, url, digest = entry.get("type", "skill-md"), entry.get("url"), entry.get("digest")
    name = entry.get("name")
    if kind != "skill-md":
        raise RegistryError(
            f"{index_path}: {name} is a {kind!r} artifact; only skill-md is supported",
            hint="publish the skill to a skillctl registry instead",
        )
    if not isinstance(url, str) or "://" in url or url.startswith("/") or ".." in Path(url).parts:
        raise RegistryError(
            f"{index_path}: {name} has an unsafe url {url!r}",
            hint="urls must be relative paths inside the index folder",
        )
    path = index_path.parent / url
    if path.is_symlink() or not path.is_file() or path.stat().st_size > MAX_ARTIFACT_BYTES:
        raise RegistryError(
            f"{index_path}: {name}: {url} is missing, a link, or too large",
            hint="check the artifact",
        )
    data = path.read_bytes()
    actual = "sha256:" + hashlib.sha256(data).hexdigest()
    if digest != actual:
        raise RegistryError(
            f"{index_path}: {name}: {url} has digest {actual}, the index says {digest}",
            hint="the artifact changed after the index was written",
        )
    return data
