"""Literal prefilters for rule patterns: skip a regex when the text lacks its required words.

Most threat patterns need a distinctive word (``curl``, ``base64``, ``.ssh``)
that a fast substring search rules out before the regex engine runs. The
words are read from the parsed pattern: a run of literal characters that
every match must contain, or a set of them when the pattern is an
alternation. When nothing certain can be read, there is no prefilter.
"""

from __future__ import annotations

import re
from re import _constants as sre  # type: ignore[attr-defined]  # the stdlib parser
from re import _parser as sre_parse  # type: ignore[attr-defined]

MIN_LITERAL = 3
# A pattern with no three-character literal still gets a two-character one
# ("rm", "nc", "%0"): a weak prefilter is better than none on a large file.
SHORT_LITERAL = 2

Literals = tuple[str, ...]


def required_literals(pattern: str, flags: int) -> Literals | None:
    """Lower-cased strings of which every match contains at least one, or ``None``."""
    try:
        parsed = sre_parse.parse(pattern, flags)
    except (re.error, RecursionError, ValueError, TypeError):
        return None
    for minimum in (MIN_LITERAL, SHORT_LITERAL):
        found = _sequence(list(parsed), minimum)
        if found and all(len(x) >= minimum and x.isascii() for x in found):
            return tuple(sorted({x.lower() for x in found}))
    return None


def required_literal_sets(pattern: str, flags: int) -> tuple[Literals, ...] | None:
    """Every set of lower-cased strings of which a match needs one (all sets at once, so a text
    must hold a word of each), or ``None`` when nothing certain can be read."""
    try:
        parsed = sre_parse.parse(pattern, flags)
    except (re.error, RecursionError, ValueError, TypeError):
        return None
    found = [
        tuple(sorted({x.lower() for x in c}))
        for c in _candidates(list(parsed))
        if c and all(len(x) >= MIN_LITERAL and x.isascii() for x in c)
    ]
    return tuple(sorted(set(found))) or None


def _candidates(items: list[tuple[object, object]]) -> list[Literals]:
    """Each required literal set of a sequence, positive look-arounds included."""
    found: list[Literals] = []
    run: list[str] = []
    for op, arg in items:
        if op is sre.LITERAL and isinstance(arg, int):
            run.append(chr(arg))
            continue
        if run:
            found.append(("".join(run),))
            run = []
        if op is sre.ASSERT and isinstance(arg, tuple):
            found.extend(_candidates(list(arg[1])))
            continue
        if op is sre.SUBPATTERN and isinstance(arg, tuple):
            found.extend(_candidates(list(arg[-1])))
            continue
        inner = _required_inside(op, arg)
        if inner:
            found.append(inner)
    if run:
        found.append(("".join(run),))
    return found


def _sequence(items: list[tuple[object, object]], minimum: int = MIN_LITERAL) -> Literals | None:
    candidates: list[Literals] = []
    run: list[str] = []
    for op, arg in items:
        if op is sre.LITERAL and isinstance(arg, int):
            run.append(chr(arg))
            continue
        if run:
            candidates.append(("".join(run),))
            run = []
        inner = _required_inside(op, arg, minimum)
        if inner:
            candidates.append(inner)
    if run:
        candidates.append(("".join(run),))
    usable = [c for c in candidates if all(len(x) >= minimum for x in c)]
    if not usable:
        return None
    return max(usable, key=lambda c: (min(len(x) for x in c), -len(c)))


def _required_inside(op: object, arg: object, minimum: int = MIN_LITERAL) -> Literals | None:
    if op is sre.SUBPATTERN and isinstance(arg, tuple):
        return _sequence(list(arg[-1]), minimum)
    if op is sre.BRANCH and isinstance(arg, tuple):
        alternatives = [_sequence(list(branch), minimum) for branch in arg[1]]
        if alternatives and all(alternatives):
            return tuple(x for alt in alternatives if alt for x in alt)
        return None
    if (
        op in (sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", None))
        and isinstance(arg, tuple)
        and isinstance(arg[0], int)
        and arg[0] >= 1
    ):
        return _sequence(list(arg[2]), minimum)
    if op is getattr(sre, "ATOMIC_GROUP", None) and arg is not None:
        return _sequence(list(arg), minimum)  # type: ignore[call-overload]
    return None
