"""What the curator reads from the store, cached by the commit it was read from.

A curator run needs, per skill, its state, pin, origin, forward, install
time and requirements, plus the consolidation candidates among the kept
skills. All of it follows from the store's last commit, so it is kept in
``.skillctl/cache/curator-inputs.json`` under that commit's sha: a run after
new usage events but no new commit (the hourly cron line's usual case)
reads one small file instead of 10,000 records and 10,000 ``SKILL.md``.

When the commit moved, the records are read again, but each skill's text
facts (description, ``metadata.requires``, MinHash signature) are recomputed
only when its content hash changed (``curator-facts.json``). Caches are
derived data: unreadable or foreign ones are ignored and rebuilt.
"""

from __future__ import annotations

import json
import os
import re
from array import array
from dataclasses import dataclass
from pathlib import Path

from skillctl.curator.overlap import PERMUTATIONS
from skillctl.curator.overlap import Candidate
from skillctl.curator.overlap import SkillText
from skillctl.curator.overlap import candidates as find_candidates
from skillctl.services.progress import Progress
from skillctl.store.atomic import atomic_write
from skillctl.store.layout import CACHE_DIR
from skillctl.store.repo import Store
from skillctl.store.snapshot import Snapshot
from skillctl.store.state import LifeState

INPUTS_CACHE = f"{CACHE_DIR}/curator-inputs.json"
FACTS_CACHE = f"{CACHE_DIR}/curator-facts.json"
_VERSION = 1
_FIELD_LINE = re.compile(r"^\s*(description|requires)\s*:\s*(.*?)\s*$", re.M)
_READ_CAP = 256 * 1024
_SKILL_NAME = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


@dataclass(frozen=True, slots=True)
class SkillRow:
    """One skill as the curator sees it."""

    name: str
    state: str
    pinned: bool
    origin: str
    absorbed_into: str | None
    installed_at: str | None
    requires: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CuratorInputs:
    """Every skill's row (sorted by name) and the consolidation candidates, at ``commit``."""

    commit: str | None
    rows: tuple[SkillRow, ...]
    candidates: tuple[Candidate, ...]


@dataclass(frozen=True, slots=True)
class _Facts:
    content_hash: str
    description: str
    requires: tuple[str, ...]
    signature: tuple[int, ...]


def read_inputs(
    store: Store, *, is_saved: bool = True, progress: Progress | None = None
) -> CuratorInputs:
    """The curator's inputs at HEAD: from the cache when HEAD has not moved."""
    commit = store.head()
    cache = store.root / INPUTS_CACHE
    cached = _load_inputs(cache)
    if cached is not None and commit is not None and cached.commit == commit:
        return cached
    snap = store.snapshot()
    kept = sorted(
        n
        for n, e in snap.state.skills.items()
        if e.state is not LifeState.ARCHIVED and e.absorbed_into is None
    )
    snap.load_provenance(kept)
    facts = _skill_facts(store, snap, kept, is_saved=is_saved, progress=progress)
    rows = []
    for name in sorted(snap.state.skills):
        entry = snap.state.skills[name]
        provenance = snap.provenance(name) if name in facts else None
        rows.append(
            SkillRow(
                name,
                entry.state.value,
                entry.pinned,
                entry.origin.value,
                entry.absorbed_into,
                provenance.installed_at if provenance else None,
                facts[name].requires if name in facts else (),
            )
        )
    texts = [SkillText(n, facts[n].description, "") for n in kept]
    found = find_candidates(texts, signatures={n: facts[n].signature for n in kept})
    inputs = CuratorInputs(snap.commit, tuple(rows), tuple(found))
    if is_saved and snap.commit is not None:
        _save(cache, _dump_inputs(inputs))
    return inputs


