"""The values a Python expression can hold, for the Python flow model: strings, lists, handles.

A :class:`~skillctl.audit.flow.Value` is a bounded set of strings with labels.
Python programs also build *lists* (an argv, a plan of commands) and open
*files*; :class:`Seq`, :class:`Alts` and :class:`Handle` keep that structure
so ``subprocess.run(["sudo", "-n", *argv])`` inside ``for tool, argv in
plan`` still reads as each command it runs. Everything is bounded like a
Value: at most ``MAX_ITEMS`` items a list and ``flow.MAX_VALUES`` options.
"""

from __future__ import annotations

import ast
import base64
import binascii
import codecs
import shlex
import zlib
from dataclasses import dataclass

from skillctl.audit import flow
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value

MAX_ITEMS = 64


@dataclass(frozen=True, slots=True)
class Seq:
    """A list or tuple: its items in order."""

    items: tuple[Item, ...]


@dataclass(frozen=True, slots=True)
class Alts:
    """One of several structured values (a loop variable over a list of lists)."""

    options: tuple[Item, ...]


@dataclass(frozen=True, slots=True)
class Handle:
    """An open file: where it is, and whether it is open for writing."""

    path: Value
    writing: bool


@dataclass(frozen=True, slots=True)
class Mapping:
    """A dict whose keys are known: its (key, value) pairs in order (an unknown key is
    ``flow.UNKNOWN``), so ``TABLE["dir"][::-1]`` and ``for k, v in TABLE.items()`` read the
    values a script keeps in lookup tables."""

    pairs: tuple[tuple[str, Item], ...]

    def get(self, key: Value) -> Item | None:
        """The value at ``key`` (any value when the key is not known)."""
        if key.is_known:
            found = [v for k, v in self.pairs if k in key.texts]
            if found:
                return either(*found)
            return None
        return either(*(v for _, v in self.pairs)) if self.pairs else None

    def with_pair(self, key: Value, value: Item) -> Mapping:
        name = key.texts[0] if key.is_known else flow.UNKNOWN
        kept = tuple((k, v) for k, v in self.pairs if k != name)
        return Mapping((*kept, (name, value))[-MAX_ITEMS:])


Item = Value | Seq | Alts | Handle | Mapping


def from_document(data: object) -> Item:
    """A parsed data file (dicts, lists, text) as model values."""
    if isinstance(data, dict):
        return Mapping(tuple((str(k), from_document(v)) for k, v in data.items())[:MAX_ITEMS])
    if isinstance(data, list):
        return seq([from_document(v) for v in data])
    return Value.of(str(data))


def seq(items: list[Item]) -> Seq:
    return Seq(tuple(items[:MAX_ITEMS]))


def options(item: Item) -> list[Item]:
    """The alternatives an item stands for (itself, unless it is an :class:`Alts`)."""
    if isinstance(item, Alts):
        found: list[Item] = []
        for option in item.options:
            found += options(option)
        return found[: flow.MAX_VALUES]
    return [item]


def either(*items: Item) -> Item:
    """Any one of ``items``: strings merge into one Value, structures into an Alts."""
    flat = [o for i in items for o in options(i)]
    if all(isinstance(i, Value) for i in flat):
        return flow.union(*(i for i in flat if isinstance(i, Value)))
    unique: list[Item] = []
    for option in flat:
        if option not in unique:
            unique.append(option)
    return unique[0] if len(unique) == 1 else Alts(tuple(unique[: flow.MAX_VALUES]))


def value_of(item: Item, separator: str = " ") -> Value:
    """An item read as text: a list's items joined, a handle as its path's labels."""
    if isinstance(item, Value):
        return item
    if isinstance(item, Handle):
        return Value.unknown(*item.path.tags)
    if isinstance(item, Alts):
        return flow.union(*(value_of(o, separator) for o in item.options))
    if isinstance(item, Mapping):
        shown: list[Value] = [Value.of("{")]
        for key, value in item.pairs:
            shown += [Value.of(f"{key}: "), value_of(value, separator), Value.of(", ")]
        return flow.concat(*shown, Value.of("}"))
    parts: list[Value] = []
    for index, element in enumerate(item.items):
        if index:
            parts.append(Value.of(separator))
        parts.append(value_of(element, separator))
    return flow.concat(*parts) if parts else Value.of("")


def tags_of(item: Item) -> frozenset[Tag]:
    """The labels of an item (without building its text)."""
    if isinstance(item, Value):
        return item.tags
    if isinstance(item, Handle):
        return item.path.tags
    if isinstance(item, Mapping):
        inner: tuple[Item, ...] = tuple(v for _, v in item.pairs)
    else:
        inner = item.options if isinstance(item, Alts) else item.items
    return frozenset().union(*(tags_of(i) for i in inner)) if inner else frozenset()


def elements(item: Item) -> Item:
    """What a loop over ``item`` binds its variable to."""
    found: list[Item] = []
    for option in options(item):
        if isinstance(option, Seq):
            found += list(option.items)
        elif isinstance(option, Mapping):  # a loop over a dict binds its keys
            found += [Value.of(k) for k, _ in option.pairs]
        else:
            found.append(Value.unknown(*tags_of(option)))
    return either(*found) if found else Value.unknown()


