"""``.skillctl/state.json``: each skill's life cycle state, pin, origin and forward."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from enum import StrEnum

from skillctl.store.document import flag
from skillctl.store.document import objects
from skillctl.store.document import optional_text
from skillctl.store.document import parse_record
from skillctl.store.document import text

STATE_SCHEMA = "state"


class LifeState(StrEnum):
    """Where a skill is in its life: in use, gone quiet, or moved to ``.archive/``."""

    ACTIVE = "active"
    STALE = "stale"
    ARCHIVED = "archived"


class Origin(StrEnum):
    """How a skill came into the store."""

    REGISTRY = "registry"
    GIT = "git"
    PATH = "path"
    AGENT = "agent"
    USER = "user"
    BUNDLED = "bundled"


@dataclass(frozen=True, slots=True)
class SkillState:
    """One skill's entry in the state record."""

    state: LifeState = LifeState.ACTIVE
    pinned: bool = False
    origin: Origin = Origin.PATH
    absorbed_into: str | None = None

    def to_json(self) -> dict[str, object]:
        return {
            "absorbed_into": self.absorbed_into,
            "origin": self.origin.value,
            "pinned": self.pinned,
            "state": self.state.value,
        }


@dataclass(frozen=True, slots=True)
class StoreState:
    """Every skill the store knows, active, stale or archived."""

    skills: Mapping[str, SkillState] = field(default_factory=dict)

    def get(self, name: str) -> SkillState | None:
        return self.skills.get(name)

    def to_json(self) -> dict[str, object]:
        return {"skills": {name: self.skills[name].to_json() for name in sorted(self.skills)}}

    @classmethod
    def parse(cls, data: bytes, *, where: str) -> StoreState:
        document = parse_record(data, schema=STATE_SCHEMA, where=where, uniform_map="skills")
        return cls(
            {
                name: SkillState(
                    state=LifeState(text(item, "state")),
                    pinned=flag(item, "pinned"),
                    origin=Origin(text(item, "origin")),
                    absorbed_into=optional_text(item, "absorbed_into"),
                )
                for name, item in sorted(objects(document, "skills").items())
            }
        )
