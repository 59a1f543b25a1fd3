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
from skillctl.audit.python_values import Item
from skillctl.audit.python_values import Seq
from skillctl.audit.python_values import added
from skillctl.audit.python_values import either
from skillctl.audit.python_values import elements
from skillctl.audit.python_values import options
from skillctl.audit.python_values import path_join
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
            parts: list[Value] = []
            for key, value in zip(node.keys, node.values, strict=True):
                shown = value_of(self.ev(value, frame, depth + 1))
                if key is not None:
                    parts += [value_of(self.ev(key, frame, depth + 1)), Value.of(": ")]
                parts += [shown, Value.of(", ")]
            return flow.concat(Value.of("{"), *parts, Value.of("}"))
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
        if name.startswith("signal.SIG"):
            return Value.of(name.removeprefix("signal."))
        if name == "os.environ":
            return Value.unknown(Tag(Label.SECRET, "environment"))
        if name == "sys.argv":
            return Value.of(name, ARGV)
        if name == "sys.executable":
            return Value.of("python3")
        base = self.ev(node.value, frame, depth + 1)
        return Value.unknown(*tags_of(base))

    def subscript(self, node: ast.Subscript, frame: Frame, depth: int) -> Item:
        if self.dotted(node.value) == "os.environ":
            key = value_of(self.ev(node.slice, frame, depth + 1))
            return flow.env_value(key.texts[0])
        base = self.ev(node.value, frame, depth + 1)
        index = node.slice
        if (
            isinstance(base, Seq)
            and isinstance(index, ast.Constant)
            and isinstance(index.value, int)
            and -len(base.items) <= index.value < len(base.items)
        ):
            return base.items[index.value]
        if isinstance(base, Seq) and isinstance(index, ast.Slice):
            return base
        if isinstance(base, Value) and isinstance(index, ast.Slice) and _is_reverse(index):
            return Value(tuple(t[::-1] for t in base.texts), base.tags)  # "toor"[::-1]
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
