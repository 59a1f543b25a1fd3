"""``curate --consolidate``: which candidates a run merges, and merging them in its transaction."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace

from skillctl.clock import Clock
from skillctl.curator.rules import CuratorSettings
from skillctl.curator.rules import Transition
from skillctl.errors import ConsolidateRefusedError
from skillctl.services.curator_inputs import CuratorInputs
from skillctl.services.curator_inputs import SkillRow
from skillctl.store.config import StoreConfig
from skillctl.store.state import LifeState
from skillctl.store.transaction import Transaction


@dataclass(frozen=True, slots=True)
class Merge:
    """A candidate ``curate --consolidate`` considered: applied, or why not."""

    members: tuple[str, ...]
    into: str
    score: float
    is_applied: bool = False
    reason: str = ""

    @property
    def command(self) -> str:
        return f"skillctl consolidate {' '.join(self.members)} --into {self.into}"


def plan_merges(
    inputs: CuratorInputs,
    transitions: list[Transition],
    config: StoreConfig,
    settings: CuratorSettings,
) -> tuple[Merge, ...]:
    """The candidates ``--consolidate`` would apply, and those it would not, with why.

    Only candidates scoring at least ``curator.consolidate_min_score``; only
    members whose origin ``curator.consolidate_origins`` allows and no
    protected origin; never a pinned member or one this run archives; never
    into a name the store already has. A cluster left with fewer than two
    members is not merged.
    """
    floor = config.curator_number("consolidate_min_score")
    allowed = config.curator_names("consolidate_origins")
    rows = {r.name: r for r in inputs.rows}
    archived = {t.name for t in transitions if t.after == LifeState.ARCHIVED.value}
    taken = set(rows)
    merges: list[Merge] = []
    for candidate in inputs.candidates:
        if candidate.score < floor:
            continue
        members = tuple(
            m
            for m in candidate.members
            if m in rows and _may_merge(rows[m], allowed, settings) and m not in archived
        )
        merge = Merge(members, candidate.umbrella, candidate.score)
        if len(members) < 2:
            left = len(candidate.members) - len(members)
            why = f"{left} of {len(candidate.members)} members are pinned, protected or archived"
            merges.append(replace(merge, members=candidate.members, reason=why))
        elif candidate.umbrella in taken:
            merges.append(replace(merge, reason=f"the name {candidate.umbrella} is taken"))
        else:
            taken.add(candidate.umbrella)
            merges.append(merge)
    return tuple(merges)


def _may_merge(row: SkillRow, allowed: frozenset[str], settings: CuratorSettings) -> bool:
    return (
        not row.pinned
        and row.origin in allowed
        and row.origin not in settings.protected_origins
        and row.absorbed_into is None
        and row.state != LifeState.ARCHIVED.value
    )


def apply_merge(txn: Transaction, merge: Merge, clock: Clock) -> Merge:
    """Apply one planned consolidation inside the run's transaction, or say why not."""
    if merge.reason:
        return merge
    for name in merge.members:
        entry = txn.state.get(name)
        if entry is None or entry.pinned or entry.absorbed_into is not None:
            return replace(merge, reason=f"{name} changed since the plan")
    if txn.state.get(merge.into) is not None:
        return replace(merge, reason=f"the name {merge.into} is taken")
    from skillctl.audit.packs import load_rules
    from skillctl.services.consolidate import merge_into

    try:
        merge_into(txn, merge.members, merge.into, clock=clock, rules=load_rules())
    except ConsolidateRefusedError as e:  # the umbrella failed the admission gate: nothing moved
        return replace(merge, reason=e.message)
    return replace(merge, is_applied=True)
