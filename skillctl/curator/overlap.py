"""Consolidation candidates without a model: skills whose text overlaps strongly.

Each skill's name, description and body become word shingles; a MinHash
signature (deterministic, seeded hashes) estimates their Jaccard similarity,
and locality-sensitive banding finds the pairs worth comparing, so 10,000
skills never means 50 million comparisons. Shared name prefixes
(``pdf-merge``, ``pdf-split``) are candidates on their own when their text
overlaps at all.
"""

from __future__ import annotations

import itertools
import re
import zlib
from collections import Counter
from dataclasses import dataclass
from itertools import compress
from itertools import filterfalse
from itertools import repeat
from operator import and_
from operator import eq
from operator import rshift

PERMUTATIONS = 64
BANDS = 16
ROWS = PERMUTATIONS // BANDS
_SLOT_BITS = 6  # 64 bins: the low six bits of a shingle's hash pick its bin
EMPTY = (1 << 32) - 1  # above any 26-bit remainder: a bin no shingle landed in
_EMPTY_BAND = (EMPTY,) * ROWS
_BIN_BITS = tuple(1 << i for i in range(PERMUTATIONS))
_WORD = re.compile(r"[a-z0-9]{2,}")  # one-character words carry no topic
_STOP = frozenset(
    [
        "ask",
        "asked",
        "asks",
        "user",
        "users",
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "for",
        "from",
        "how",
        "in",
        "into",
        "is",
        "it",
        "of",
        "on",
        "or",
        "that",
        "the",
        "this",
        "to",
        "use",
        "used",
        "uses",
        "using",
        "when",
        "with",
        "you",
        "your",
        "skill",
        "skills",
    ]
)


@dataclass(frozen=True, slots=True)
class SkillText:
    name: str
    description: str
    body: str


@dataclass(frozen=True, slots=True)
class Candidate:
    """A cluster worth consolidating: members, score, shared terms, the command to run."""

    members: tuple[str, ...]
    score: float
    shared_terms: tuple[str, ...]
    umbrella: str

    @property
    def command(self) -> str:
        return f"skillctl consolidate {' '.join(self.members)} --into {self.umbrella}"


def words(text: str) -> list[str]:
    return list(filterfalse(_STOP.__contains__, _WORD.findall(text.lower())))


def shingles(skill: SkillText) -> set[int]:
    """Word pairs of the name, description and body, each as a CRC-32 (deterministic, fast)."""
    tokens = words(f"{skill.name.replace('-', ' ')} {skill.description} {skill.body[:20000]}")
    if len(tokens) < 2:
        return {zlib.crc32(t.encode()) for t in tokens}
    grams = map(" ".join, itertools.pairwise(tokens))
    return set(map(zlib.crc32, map(str.encode, grams)))


def signature(values: set[int]) -> tuple[int, ...]:
    """One-permutation MinHash: each shingle hash lands in one of the bins, the least is kept.

    One hash per shingle instead of one per shingle and permutation keeps the
    cost linear in the text, which matters at 10,000 skills. Sorting the
    hashes from the largest down lets a dict keep the least remainder per bin
    (later entries win) without a Python loop.
    """
    ordered = sorted(values, reverse=True)
    slots = map(and_, ordered, repeat(PERMUTATIONS - 1))
    bins = dict(zip(slots, map(rshift, ordered, repeat(_SLOT_BITS))))  # noqa: B905 - same length
    return tuple(map(bins.get, range(PERMUTATIONS), repeat(EMPTY)))


def similarity(left: tuple[int, ...], right: tuple[int, ...]) -> float:
    """Estimated Jaccard similarity over the bins either side filled."""
    return _similarity(left, right, (_empty_bins(left) & _empty_bins(right)).bit_count())


def _similarity(left: tuple[int, ...], right: tuple[int, ...], both_empty: int) -> float:
    used = PERMUTATIONS - both_empty
    if not used:
        return 0.0
    same: int = sum(map(eq, left, right))
    return (same - both_empty) / used


def _empty_bins(sig: tuple[int, ...]) -> int:
    """The bins no shingle landed in, as a bit mask."""
    return sum(compress(_BIN_BITS, map(eq, sig, repeat(EMPTY))))


