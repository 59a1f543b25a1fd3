"""Expressions of the Python flow model, and the frames names live in.

A mixin for the model (``python_flow``): constants and f-strings, names
looked up through the frames of the running functions, attributes
(``signal.SIGTERM``, ``os.environ``, ``sys.argv``), subscripts (``os.environ[…]``,
``s[::-1]``), ``+`` on strings and lists, ``/`` on paths, ``a or b`` and
``a if c else b`` as either side, lists with ``*star`` splices, dicts
rendered as text, and comprehensions over known lists computed in order.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from dataclasses import field

from skillctl.audit import flow
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.python_calls import ARGV
from skillctl.audit.python_calls import member_ref
from skillctl.audit.python_values import Handle
from skillctl.audit.python_values import Item
from skillctl.audit.python_values import Mapping
from skillctl.audit.python_values import Seq
from skillctl.audit.python_values import added
from skillctl.audit.python_values import either
from skillctl.audit.python_values import elements
from skillctl.audit.python_values import options
from skillctl.audit.python_values import path_join
from skillctl.audit.python_values import reference
from skillctl.audit.python_values import seq
from skillctl.audit.python_values import tags_of
from skillctl.audit.python_values import value_of

MAX_DEPTH = 60


@dataclass(slots=True)
class Frame:
    """One function run's names (the module's, for the module body)."""

    names: dict[str, Item] = field(default_factory=dict)
    parent: Frame | None = None
    returns: list[Item] = field(default_factory=list)
    is_class: bool = False  # a class body: its methods share what they set on ``self``

    def class_frame(self) -> Frame | None:
        """The class body this frame's function was defined in, if any."""
        frame: Frame | None = self
        while frame is not None and not frame.is_class:
            frame = frame.parent
        return frame

    def lookup(self, name: str) -> Item | None:
        frame: Frame | None = self
        while frame is not None:
            if name in frame.names:
                return frame.names[name]
            frame = frame.parent
        return None


