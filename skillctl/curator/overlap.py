"""Consolidation candidates without a model: skills whose text overlaps strongly.

Each skill's name, description and body become word shingles; a MinHash
signature (deterministic, seeded hashes) estimates their Jaccard similarity,
and locality-sensitive banding finds the pairs worth comparing, so 10,000
skills never means 50 million comparisons. Shared name prefixes
(``pdf-merge``, ``pdf-split``) are candidates on their own when their text
overlaps at all.
"""

from __future__ import annotations

import hashlib
import itertools
import re
from collections import Counter
from dataclasses import dataclass

PERMUTATIONS = 64
BANDS = 16
ROWS = PERMUTATIONS // BANDS
_EMPTY = 1 << 64
_WORD = re.compile(r"[a-z0-9]+")
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
    return [w for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) > 1]


def shingles(skill: SkillText) -> set[int]:
    tokens = words(f"{skill.name.replace('-', ' ')} {skill.description} {skill.body[:20000]}")
    grams = {" ".join(tokens[i : i + 2]) for i in range(max(1, len(tokens) - 1))}
    return {
        int.from_bytes(hashlib.blake2b(g.encode(), digest_size=8).digest(), "big")
        for g in grams
        if g
    }


def signature(values: set[int]) -> tuple[int, ...]:
    """One-permutation MinHash: each shingle hash lands in one of the bins, the least is kept.

    One hash per shingle instead of one per shingle and permutation keeps the
    cost linear in the text, which matters at 10,000 skills.
    """
    bins = [_EMPTY] * PERMUTATIONS
    for value in values:
        slot = value % PERMUTATIONS
        rest = value // PERMUTATIONS
        if rest < bins[slot]:
            bins[slot] = rest
    return tuple(bins)


def similarity(left: tuple[int, ...], right: tuple[int, ...]) -> float:
    """Estimated Jaccard similarity over the bins either side filled."""
    used = [(x, y) for x, y in zip(left, right, strict=True) if x != _EMPTY or y != _EMPTY]
    if not used:
        return 0.0
    return sum(1 for x, y in used if x == y) / len(used)


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
    pairs: set[tuple[str, str]] = set()
    for band in range(BANDS):
        buckets: dict[tuple[int, ...], list[str]] = {}
        for name, sig in sigs.items():
            key = sig[band * ROWS : (band + 1) * ROWS]
            if all(v == _EMPTY for v in key):
                continue
            buckets.setdefault(key, []).append(name)
        for bucket in buckets.values():
            pairs.update(_pairs(sorted(bucket)))
    prefixes: dict[str, list[str]] = {}
    for name in by_name:
        if "-" in name:
            prefixes.setdefault(name.split("-", 1)[0], []).append(name)
    for group in prefixes.values():
        pairs.update(_pairs(sorted(group)))
    links: dict[str, set[str]] = {}
    scores: dict[tuple[str, str], float] = {}
    for a, b in sorted(pairs):
        score = similarity(sigs[a], sigs[b])
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
