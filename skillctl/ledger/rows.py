"""Ledger lines → rows of fields, a million at a time.

A row is the seven fields the summary needs, as the line's bytes:
``(agent, event, outcome, rating, session, skill, ts)``, empty when absent.
Every line skillctl writes has one shape (sorted keys, fixed separators, see
:meth:`~skillctl.ledger.line.UsageEvent.to_line`), so one regular expression
reads a whole chunk without building a dict per line; a chunk holding any
other line (written by hand, by another tool, or torn) is read line by line,
those lines through ``json`` with the same checks. A string value that holds
a quote, a backslash or an escape never matches the fast pattern, so what it
captures is exactly the decoded value.
"""

from __future__ import annotations

import json
import re
from operator import itemgetter

Row = tuple[bytes, bytes, bytes, bytes, bytes, bytes, bytes]
AGENT, EVENT, OUTCOME, RATING, SESSION, SKILL, TS = range(7)

_STRING = rb'"([^"\\\n]*)"'
_INSTANT = rb"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"  # the one format skillctl writes
_LINE = re.compile(
    rb'^\{(?:"agent": ' + _STRING + rb", )?"
    rb'"event": "([a-z]+)", '
    rb'"host": "[^"\\\n]*", '
    rb'(?:"outcome": "([a-z]+)", )?'
    rb"(?:\"rating\": (-?[01]), )?"
    rb'(?:"session": ' + _STRING + rb", )?"
    rb'"skill": ' + _STRING + rb", "
    rb'"ts": "(' + _INSTANT + rb')"\}$',
    re.MULTILINE,
)
_FOREIGN_INSTANT = re.compile(rb"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.\d{1,9})?Z")
_KINDS = frozenset({"view", "load", "use", "patch", "create", "feedback"})
KINDS = frozenset(kind.encode() for kind in _KINDS)
_RATINGS = {-1: b"-1", 0: b"0", 1: b"1"}
_FEW_SESSIONS = 8
_EVENT = itemgetter(EVENT)


def rows_of(data: bytes) -> list[Row]:
    """The rows of ``data``, complete lines only; lines that are not events are left out."""
    rows: list[Row] = _LINE.findall(data)
    if len(rows) == data.count(b"\n") and set(map(_EVENT, rows)) <= KINDS:
        return rows  # the pattern takes any word as a kind: checked here, once per kind
    rows = []
    for line in data.splitlines():
        match = _LINE.fullmatch(line)
        if match is not None and match.group(EVENT + 1) in KINDS:
            rows.append(match.groups(b""))  # type: ignore[arg-type]  # seven groups, all bytes
            continue
        row = _row_from_json(line)
        if row is not None:
            rows.append(row)
    return rows


def _row_from_json(line: bytes) -> Row | None:
    """A hand-written or foreign line, with the checks the summary has always made."""
    try:
        document = json.loads(line)
    except ValueError:
        return None
    if not isinstance(document, dict):
        return None
    ts, skill, kind = document.get("ts"), document.get("skill", ""), document.get("event")
    if not (isinstance(ts, str) and isinstance(skill, str) and kind in _KINDS):
        return None
    instant = _FOREIGN_INSTANT.fullmatch(ts.encode("utf-8", "replace"))
    if instant is None:
        return None  # the curator compares times: a line without one is not an event
    outcome = document.get("outcome")
    rating = document.get("rating")
    return (
        _text(document.get("agent")),
        str(kind).encode(),
        outcome.encode() if outcome in ("success", "failure") else b"",
        _RATINGS.get(rating, b"")
        if isinstance(rating, int) and not isinstance(rating, bool)
        else b"",
        _text(document.get("session")),
        skill.encode("utf-8", "replace"),
        instant.group(1) + b"Z",  # whole seconds, so that times compare as text
    )


def _text(value: object) -> bytes:
    return value.encode("utf-8", "replace") if isinstance(value, str) else b""


def session_rows(data: bytes, sessions: frozenset[bytes]) -> list[Row]:
    """The rows of ``data`` that belong to one of ``sessions``.

    For a few sessions only the lines that contain one of them are parsed (a
    plain substring search); for many, every line is.
    """
    if not sessions:
        return []
    if len(sessions) > _FEW_SESSIONS:
        return [r for r in rows_of(data) if r[SESSION] in sessions]
    pattern = re.compile(b"|".join(re.escape(s) for s in sorted(sessions)))
    found: list[Row] = []
    seen_until = -1
    for hit in pattern.finditer(data):
        if hit.start() < seen_until:
            continue
        start = data.rfind(b"\n", 0, hit.start()) + 1
        end = data.find(b"\n", hit.end())
        if end < 0:
            break  # a torn tail is not a line yet
        seen_until = end
        found.extend(r for r in rows_of(data[start : end + 1]) if r[SESSION] in sessions)
    return found