def command_lines(item: Item, *, shell: bool) -> list[str]:
    """The command lines an argv list (or, with ``shell``, a command string) stands for:
    unknown parts read as ``X`` so the command's shape survives."""
    lines: list[str] = []
    for option in options(item):
        if isinstance(option, Seq) and not shell:
            words = [_quoted(value_of(w)) for w in option.items]
            text = value_of(Seq(tuple(words)))
        else:
            text = value_of(option)
        lines += [t.replace(flow.UNKNOWN, "X") for t in text.texts]
    return list(dict.fromkeys(line for line in lines if line.strip()))[: flow.MAX_VALUES]


def _quoted(word: Value) -> Value:
    texts = tuple(shlex.quote(t.replace(flow.UNKNOWN, "X")) if t else "''" for t in word.texts)
    return Value(texts, word.tags)


def joined(separator: Value, items: Item) -> Value:
    """``separator.join(items)``."""
    values: list[Value] = []
    for option in options(items):
        if isinstance(option, Seq):
            parts: list[Value] = []
            for index, element in enumerate(option.items):
                parts += [separator] * bool(index) + [value_of(element)]
            values.append(flow.concat(*parts) if parts else Value.of(""))
        else:
            values.append(Value.unknown(*tags_of(option)))
    return flow.union(*values) if values else Value.unknown()


def path_join(parts: list[Item]) -> Value:
    """``os.path.join`` / ``Path(a, b)`` / ``a / b``: parts joined with ``/``; an absolute
    part restarts the path as Python does."""
    values: list[Value] = []
    for part in parts:
        value = value_of(part)
        if values and all(t.startswith("/") for t in value.texts):
            values = []
        if values:
            values.append(Value.of("/"))
        values.append(value)
    joined_value = flow.concat(*values) if values else Value.of("")
    texts = tuple(t.replace("//", "/") for t in joined_value.texts)
    return Value(texts, joined_value.tags)


def decoded(value: Value, how: str) -> Value:
    """``value`` decoded (base64, hex, rot13, …); labelled DECODED, unknown when it fails."""
    texts = [_decode_one(t, how) if flow.UNKNOWN not in t else flow.UNKNOWN for t in value.texts]
    return Value(tuple(texts) or (flow.UNKNOWN,), value.tags | {Tag(Label.DECODED)})


MAX_INFLATED = 256 * 1024
_DECOMPRESSORS = {"gzip": 16 + zlib.MAX_WBITS, "zlib": zlib.MAX_WBITS, "deflate": -zlib.MAX_WBITS}


def _decode_one(text: str, how: str) -> str:
    try:
        if how in ("rot13", "rot_13", "rot-13"):
            return codecs.decode(text, "rot_13")
        if how in _DECOMPRESSORS:  # bytes are kept as latin-1 text; the output is capped
            inflater = zlib.decompressobj(_DECOMPRESSORS[how])
            raw = inflater.decompress(text.encode("latin-1"), MAX_INFLATED)
            return _text(raw)
        if how == "hex":
            raw = bytes.fromhex(text)
        elif how == "base64":
            raw = base64.b64decode(text + "=" * (-len(text) % 4))
        elif how == "urlsafe_base64":
            raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        elif how == "base32":
            raw = base64.b32decode(text + "=" * (-len(text) % 8))
        else:
            return flow.UNKNOWN
        return _text(raw)
    except (ValueError, binascii.Error, UnicodeDecodeError, LookupError, zlib.error):
        return flow.UNKNOWN


def _text(raw: bytes) -> str:
    """Decoded bytes as text: UTF-8, or the bytes one by one (a compressed blob stays
    intact for the next decoder, as a ``bytes`` literal does)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def added(left: Item, right: Item) -> Item:
    """``left + right``: lists are concatenated (each way either could be), strings joined."""
    lefts, rights = options(left), options(right)
    if all(isinstance(o, Seq) for o in (*lefts, *rights)):
        return either(
            *(
                seq([*a.items, *b.items])
                for a in lefts
                for b in rights
                if isinstance(a, Seq) and isinstance(b, Seq)
            )
        )
    return flow.concat(value_of(left), value_of(right))


def merged(variants: list[list[Item]]) -> list[Item]:
    """One argument list from several: each position holds what any variant has there."""
    if len(variants) == 1:
        return variants[0]
    width = max(len(v) for v in variants)
    return [either(*(v[i] for v in variants if i < len(v))) for i in range(width)]


def reference(item: Item | None, kind: str) -> str | None:
    """The module or member a value refers to (``<module os>``, ``<ref builtins.exec>``)."""
    if not isinstance(item, Value) or len(item.texts) != 1 or not item.texts[0].startswith(kind):
        return None
    return item.texts[0].removeprefix(kind).removesuffix(">")


def root_name(node: ast.expr) -> str | None:
    """The name a chain of attributes, subscripts and calls starts from (``cp`` in ``cp.set``)."""
    while isinstance(node, ast.Attribute | ast.Subscript | ast.Call):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else None