class PythonExpressions:
    """What expressions evaluate to; the walk, calls and bindings are the model's."""

    aliases: dict[str, str]
    evaluations: int
    class_frames: dict[str, Frame]

    def bind(self, target: ast.expr, value: Item, frame: Frame) -> None:
        raise NotImplementedError  # the model binds names (python_flow)

    def call(self, node: ast.Call, frame: Frame, depth: int) -> Item:
        raise NotImplementedError  # the model follows calls (python_flow)

    def ev(self, node: ast.expr, frame: Frame, depth: int = 0) -> Item:
        self.evaluations -= 1
        if depth > MAX_DEPTH or self.evaluations < 0:
            return Value.unknown()
        if isinstance(node, ast.Constant):
            if isinstance(node.value, bytes):
                return Value.of(node.value.decode("latin-1"))
            return Value.of(str(node.value))
        if isinstance(node, ast.JoinedStr):
            return flow.concat(*(self.fstring_part(p, frame, depth) for p in node.values))
        if isinstance(node, ast.Name):
            found = frame.lookup(node.id)
            if found is not None:
                return found
            if node.id == "__file__":
                return Value.of("__file__")
            if node.id in ("chr", "str"):
                return Value.of(f"<builtin {node.id}>")
            if node.id in self.aliases:  # a module used as a value: vars(b), getattr(os, …)
                return Value.of(f"<module {self.aliases[node.id]}>")
            if node.id == "__builtins__":
                return Value.of("<module builtins>")
            return Value.unknown()
        if isinstance(node, ast.Attribute):
            return self.attribute(node, frame, depth)
        if isinstance(node, ast.Subscript):
            return self.subscript(node, frame, depth)
        if isinstance(node, ast.BinOp):
            left, right = (
                self.ev(node.left, frame, depth + 1),
                self.ev(node.right, frame, depth + 1),
            )
            if isinstance(node.op, ast.Add):
                return added(left, right)
            if isinstance(node.op, ast.Div):
                return path_join([left, right])
            return Value.unknown(*tags_of(left), *tags_of(right))
        if isinstance(node, ast.BoolOp):
            return either(*(self.ev(v, frame, depth + 1) for v in node.values))
        if isinstance(node, ast.IfExp):
            self.ev(node.test, frame, depth + 1)
            return either(
                self.ev(node.body, frame, depth + 1), self.ev(node.orelse, frame, depth + 1)
            )
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            return self.sequence(node.elts, frame, depth)
        if isinstance(node, ast.Dict):
            return self.mapping(node, frame, depth)
        if isinstance(node, ast.ListComp | ast.GeneratorExp) and len(node.generators) == 1:
            mapped = self.mapped(node, frame, depth)
            if mapped is not None:
                return mapped
        if isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp):
            inner = Frame(parent=frame)
            for generator in node.generators:
                self.bind(
                    generator.target, elements(self.ev(generator.iter, inner, depth + 1)), inner
                )
            if isinstance(node, ast.DictComp):
                keys, items = (
                    self.ev(node.key, inner, depth + 1),
                    self.ev(node.value, inner, depth + 1),
                )
                return Value.unknown(*tags_of(keys), *tags_of(items))
            return Seq((self.ev(node.elt, inner, depth + 1),))
        if isinstance(node, ast.Call):
            return self.call(node, frame, depth)
        if isinstance(node, ast.Await | ast.Starred):
            return self.ev(node.value, frame, depth + 1)
        if isinstance(node, ast.NamedExpr):
            bound = self.ev(node.value, frame, depth + 1)
            self.bind(node.target, bound, frame)
            return bound
        return Value.unknown()

    def mapped(self, node: ast.ListComp | ast.GeneratorExp, frame: Frame, depth: int) -> Seq | None:
        """``[chr(c) for c in CODES]`` over a known list: each element computed in order."""
        generator = node.generators[0]
        source = self.ev(generator.iter, frame, depth + 1)
        if generator.ifs or not isinstance(source, Seq) or not source.items:
            return None
        results: list[Item] = []
        for item in source.items:
            inner = Frame(parent=frame)
            self.bind(generator.target, item, inner)
            results.append(self.ev(node.elt, inner, depth + 1))
        return seq(results)

    def mapping(self, node: ast.Dict, frame: Frame, depth: int) -> Mapping:
        """A dict display: its pairs (``**other`` merged in when that is a known dict)."""
        table = Mapping(())
        for key, value in zip(node.keys, node.values, strict=True):
            item = self.ev(value, frame, depth + 1)
            if key is None:
                for option in options(item):
                    if isinstance(option, Mapping):
                        for name, inner in option.pairs:
                            table = table.with_pair(Value.of(name), inner)
                continue
            table = table.with_pair(value_of(self.ev(key, frame, depth + 1)), item)
        return table

    def fstring_part(self, part: ast.expr, frame: Frame, depth: int) -> Value:
        if isinstance(part, ast.FormattedValue):
            return value_of(self.ev(part.value, frame, depth + 1))
        return value_of(self.ev(part, frame, depth + 1))

    def sequence(self, elts: list[ast.expr], frame: Frame, depth: int) -> Item:
        heads: list[list[Item]] = [[]]
        for element in elts:
            if isinstance(element, ast.Starred):
                spliced = self.ev(element.value, frame, depth + 1)
                heads = [
                    [*h, *(o.items if isinstance(o, Seq) else (o,))]
                    for h in heads
                    for o in options(spliced)
                ][: flow.MAX_VALUES]
            else:
                item = self.ev(element, frame, depth + 1)
                heads = [[*h, item] for h in heads]
        return either(*(seq(h) for h in heads))

    def attribute(self, node: ast.Attribute, frame: Frame, depth: int) -> Item:
        name = self.dotted(node)
        if isinstance(node.value, ast.Name):
            found = frame.lookup(f"{node.value.id}.{node.attr}")
            if found is not None:
                return found
            owner = frame.class_frame() if node.value.id in ("self", "cls") else None
            if owner is not None and node.attr in owner.names:
                return owner.names[node.attr]  # a class attribute read through the instance
        if name.startswith("signal.SIG"):
            return Value.of(name.removeprefix("signal."))
        if name == "os.environ":
            return Value.unknown(Tag(Label.SECRET, "environment"))
        if name == "sys.argv":
            return Value.of(name, ARGV)
        if name == "sys.executable":
            return Value.of("python3")
        base = self.ev(node.value, frame, depth + 1)
        if isinstance(base, Handle) and node.attr == "name":
            return base.path  # an open file's name: where it was written
        owner = self.class_frames.get(reference(base, "<instance ") or "")
        if owner is not None:  # rules.notes, where rules is one of the script's objects
            found = owner.names.get(f"self.{node.attr}", owner.names.get(node.attr))
            if found is not None:
                return found
        if isinstance(base, Value) and base.is_known:
            if node.attr == "parent":
                return flow.dirname(base)
            if node.attr == "__dict__" and base.texts[0].startswith("<module "):
                return base
            if node.attr in ("name", "stem", "suffix") and not base.texts[0].startswith("<"):
                name = base.texts[0].rstrip("/").rsplit("/", 1)[-1]
                part = {"name": name, "stem": name.rsplit(".", 1)[0], "suffix": "." + name.rsplit(".", 1)[-1] if "." in name else ""}  # fmt: skip
                return Value.of(part[node.attr], *base.tags)
            if base.texts[0].startswith("<module "):
                return member(base, Value.of(node.attr))
        return Value.unknown(*tags_of(base))

    def subscript(self, node: ast.Subscript, frame: Frame, depth: int) -> Item:
        if self.dotted(node.value) == "os.environ":
            key = value_of(self.ev(node.slice, frame, depth + 1))
            return flow.env_value(key.texts[0])
        base = self.ev(node.value, frame, depth + 1)
        index = node.slice
        if isinstance(index, ast.Slice):
            if isinstance(base, Seq) and _is_reverse(index):
                return Seq(tuple(reversed(base.items)))
            if isinstance(base, Seq):
                return base
        else:
            key = value_of(self.ev(index, frame, depth + 1))
            found = _indexed(base, key)
            if found is not None:
                return found
            if isinstance(base, Value) and base.texts[0].startswith("<module ") and key.is_known:
                return member(base, key)  # vars(builtins)["ex" + "ec"]
        if isinstance(base, Value) and isinstance(index, ast.Slice) and base.is_known:
            bounds = [_constant_int(part) for part in (index.lower, index.upper, index.step)]
            if all(b is not False for b in bounds) and bounds[2] != 0:
                cut = slice(*bounds)  # "toor"[::-1], KEY[2:], s[::2]
                return Value(tuple(t[cut] for t in base.texts), base.tags)
        return Value.unknown(*tags_of(base))

    def dotted(self, node: ast.expr) -> str:
        if isinstance(node, ast.Name):
            return self.aliases.get(node.id, node.id)
        if isinstance(node, ast.Attribute):
            base = self.dotted(node.value)
            return f"{base}.{node.attr}" if base else node.attr
        if isinstance(node, ast.Call):
            return self.dotted(node.func) + "()"
        return ""


