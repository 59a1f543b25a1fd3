"""Array, object and string methods in the JavaScript model, computed on known values.

A mixin for the model's expressions (``js_values``): ``map``/``flatMap`` with
an arrow or one of the file's functions run for each item, ``join``,
``reverse``, ``slice``, ``concat``, ``find``/``filter`` (any item),
``Object.keys/values/entries/fromEntries``, ``Array.from``, and on known
strings ``split``, ``replace``/``replaceAll`` with a string pattern,
``charCodeAt``, ``repeat``. What cannot be known is ``None``: the caller
keeps the labels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from skillctl.audit import flow
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.js_structs import MAX_ITEMS
from skillctl.audit.js_structs import Alternatives
from skillctl.audit.js_structs import Fields
from skillctl.audit.js_structs import Listed
from skillctl.audit.js_structs import either
from skillctl.audit.js_structs import fields
from skillctl.audit.js_structs import items_of
from skillctl.audit.js_structs import listed
from skillctl.audit.js_structs import member_of
from skillctl.audit.js_structs import number
from skillctl.audit.js_structs import to_number
from skillctl.audit.js_syntax import callee_text
from skillctl.audit.js_syntax import method_name

if TYPE_CHECKING:
    from tree_sitter import Node

_CALLBACKS = frozenset({"arrow_function", "function_expression", "function"})
_ANY_ITEM = frozenset({"find", "findLast", "at", "pop", "shift"})
_SAME_LIST = frozenset({"filter", "sort", "toSorted", "slice", "flat", "concat", "with"})


class JsMethods:
    """Methods computed on structured values; ``apply`` runs a callback for one item."""

    def expr(self, node: Node, depth: int) -> Value:
        raise NotImplementedError  # the model's expressions (js_values)

    def apply(self, function: Node, values: list[Value], depth: int) -> Value | None:
        raise NotImplementedError  # the model's small-function inliner (js_values)

    def method_value(
        self, node: Node, obj: Node | None, args: list[Node], values: list[Value], depth: int
    ) -> Value | None:
        callee = callee_text(node)
        last = method_name(node)
        first = values[0] if values else None
        if callee in ("Object.keys", "Object.values", "Object.entries") and isinstance(first, Fields):  # fmt: skip
            pairs = first.pairs
            if last == "keys":
                return listed([Value.of(k) for k, _ in pairs])
            if last == "values":
                return listed([v for _, v in pairs])
            return listed([listed([Value.of(k), v]) for k, v in pairs])
        if callee == "Object.fromEntries" and isinstance(first, Listed):
            entries = [items_of(e) for e in first.items]
            return fields([(e[0].texts[0], e[1]) for e in entries if e and len(e) > 1 and e[0].is_known])  # fmt: skip
        if callee == "Array.from" and first is not None and items_of(first) is not None:
            return listed(list(items_of(first) or ()))
        if obj is None:
            return None
        receiver = self.expr(obj, depth + 1)
        if isinstance(receiver, Alternatives):  # each array a ternary chose between
            results = [self.list_method(o, last, args, values, depth) for o in receiver.options]
            return None if None in results else either(*(r for r in results if r is not None))
        if isinstance(receiver, Listed):
            return self.list_method(receiver, last, args, values, depth)
        if isinstance(receiver, Fields | Listed):
            return None
        return _string_method(receiver, last, args, values)

    def list_method(
        self, receiver: Listed, method: str, args: list[Node], values: list[Value], depth: int
    ) -> Value | None:
        items = list(receiver.items)
        if method in ("map", "flatMap", "forEach") and args and args[0].type in (*_CALLBACKS, "identifier"):  # fmt: skip
            results: list[Value] = []
            for index, item in enumerate(items[:MAX_ITEMS]):
                result = self.apply(args[0], [item, number(index), receiver], depth + 1)
                if result is None:
                    return None
                inner = items_of(result) if method == "flatMap" and isinstance(result, Listed) else None  # fmt: skip
                results += list(inner) if inner is not None else [result]
            return listed(results) if method != "forEach" else Value.unknown()
        if method == "join":
            separator = values[0] if values else Value.of(",")
            parts: list[Value] = []
            for index, item in enumerate(items):
                parts += [separator] * bool(index) + [item]
            return flow.concat(*parts) if parts else Value.of("")
        if method in ("reverse", "toReversed"):
            if len(items) > 3 and all(len(i.texts) == 1 and len(i.texts[0]) == 1 for i in items):
                # a string reversed a character at a time is written backwards to hide it
                return listed([i.tagged(Tag(Label.DECODED)) for i in items[::-1]])
            return listed(items[::-1])
        if method == "slice":
            bounds = [to_number(v) for v in values[:2]]
            if any(b is None for b in bounds):
                return None
            ints = [int(b) for b in bounds if b is not None]
            return listed(items[slice(*ints)] if ints else items)
        if method == "concat":
            extra: list[Value] = []
            for value in values:
                spread = items_of(value) if isinstance(value, Listed) else None
                extra += list(spread) if spread is not None else [value]
            return listed(items + extra)
        if method in _SAME_LIST:
            return receiver
        if method in _ANY_ITEM:
            key = values[0] if method == "at" and values else Value.unknown()
            return member_of(receiver, key)
        return None


def _string_method(text: Value, method: str, args: list[Node], values: list[Value]) -> Value | None:
    """A method of a string computed (``split``, ``replace`` with a string pattern); a part
    that is not known stays unknown inside the result (``"a|{x}".replace("{x}", v)``)."""
    strings = text.texts
    if method in ("replace", "replaceAll") and len(values) > 1 and args[0].type == "string":
        old, new = values[0].texts[0], values[1]
        if not values[0].is_known or not old or len(strings) != 1:
            return None
        pieces = strings[0].split(old, -1 if method == "replaceAll" else 1)
        parts: list[Value] = []
        for index, piece in enumerate(pieces):
            parts += [new] * bool(index) + [Value.of(piece)]
        return flow.concat(*parts).tagged(*text.tags)
    if method == "split" and values and values[0].is_known:
        separator = values[0].texts[0]
        if (args and args[0].type == "regex") or (separator == "" and not text.is_known):
            return None
        splits = [list(t) if separator == "" else t.split(separator) for t in strings]
        if any(len(parts) != len(splits[0]) for parts in splits):
            splits = splits[:1]  # the options disagree on the shape: read the first
        columns = zip(*(parts[:MAX_ITEMS] for parts in splits), strict=True)
        return listed([flow.union(*(Value.of(p, *text.tags) for p in column)) for column in columns])  # fmt: skip
    if not text.is_known or any(not v.is_known for v in values):
        return None
    if method == "charCodeAt" and len(strings) == 1:
        index = int(to_number(values[0]) or 0) if values else 0
        return number(ord(strings[0][index])) if 0 <= index < len(strings[0]) else None
    if method == "repeat" and values and len(strings) == 1:
        times = to_number(values[0])
        if times is not None and 0 <= times * len(strings[0]) <= flow.MAX_CHARS:
            return Value.of(strings[0] * int(times), *text.tags)
    if method == "at" and values and len(strings) == 1:
        index = int(to_number(values[0]) or 0)
        return Value.of(strings[0][index]) if -len(strings[0]) <= index < len(strings[0]) else None
    if method == "toString" and not values:
        return text
    return None