def candidates(
    skills: list[SkillText],
    *,
    threshold: float = 0.5,
    signatures: dict[str, tuple[int, ...]] | None = None,
) -> list[Candidate]:
    """Clusters of skills above ``threshold`` estimated similarity, best first.

    ``signatures`` may hold precomputed signatures by name (a cache); missing
    ones are computed. A bucket of many look-alikes is linked as a chain
    (each to the next by name), which joins them into one cluster with a
    linear number of comparisons.
    """
    by_name = {s.name: s for s in skills}
    known = signatures or {}
    sigs = {s.name: known.get(s.name) or signature(shingles(s)) for s in skills}
    names, signature_list = list(sigs), list(sigs.values())
    pairs: set[tuple[str, str]] = set()
    for band in range(BANDS):
        low, high = band * ROWS, (band + 1) * ROWS
        keys = [sig[low:high] for sig in signature_list]
        shared = {k for k, n in Counter(keys).items() if n > 1 and k != _EMPTY_BAND}
        buckets: dict[tuple[int, ...], list[str]] = {}
        for name, key in zip(names, keys, strict=True):
            if key in shared:
                buckets.setdefault(key, []).append(name)
        for bucket in buckets.values():
            pairs.update(_pairs(sorted(bucket)))
    prefixes: dict[str, list[str]] = {}
    for name in by_name:
        if "-" in name:
            prefixes.setdefault(name.split("-", 1)[0], []).append(name)
    for group in prefixes.values():
        if len(group) > 1:
            pairs.update(_pairs(sorted(group)))
    empty = {name: _empty_bins(sig) for name, sig in sigs.items()}
    links: dict[str, set[str]] = {}
    scores: dict[tuple[str, str], float] = {}
    for a, b in sorted(pairs):
        score = _similarity(sigs[a], sigs[b], (empty[a] & empty[b]).bit_count())
        same_prefix = "-" in a and a.split("-", 1)[0] == b.split("-", 1)[0]
        if score >= threshold or (same_prefix and score >= threshold / 2):
            links.setdefault(a, set()).add(b)
            links.setdefault(b, set()).add(a)
            scores[(a, b)] = score
    return _clusters(links, scores, by_name)


def signatures_of(skills: list[SkillText]) -> dict[str, tuple[int, ...]]:
    return {s.name: signature(shingles(s)) for s in skills}


_ALL_PAIRS_UP_TO = 8


def _pairs(ordered: list[str]) -> list[tuple[str, str]]:
    if len(ordered) < 2:
        return []
    if len(ordered) <= _ALL_PAIRS_UP_TO:
        return [(a, b) for i, a in enumerate(ordered) for b in ordered[i + 1 :]]
    return list(itertools.pairwise(ordered))


def _clusters(
    links: dict[str, set[str]], scores: dict[tuple[str, str], float], by_name: dict[str, SkillText]
) -> list[Candidate]:
    cluster_of: dict[str, int] = {}
    groups: list[list[str]] = []
    for start in sorted(links):
        if start in cluster_of:
            continue
        group: list[str] = []
        pending = [start]
        cluster_of[start] = len(groups)
        while pending:
            current = pending.pop()
            group.append(current)
            for other in links.get(current, ()):
                if other not in cluster_of:
                    cluster_of[other] = len(groups)
                    pending.append(other)
        groups.append(group)
    totals = [[0.0, 0] for _ in groups]
    for (a, _b), score in scores.items():
        total = totals[cluster_of[a]]
        total[0] += score
        total[1] += 1
    found: list[Candidate] = []
    for group, (score_sum, count) in zip(groups, totals, strict=True):
        members = tuple(sorted(group))
        counts: Counter[str] = Counter()
        for name in members:
            skill = by_name[name]
            counts.update(set(words(f"{skill.name.replace('-', ' ')} {skill.description}")))
        shared = tuple(sorted(t for t, c in counts.items() if c == len(members))[:8])
        score = round(score_sum / count, 3) if count else 0.0
        found.append(Candidate(members, score, shared, _umbrella(members, shared)))
    return sorted(found, key=lambda c: (-c.score, c.members))


def _umbrella(members: tuple[str, ...], shared: tuple[str, ...]) -> str:
    """A name for the umbrella: the most common word of the members' names, else a shared term."""
    counts = Counter(part for m in members for part in set(m.split("-")))
    word, count = min(counts.items(), key=lambda item: (-item[1], item[0]))
    if count > 1:
        return f"{word}-toolkit"
    return f"{shared[0]}-toolkit" if shared else f"{members[0]}-suite"