def member(module: Value, attribute: Value) -> Value:
    """``module.name`` / ``getattr(module, name)`` / ``vars(module)[name]``: a signal's name,
    else a reference to the member (``<ref builtins.exec>``) that a call resolves."""
    if module.texts[0] == "<module signal>":
        return attribute
    return member_ref(module, attribute)


def _indexed(base: Item, key: Value) -> Item | None:
    """``base[key]`` for a known list index or a dict key (each option of ``base``)."""
    found: list[Item] = []
    for option in options(base):
        if isinstance(option, Mapping):
            item = option.get(key)
        elif isinstance(option, Seq) and key.is_known:
            at = [_at(option, t) for t in key.texts]
            item = either(*[a for a in at if a is not None]) if None not in at else None
        else:
            item = None
        if item is None:
            return None
        found.append(item)
    return either(*found) if found else None


def _at(items: Seq, text: str) -> Item | None:
    try:
        index = int(text)
    except ValueError:
        return None
    return items.items[index] if -len(items.items) <= index < len(items.items) else None


def _constant_int(node: ast.expr | None) -> int | bool | None:
    """A slice bound written as a literal integer (``None`` when absent, ``False`` when it is
    computed)."""
    if node is None:
        return None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _constant_int(node.operand)
        return -inner if isinstance(inner, int) and not isinstance(inner, bool) else False
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    return False


def _is_reverse(index: ast.Slice) -> bool:
    step = index.step
    return (
        index.lower is None
        and index.upper is None
        and isinstance(step, ast.UnaryOp)
        and isinstance(step.op, ast.USub)
        and isinstance(step.operand, ast.Constant)
        and step.operand.value == 1
    )
