"""Calls in the Python walk: library calls judged by the sinks, and calls to the script's own
functions and classes followed into their bodies.

A call to one of the script's functions runs its body with the parameters bound to the
arguments (bounded, never recursively); ``Cls(…)`` runs ``__init__`` and yields an instance,
``obj.m(…)`` or ``Cls.m(…)`` runs the method, and what one method sets on ``self`` the others
read. ``map(f, items)`` over a known list runs ``f`` for each item.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from skillctl.audit import flow
from skillctl.audit.flow import Value
from skillctl.audit.python_calls import library_value
from skillctl.audit.python_expr import Frame
from skillctl.audit.python_expr import PythonExpressions
from skillctl.audit.python_values import Handle
from skillctl.audit.python_values import Item
from skillctl.audit.python_values import Seq
from skillctl.audit.python_values import either
from skillctl.audit.python_values import merged
from skillctl.audit.python_values import options
from skillctl.audit.python_values import reference
from skillctl.audit.python_values import root_name
from skillctl.audit.python_values import seq
from skillctl.audit.python_values import tags_of
from skillctl.audit.python_values import value_of

if TYPE_CHECKING:
    from skillctl.audit.python_sinks import Sinks

CALLS_PER_FUNCTION = 12
MAX_CALL_DEPTH = 16  # nested calls followed
_MUTATORS = frozenset({"append", "extend", "update", "add", "insert", "setdefault", "appendleft"})
Function = ast.FunctionDef | ast.AsyncFunctionDef


class PythonInline(PythonExpressions):
    """Calls; the walk (``python_flow``) supplies the statements and the state they share."""

    sinks: Sinks
    functions: dict[str, tuple[Function, Frame]]
    classes: dict[str, dict[str, tuple[Function, Frame]]]
    called: dict[str, int]
    shifts: dict[str, int | None]
    stack: list[str]
    budget: int
    loops: int

    if TYPE_CHECKING:

        def block(self, body: list[ast.stmt], frame: Frame) -> None: ...

        def mutate(self, root: str, parts: list[Item], frame: Frame) -> None: ...

    def call(self, node: ast.Call, frame: Frame, depth: int) -> Item:
        name = self.dotted(node.func)
        receiver = (
            self.ev(node.func.value, frame, depth + 1)
            if isinstance(node.func, ast.Attribute)
            else None
        )
        module = reference(receiver, "<module ")
        if module is not None and isinstance(node.func, ast.Attribute):
            name, receiver = f"{module}.{node.func.attr}", Value.unknown()  # m = __import__(…)
        elif isinstance(node.func, ast.Name | ast.Subscript | ast.Call):
            found = (
                frame.lookup(node.func.id)
                if isinstance(node.func, ast.Name)
                else self.ev(node.func, frame, depth + 1)
            )
            name = reference(found, "<ref ") or name  # loader = vars(builtins)["ex" + "ec"]
        last = name.rsplit(".", 1)[-1]
        variants: list[list[Item]] = [[]]  # one argument list per way a *star expands
        for arg in node.args:
            value = self.ev(arg, frame, depth + 1)
            if isinstance(arg, ast.Starred):
                variants = [
                    [*v, *(o.items if isinstance(o, Seq) else (o,))]
                    for v in variants
                    for o in options(value)
                ][: flow.MAX_VALUES]
            else:
                variants = [[*v, value] for v in variants]
        args = merged(variants)
        kwargs = {k.arg: self.ev(k.value, frame, depth + 1) for k in node.keywords if k.arg}
        if name == "map" and len(node.args) > 1 and isinstance(node.args[0], ast.Name):
            mapped = self.map_local(node.args[0].id, args[1], frame)
            if mapped is not None:
                return mapped
        self.sinks.call(node, name, args, kwargs, receiver, loops=self.loops)
        local = node.func.id if isinstance(node.func, ast.Name) else None
        if local is None and isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name) and node.func.value.id in ("self", "cls"):  # fmt: skip
            local = node.func.attr
        method = self.method_of(node, local, receiver, frame)
        if method is not None:
            key, function, defined, instance = method
            returned = self.inline(key, function, defined, variants, kwargs)
            return instance or returned
        if local is not None and local in self.functions and frame.lookup(local) is None:
            function, defined = self.functions[local]
            shift = self.shifts.setdefault(local, flow.letter_shift(ast.unparse(function)))
            if shift is not None and args and isinstance(args[0], Value) and args[0].is_known:
                return flow.shifted(args[0], shift)  # a hand-written rot13 of the script's
            return self.inline(local, function, defined, variants, kwargs)
        if local is not None and local not in self.functions:
            found = frame.lookup(local)
            if found is not None and not isinstance(found, Value):
                return found
        if isinstance(node.func, ast.Attribute) and last in _MUTATORS:
            root = root_name(node.func.value)
            if root is not None and args:
                self.mutate(root, args[-1:] if last != "setdefault" else args, frame)
        elif isinstance(node.func, ast.Attribute) and last == "set" and len(args) == 3:
            root = root_name(node.func.value)  # configparser: cp.set(section, key, value)
            if root is not None:
                self.mutate(root, [Value.of(f"{value_of(args[1]).texts[0]} = "), args[2]], frame)
        if (
            last in ("read", "read_file")
            and args
            and receiver is not None
            and not isinstance(receiver, Handle)
            and isinstance(node.func, ast.Attribute)
        ):
            root = root_name(node.func.value)  # parser.read(path): the parser holds the file
            if root is not None:
                self.mutate(root, [self.sinks.read(args[0])], frame)
                return Value.unknown()
        return library_value(self.sinks, name, last, args, kwargs, receiver)

    def method_of(
        self, node: ast.Call, local: str | None, receiver: Item | None, frame: Frame
    ) -> tuple[str, ast.FunctionDef | ast.AsyncFunctionDef, Frame, Value | None] | None:
        """The method a call runs on one of the script's classes: ``Cls(…)`` runs
        ``__init__`` (and yields an instance), ``obj.m(…)`` on such an instance, or ``Cls.m(…)``, runs ``m``."""
        if (
            isinstance(node.func, ast.Name)
            and local in self.classes
            and frame.lookup(local) is None
        ):
            init = self.classes[local].get("__init__")
            instance = Value.of(f"<instance {local}>")
            return (f"{local}.__init__", *init, instance) if init else None
        owner = reference(receiver, "<instance ")
        target = node.func.value if isinstance(node.func, ast.Attribute) else None
        if isinstance(target, ast.Name) and target.id in self.classes and frame.lookup(target.id) is None:  # fmt: skip
            owner = target.id  # Cls.method(…): a class or static method
        if owner is None or not isinstance(node.func, ast.Attribute):
            return None
        found = self.classes.get(owner, {}).get(node.func.attr)
        if found is None:
            return None
        bare = self.functions.get(node.func.attr)
        key = (
            node.func.attr
            if bare is not None and bare[0] is found[0]
            else f"{owner}.{node.func.attr}"
        )
        return (key, *found, None)

    def map_local(self, function: str, items: Item, frame: Frame) -> Item | None:
        """``map(f, items)`` with one of the script's own functions over a known list: ``f``
        run for each item (``"".join(map(_hint, range(len(HINTS))))``)."""
        if function not in self.functions or frame.lookup(function) is not None:
            return None
        if not isinstance(items, Seq):
            return None
        body, defined = self.functions[function]
        return Seq(tuple(self.inline(function, body, defined, [[item]], {}) for item in items.items[:16]))  # fmt: skip

    def inline(
        self,
        name: str,
        function: ast.FunctionDef | ast.AsyncFunctionDef,
        defined: Frame,
        variants: list[list[Item]],
        kwargs: dict[str, Item],
    ) -> Item:
        """The function's body run with its parameters bound; what it returns."""
        args = merged(variants)
        self.called[name] = self.called.get(name, 0) + 1
        if (
            name in self.stack
            or len(self.stack) >= MAX_CALL_DEPTH
            or self.budget <= 0
            or self.called[name] > CALLS_PER_FUNCTION
        ):
            return Value.unknown(*(t for a in args for t in tags_of(a)))
        self.budget -= 1
        frame = Frame(parent=defined)
        spec = function.args
        positional = [*spec.posonlyargs, *spec.args]
        defaults = dict(
            zip(
                [a.arg for a in positional][len(positional) - len(spec.defaults) :],
                spec.defaults,
                strict=True,
            )
        )
        offset = 1 if positional and positional[0].arg in ("self", "cls") else 0
        for index, parameter in enumerate(positional[offset:]):
            if index < len(args):
                frame.names[parameter.arg] = args[index]
            elif parameter.arg in kwargs:
                frame.names[parameter.arg] = kwargs[parameter.arg]
            elif parameter.arg in defaults:
                frame.names[parameter.arg] = self.ev(defaults[parameter.arg], defined)
            else:
                frame.names[parameter.arg] = Value.unknown()
        if spec.vararg is not None:
            start = len(positional) - offset
            frame.names[spec.vararg.arg] = either(*(seq(v[start:]) for v in variants))
        for parameter, default in zip(spec.kwonlyargs, spec.kw_defaults, strict=True):
            given = kwargs.get(parameter.arg)
            frame.names[parameter.arg] = (
                given
                if given is not None
                else (self.ev(default, defined) if default is not None else Value.unknown())
            )
        self.stack.append(name)
        try:
            self.block(function.body, frame)
        finally:
            self.stack.pop()
        return either(*frame.returns) if frame.returns else Value.unknown()
