"""``.skillctl/provenance/<name>.json``: where an installed skill came from and what the audit said."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from skillctl.errors import RecordError
from skillctl.store.document import integer
from skillctl.store.document import mapping
from skillctl.store.document import optional_text
from skillctl.store.document import parse_record
from skillctl.store.document import text
from skillctl.store.state import Origin

PROVENANCE_SCHEMA = "provenance"


@dataclass(frozen=True, slots=True)
class AuditRecord:
    """The audit verdict a skill had when it landed, and which scanner said so."""

    verdict: str
    scanner: str
    rule_packs: Mapping[str, str]
    findings: int

    def to_json(self) -> dict[str, object]:
        return {
            "findings": self.findings,
            "rule_packs": dict(sorted(self.rule_packs.items())),
            "scanner": self.scanner,
            "verdict": self.verdict,
        }


@dataclass(frozen=True, slots=True)
class Provenance:
    """One skill's provenance record (``schemas/provenance.schema.json``)."""

    name: str
    version: str | None
    origin: Origin
    source: str
    ref: str | None
    commit: str | None
    subdir: str | None
    content_hash: str
    installed_at: str
    installed_by: str
    trust: str
    audit: AuditRecord

    def to_json(self) -> dict[str, object]:
        return {
            "audit": self.audit.to_json(),
            "commit": self.commit,
            "content_hash": self.content_hash,
            "installed_at": self.installed_at,
            "installed_by": self.installed_by,
            "name": self.name,
            "origin": self.origin.value,
            "ref": self.ref,
            "source": self.source,
            "subdir": self.subdir,
            "trust": self.trust,
            "version": self.version,
        }

    @classmethod
    def parse(cls, data: bytes, *, where: str, check_schema: bool = True) -> Provenance:
        document = parse_record(
            data, schema=PROVENANCE_SCHEMA, where=where, check_schema=check_schema
        )
        try:
            return cls._from_document(document)
        except ValueError as e:
            raise RecordError(f"{where}: {e}", hint="restore it from the store history") from e

    @classmethod
    def _from_document(cls, document: dict[str, object]) -> Provenance:
        audit = mapping(document, "audit")
        packs = mapping(audit, "rule_packs")
        return cls(
            name=text(document, "name"),
            version=optional_text(document, "version"),
            origin=Origin(text(document, "origin")),
            source=text(document, "source"),
            ref=optional_text(document, "ref"),
            commit=optional_text(document, "commit"),
            subdir=optional_text(document, "subdir"),
            content_hash=text(document, "content_hash"),
            installed_at=text(document, "installed_at"),
            installed_by=text(document, "installed_by"),
            trust=text(document, "trust"),
            audit=AuditRecord(
                verdict=text(audit, "verdict"),
                scanner=text(audit, "scanner"),
                rule_packs={k: v for k, v in sorted(packs.items()) if isinstance(v, str)},
                findings=integer(audit, "findings"),
            ),
        )