def _skill_facts(
    store: Store,
    snap: Snapshot,
    names: list[str],
    *,
    is_saved: bool,
    progress: Progress | None,
) -> dict[str, _Facts]:
    """Description, requirements and text signature of ``names``; files are read only
    for skills whose content hash changed since the facts were last computed."""
    from skillctl.curator.overlap import shingles
    from skillctl.curator.overlap import signature

    path = store.root / FACTS_CACHE
    cached = _load_facts(path)
    skills_root = os.fspath(store.skills_root)
    facts: dict[str, _Facts] = {}
    changed = False
    for done, name in enumerate(names, 1):
        provenance = snap.provenance(name)
        content_hash = provenance.content_hash if provenance else ""
        known = cached.get(name)
        if known is not None and content_hash and known.content_hash == content_hash:
            facts[name] = known
            continue
        fields = skill_fields(os.path.join(skills_root, name, "SKILL.md"))  # noqa: PTH118
        description = fields.get("description", "")
        text = SkillText(name, description, fields.get("body", ""))
        facts[name] = _Facts(
            content_hash,
            description,
            _required_names(fields.get("requires", "")),
            signature(shingles(text)),
        )
        changed = True
        if progress is not None:
            progress.advance(done, len(names), "skills read")
    if changed and is_saved:
        _save(path, _dump_facts(facts))
    return facts


def skill_fields(path: str) -> dict[str, str]:
    """Description, ``metadata.requires`` and body, read cheaply (signals, not validation).

    A plain path string: this runs for every skill of the store, where
    ``pathlib`` alone would cost a measurable share.
    """
    try:
        with open(path, "rb") as handle:  # noqa: PTH123 - see the docstring
            text = handle.read(_READ_CAP).decode("utf-8", "replace")
    except OSError:
        return {}
    head, body = "", text
    if text.startswith("---"):
        end = text.find("\n---", 3)
        if end > 0:
            head, body = text[3:end], text[end + 4 :]
    fields = {"body": body}
    for key, value in _FIELD_LINE.findall(head):
        fields.setdefault(key, value.strip().strip("\"'"))
    return fields


def _required_names(raw: str) -> tuple[str, ...]:
    from skillctl.errors import SkillctlError
    from skillctl.resolve.dependencies import parse_requires

    try:
        return tuple(sorted({r.name for r in parse_requires(raw)})) if raw else ()
    except SkillctlError:
        return ()  # a malformed requires line protects nothing; validate reports it


# --- the two cache files -----------------------------------------------------------------


def _dump_inputs(inputs: CuratorInputs) -> bytes:
    document = {
        "candidates": [
            [list(c.members), c.score, list(c.shared_terms), c.umbrella] for c in inputs.candidates
        ],
        "commit": inputs.commit,
        "rows": [
            [r.name, r.state, r.pinned, r.origin, r.absorbed_into, r.installed_at, list(r.requires)]
            for r in inputs.rows
        ],
        "version": _VERSION,
    }
    return json.dumps(document, separators=(",", ":")).encode()


def _load_inputs(path: Path) -> CuratorInputs | None:
    try:
        document = json.loads(path.read_bytes())
        if document["version"] != _VERSION:
            return None
        rows = tuple(
            SkillRow(
                _name(name),
                str(state),
                pinned is True,
                str(origin),
                None if into is None else _name(into),
                None if at is None else str(at),
                tuple(_name(r) for r in requires),
            )
            for name, state, pinned, origin, into, at, requires in document["rows"]
        )
        found = tuple(
            Candidate(
                tuple(_name(m) for m in members), float(score), tuple(map(str, terms)), str(u)
            )
            for members, score, terms, u in document["candidates"]
        )
        return CuratorInputs(str(document["commit"]), rows, found)
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _dump_facts(facts: dict[str, _Facts]) -> bytes:
    document = {
        name: [
            f.content_hash,
            f.description,
            list(f.requires),
            array("I", f.signature).tobytes().hex(),
        ]
        for name, f in sorted(facts.items())
    }
    return json.dumps({"facts": document, "version": _VERSION}, separators=(",", ":")).encode()


def _load_facts(path: Path) -> dict[str, _Facts]:
    try:
        document = json.loads(path.read_bytes())
        if document["version"] != _VERSION:
            return {}
        facts = {}
        for name, (content_hash, description, requires, packed) in document["facts"].items():
            bins = array("I")
            bins.frombytes(bytes.fromhex(packed))
            if len(bins) != PERMUTATIONS:
                raise ValueError("a signature of another size")
            facts[str(name)] = _Facts(
                str(content_hash), str(description), tuple(map(str, requires)), tuple(bins)
            )
        return facts
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def _name(value: object) -> str:
    """A skill name from a cache file, which is trusted no further than that."""
    if not isinstance(value, str) or len(value) > 64 or _SKILL_NAME.fullmatch(value) is None:
        raise ValueError(f"not a skill name: {value!r}")
    return value


def _save(path: Path, data: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, data)
    except OSError:
        pass  # a cache only: the next run computes it again
