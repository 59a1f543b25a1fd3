"""``.skillctl/targets.json``: the links skillctl placed in agents' skills folders, by skill."""

from __future__ import annotations

from collections.abc import Iterator
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field

from skillctl.store.document import dump_record
from skillctl.store.document import parse_record
from skillctl.store.targets import LinkRecord

TARGETS_SCHEMA = "targets"


@dataclass(frozen=True, slots=True)
class LinkTable:
    """Skill name → the links made for it, sorted by path."""

    links: Mapping[str, tuple[LinkRecord, ...]] = field(default_factory=dict)

    def of(self, name: str) -> tuple[LinkRecord, ...]:
        return self.links.get(name, ())

    def links_with(self, name: str, record: LinkRecord) -> tuple[LinkRecord, ...]:
        """``name``'s links once ``record`` is added (replacing one at the same path)."""
        kept = tuple(r for r in self.of(name) if r.path != record.path)
        return tuple(sorted((*kept, record), key=lambda r: r.path))

    def records(self) -> Iterator[tuple[str, LinkRecord]]:
        for name in sorted(self.links):
            for record in self.links[name]:
                yield name, record

    def to_json(self) -> dict[str, object]:
        return {
            name: [r.to_json() for r in records]
            for name, records in sorted(self.links.items())
            if records
        }

    def dump(self) -> bytes:
        return dump_record(self.to_json())

    @classmethod
    def parse(cls, data: bytes, *, where: str) -> LinkTable:
        document = parse_record(data, schema=TARGETS_SCHEMA, where=where)
        links: dict[str, tuple[LinkRecord, ...]] = {}
        for name, items in sorted(document.items()):
            if isinstance(items, list):
                records = [LinkRecord.from_json(i) for i in items if isinstance(i, dict)]
                links[name] = tuple(sorted(records, key=lambda r: r.path))
        return cls(links)
