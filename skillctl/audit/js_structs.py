"""Arrays, objects and numbers in the JavaScript model: values that keep their structure.

A plain :class:`~skillctl.audit.flow.Value` is text; scripts also keep what
they run in lists and lookup tables (``const steps = [["reset", "--hard"],
…]; for (const s of steps) git(...s)``, ``SETTLE[step].split("|")``, char
codes shifted by a constant). These subclasses are still Values — their
text is the rendering every judge already reads — and they also carry their
items, their keys, or their number, so spreads, ``map``, indexing and
arithmetic can be computed. Anything that combines them into text (``+``,
templates, unions) gives a plain Value again. Bounded like every value.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from skillctl.audit import flow
from skillctl.audit.flow import Value

MAX_ITEMS = 64


@dataclass(frozen=True, slots=True)
class Listed(Value):
    """An array: its items in order."""

    items: tuple[Value, ...] = ()


@dataclass(frozen=True, slots=True)
class Alternatives(Value):
    """One of several arrays of different lengths (a ternary between two argument lists)."""

    options: tuple[Listed, ...] = ()


@dataclass(frozen=True, slots=True)
class Fields(Value):
    """An object literal: its (key, value) pairs in order."""

    pairs: tuple[tuple[str, Value], ...] = ()


@dataclass(frozen=True, slots=True)
class Num(Value):
    """A number the script wrote or computed from numbers it wrote."""


def listed(items: list[Value] | tuple[Value, ...]) -> Listed:
    """An array of ``items``, rendered as ``[a, b, ]`` for the text judges."""
    kept = tuple(items[:MAX_ITEMS])
    parts: list[Value] = [Value.of("[")]
    for item in kept:
        parts += [item, Value.of(", ")]
    shown = flow.concat(*parts, Value.of("]"))
    return Listed(shown.texts, shown.tags, kept)


def either(*values: Value) -> Value:
    """Any one of ``values``, keeping array structure when every option is an array: arrays
    of one length become one array of per-position choices, others stay alternatives."""
    options = [o for v in values for o in (v.options if isinstance(v, Alternatives) else (v,))]
    if len(options) < 2 or not all(isinstance(o, Listed) for o in options):
        return flow.union(*values)
    lists = [o for o in options if isinstance(o, Listed)]
    if len({len(o.items) for o in lists}) == 1:
        return listed(
            [flow.union(*column) for column in zip(*(o.items for o in lists), strict=True)]
        )
    merged = flow.union(*lists)
    return Alternatives(merged.texts, merged.tags, tuple(lists[: flow.MAX_VALUES]))


def fields(pairs: list[tuple[str, Value]]) -> Fields:
    """An object of ``pairs`` (a later key replaces an earlier one), rendered ``{k: v, }``."""
    table: dict[str, Value] = {}
    for key, value in pairs:
        table.pop(key, None)
        table[key] = value
    kept = tuple(table.items())[-MAX_ITEMS:]
    parts: list[Value] = [Value.of("{")]
    for key, value in kept:
        parts += [Value.of(f"{key}: "), value, Value.of(", ")]
    shown = flow.concat(*parts, Value.of("}"))
    return Fields(shown.texts, shown.tags, kept)


def rest_of(values: list[Value]) -> Listed:
    """A ``...rest`` parameter: the arguments as a list, read as words when used as text."""
    parts: list[Value] = []
    for index, value in enumerate(values[:MAX_ITEMS]):
        parts += [Value.of(" ")] * bool(index) + [value]
    shown = flow.concat(*parts) if parts else Value.of("")
    return Listed(shown.texts, shown.tags, tuple(values[:MAX_ITEMS]))


def number(value: float) -> Num:
    text = str(int(value)) if float(value).is_integer() and abs(value) < 1e15 else repr(value)
    return Num((text,))


def items_of(value: Value) -> tuple[Value, ...] | None:
    """The items of an array (or of a known string, as ``[...s]`` spreads it)."""
    if isinstance(value, Listed):
        return value.items
    if isinstance(value, (Fields, Num)):
        return None
    if value.is_known and len(value.texts) == 1 and len(value.texts[0]) <= MAX_ITEMS:
        return tuple(Value.of(c) for c in value.texts[0])
    return None


def member_of(value: Value, key: Value) -> Value | None:
    """``value[key]`` / ``value.key`` on an array or object when it can be known: the item,
    or any of them when the key is not known."""
    if isinstance(value, Fields):
        if key.is_known:
            found = [v for k, v in value.pairs if k in key.texts]
            return flow.union(*found) if found else None
        return flow.union(*(v for _, v in value.pairs)) if value.pairs else None
    if isinstance(value, Listed):
        if key.texts == ("length",):
            return number(len(value.items))
        if key.is_known:
            found = [value.items[i] for i in _indexes(key, len(value.items))]
            return flow.union(*found) if found else None
        return flow.union(*value.items) if value.items else None
    if key.texts == ("length",) and value.is_known and len(value.texts) == 1:
        return number(len(value.texts[0]))
    return None


def _indexes(key: Value, size: int) -> list[int]:
    found = []
    for text in key.texts:
        try:
            index = int(float(text))
        except ValueError:
            continue
        if -size <= index < size:
            found.append(index)
    return found


def to_number(value: Value) -> float | None:
    if not value.is_known or len(value.texts) != 1:
        return None
    return literal_number(value.texts[0].strip() or "0")


def literal_number(text: str) -> float | None:
    """A JavaScript number literal's value (``864e5``, ``0x63``, ``1_000``)."""
    text = text.replace("_", "").removesuffix("n")
    try:
        return float(text)
    except ValueError:
        pass
    try:
        return float(int(text, 0))
    except ValueError:
        return None


_ARITHMETIC: dict[str, Callable[[float, float], float]] = {
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a / b if b else math.nan,
    "%": lambda a, b: math.fmod(a, b) if b else math.nan,
    "^": lambda a, b: float(int(a) ^ int(b)),
    "|": lambda a, b: float(int(a) | int(b)),
    "&": lambda a, b: float(int(a) & int(b)),
    "<<": lambda a, b: float(int(a) << (int(b) & 31)),
    ">>": lambda a, b: float(int(a) >> (int(b) & 31)),
    "**": lambda a, b: a**b if abs(b) < 64 else math.nan,
}


def arithmetic(operator: str, left: Value, right: Value) -> Value | None:
    """``left OP right`` on known numbers (``+`` only when both sides are numbers)."""
    if operator == "+" and not (isinstance(left, Num) and isinstance(right, Num)):
        return None
    a, b = to_number(left), to_number(right)
    if a is None or b is None:
        return None
    try:
        result = a + b if operator == "+" else _ARITHMETIC[operator](a, b)
    except (KeyError, OverflowError, ValueError):
        return None
    return number(result) if math.isfinite(result) else None


def from_document(data: object) -> Value:
    """A parsed data file (dicts, lists, text) as model values."""
    if isinstance(data, dict):
        return fields([(str(k), from_document(v)) for k, v in data.items()])
    if isinstance(data, list):
        return listed([from_document(v) for v in data])
    return Value.of(str(data))
