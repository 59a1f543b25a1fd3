"""Python followed through the value model: what a script runs, writes, reads, prints and resists.

The module is read in order like a program: assignments bind values
(strings, lists, open files), branches merge what either side bound, loops
bind their variable to each element, and a call to one of the script's own
functions runs that function's body with its parameters bound to the
arguments (bounded, never recursively), so ``psql(url, stmt)`` reaches the
``subprocess.run`` inside ``psql`` with the SQL ``reset`` built from
reversed words. Functions that nothing calls are read once with unknown
parameters.

The sinks are judged by the shared capability judges: rebuilt command lines
(also read by the shell model and the pattern rules), files written with
their content (persistence paths, agent and editor settings, manifests,
scripts), credential stores read and written out or printed, SQL executed,
and termination signals ignored while the process detaches or respawns.
Expressions are in ``python_expr``, library calls in ``python_calls``, the
sinks in ``python_sinks``. The stdlib ``ast`` is used (positions are free);
nothing is executed.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from skillctl.audit import flow
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Value
from skillctl.audit.python_calls import library_value
from skillctl.audit.python_expr import Frame
from skillctl.audit.python_expr import PythonExpressions
from skillctl.audit.python_sinks import Sinks
from skillctl.audit.python_sinks import searches_nonce
from skillctl.audit.python_values import Handle
from skillctl.audit.python_values import Item
from skillctl.audit.python_values import Seq
from skillctl.audit.python_values import added
from skillctl.audit.python_values import either
from skillctl.audit.python_values import elements
from skillctl.audit.python_values import merged
from skillctl.audit.python_values import options
from skillctl.audit.python_values import reference
from skillctl.audit.python_values import seq
from skillctl.audit.python_values import tags_of
from skillctl.audit.python_values import value_of

if TYPE_CHECKING:
    from skillctl.audit.bundled import Bundled

BODY_BUDGET = 300  # function bodies read in all, per file
CALLS_PER_FUNCTION = 12
MAX_CALL_DEPTH = 16  # nested calls followed
EVALUATIONS = 400_000  # expressions evaluated per file: crafted input stays linear and bounded
UNROLLED = 8  # items of a known list a loop is walked over one by one
_MUTATORS = frozenset({"append", "extend", "update", "add", "insert", "setdefault", "appendleft"})


def analyse_python(
    text: str, module: ast.Module | None = None, bundled: Bundled | None = None
) -> PythonFlow | None:
    """The flow model of one Python source; ``None`` when it does not parse. ``bundled``
    gives the skill's own data files to the reads that name them."""
    if module is None:
        try:
            module = ast.parse(text)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return None
    model = PythonFlow(text.split("\n"), bundled)
    model.run(module)
    return model


class PythonFlow(PythonExpressions):
    """The walk over one module: bindings, inlined calls, and the sinks they reach."""

    def __init__(self, lines: list[str], bundled: Bundled | None = None) -> None:
        self.sinks = Sinks(lines, bundled)
        self.sinks.is_noop = self.is_noop
        self.aliases: dict[str, str] = {}
        self.functions: dict[str, tuple[ast.FunctionDef | ast.AsyncFunctionDef, Frame]] = {}
        self.classes: dict[str, dict[str, tuple[ast.FunctionDef | ast.AsyncFunctionDef, Frame]]] = {}  # fmt: skip
        self.class_frames: dict[str, Frame] = {}  # what each class's methods set on self
        self.called: dict[str, int] = {}
        self.shifts: dict[str, int | None] = {}  # the script's letter-rotating functions
        self.stack: list[str] = []
        self.budget = BODY_BUDGET
        self.evaluations = EVALUATIONS
        self.loops = 0

    @property
    def hits(self) -> list[Hit]:
        return self.sinks.finished()

    @property
    def commands(self) -> list[tuple[int, str]]:
        return self.sinks.commands

    @property
    def shown(self) -> list[tuple[int, str, str]]:
        """(line, text, how) of what the script prints or writes out, as far as it is known."""
        return self.sinks.shown.texts

    def run(self, module: ast.Module) -> None:
        top = Frame()
        self.block(module.body, top)
        for name, (function, frame) in list(self.functions.items()):
            if name not in self.called and self.budget > 0:
                self.inline(name, function, frame, [[]], {})

    # -- statements ---------------------------------------------------------------------
    def block(self, body: list[ast.stmt], frame: Frame) -> None:
        for statement in body:
            self.statement(statement, frame)

    def imported(self, node: ast.Import | ast.ImportFrom) -> None:
        """Imports are read where they run (a function's own ``import socket`` too)."""
        if isinstance(node, ast.Import):
            for alias in node.names:
                head = alias.name.split(".")[0]
                self.aliases[alias.asname or head] = alias.name if alias.asname else head
        elif node.module and node.level == 0:
            for alias in node.names:
                self.aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"

    def statement(self, node: ast.stmt, frame: Frame) -> None:
        if isinstance(node, ast.Import | ast.ImportFrom):
            self.imported(node)
        elif isinstance(node, ast.Assign):
            value = self.ev(node.value, frame)
            for target in node.targets:
                self.bind(target, value, frame)
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            self.bind(node.target, self.ev(node.value, frame), frame)
        elif isinstance(node, ast.AugAssign):
            if isinstance(node.op, ast.Add):
                old, new = self.ev(node.target, frame), self.ev(node.value, frame)
                self.bind(node.target, added(old, new), frame)
        elif isinstance(node, ast.Expr):
            self.ev(node.value, frame)
        elif isinstance(node, ast.Return) and node.value is not None:
            frame.returns.append(self.ev(node.value, frame))
        elif isinstance(node, ast.If):
            self.ev(node.test, frame)
            if _tunnel_test(node.test):  # if method == "CONNECT" / a SOCKS version byte
                self.sinks.relay.tunnel = self.sinks.relay.tunnel or node.lineno
            self.branches(frame, node.body, node.orelse)
        elif isinstance(node, ast.For | ast.AsyncFor):
            items = self.ev(node.iter, frame)
            self.searched(node)
            if isinstance(items, Seq) and 0 < len(items.items) <= UNROLLED and self.loops < 2:
                # a short known list is walked item by item: what one pass adds to a config
                # or a command, the next pass keeps (key and value stay paired)
                self.loops += 1
                try:
                    for each in items.items:
                        self.bind(node.target, each, frame)
                        self.block(node.body, frame)
                finally:
                    self.loops -= 1
                self.block(node.orelse, frame)
            else:
                self.bind(node.target, elements(items), frame)
                self.loop(frame, node.body, node.orelse)
        elif isinstance(node, ast.While):
            self.ev(node.test, frame)
            self.searched(node)
            self.loop(frame, node.body, node.orelse)
        elif isinstance(node, ast.With | ast.AsyncWith):
            for item in node.items:
                value = self.ev(item.context_expr, frame)
                if item.optional_vars is not None:
                    self.bind(item.optional_vars, value, frame)
            self.block(node.body, frame)
        elif isinstance(node, ast.Try | getattr(ast, "TryStar", ast.Try)):
            self.block(node.body, frame)
            for handler in node.handlers:
                self.block(handler.body, frame)
            self.block(node.orelse, frame)
            self.block(node.finalbody, frame)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            self.functions.setdefault(node.name, (node, frame))
            if node.name == "do_CONNECT":  # an http.server handler for proxy tunnels
                self.sinks.relay.tunnel = self.sinks.relay.tunnel or node.lineno
        elif isinstance(node, ast.ClassDef):
            body = Frame(parent=frame, is_class=True)
            self.class_frames.setdefault(node.name, body)
            self.block(node.body, body)
            self.classes.setdefault(node.name, {
                f.name: (f, body)
                for f in node.body
                if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
            })  # fmt: skip
        elif isinstance(node, ast.Match):
            self.ev(node.subject, frame)
            self.branches(frame, *(case.body for case in node.cases))

    def searched(self, node: ast.While | ast.For | ast.AsyncFor) -> None:
        """A loop searching for a proof-of-work nonce (read once, the first one)."""
        if (
            self.sinks.nonce.loop is None
            and "hashlib" in self.aliases.values()
            and searches_nonce(node, self.dotted)
        ):
            self.sinks.nonce.loop = node.lineno

    def branches(self, frame: Frame, *bodies: list[ast.stmt]) -> None:
        """Each body from the same start; afterwards a name holds what any of them bound.

        A body binds into a layer over ``frame`` (nothing is copied), so the cost is what
        the bodies bind, not the number of names in scope."""
        layers: list[dict[str, Item]] = []
        for body in bodies:
            layer = Frame(parent=frame, returns=frame.returns)
            self.block(body, layer)
            layers.append(layer.names)
        for name in set().union(*layers):
            values = [layer[name] for layer in layers if name in layer]
            if len(values) < len(layers) or len(bodies) == 1:  # a path that kept the old value
                previous = frame.lookup(name)
                if previous is not None:
                    values.append(previous)
            frame.names[name] = values[0] if len(values) == 1 else either(*values)

    def loop(self, frame: Frame, body: list[ast.stmt], orelse: list[ast.stmt]) -> None:
        self.loops += 1
        try:
            self.branches(frame, body)
        finally:
            self.loops -= 1
        self.block(orelse, frame)

    def bind(self, target: ast.expr, value: Item, frame: Frame) -> None:
        if isinstance(target, ast.Name):
            frame.names[target.id] = value
        elif isinstance(target, ast.Tuple | ast.List):
            for index, element in enumerate(target.elts):
                parts = [
                    o.items[index] if isinstance(o, Seq) and index < len(o.items) else o
                    for o in options(value)
                ]
                part = either(*parts) if parts else Value.unknown()
                if isinstance(element, ast.Starred):
                    element = element.value
                self.bind(element, part if not isinstance(part, Handle) else Value.unknown(), frame)
        elif isinstance(target, ast.Attribute | ast.Subscript):
            root = _root_name(target)
            if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name):
                frame.names[f"{target.value.id}.{target.attr}"] = value
                owner = frame.class_frame() if target.value.id in ("self", "cls") else None
                if owner is not None:
                    self.share(owner, target.attr, value)
            if root is not None:
                key = (
                    target.attr
                    if isinstance(target, ast.Attribute)
                    else value_of(self.ev(target.slice, frame)).texts[0]
                )
                self.mutate(root, [Value.of(f"{key}: "), value], frame)

    def share(self, owner: Frame, attribute: str, value: Item) -> None:
        """An attribute set on ``self`` or ``cls``: every method of the class reads it, and
        a value set in several places may be any of them."""
        for key in (f"self.{attribute}", f"cls.{attribute}"):
            old = owner.names.get(key)
            owner.names[key] = value if old is None else either(old, value)

    def mutate(self, root: str, parts: list[Item], frame: Frame) -> None:
        """A container changed in place keeps a rendering of what went into it."""
        old = frame.lookup(root)
        if isinstance(old, Seq) and len(parts) == 1:
            frame.names[root] = seq([*old.items, parts[0]])
            return
        base = value_of(old) if old is not None and not isinstance(old, Handle) else Value.of("")
        if all(len(t) >= flow.MAX_CHARS for t in base.texts):
            frame.names[root] = base.tagged(*(t for p in parts for t in tags_of(p)))
            return
        rendered = [Value.of(" ")] + [value_of(p) for p in parts]
        frame.names[root] = (
            flow.concat(base, *rendered) if base.texts[0] != "" else flow.concat(*rendered[1:])
        )

    def is_noop(self, handler: ast.expr | None) -> bool:
        """A signal handler that does nothing: a constant lambda, or a function of the
        script's whose body is only ``pass``, a docstring or a constant."""
        if isinstance(handler, ast.Lambda):
            return isinstance(handler.body, ast.Constant)
        if isinstance(handler, ast.Name) and handler.id in self.functions:
            body = self.functions[handler.id][0].body
            return all(
                isinstance(s, ast.Pass)
                or (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
                for s in body
            )
        return False

    # -- calls ---------------------------------------------------------------------------
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
            root = _root_name(node.func.value)
            if root is not None and args:
                self.mutate(root, args[-1:] if last != "setdefault" else args, frame)
        elif isinstance(node.func, ast.Attribute) and last == "set" and len(args) == 3:
            root = _root_name(node.func.value)  # configparser: cp.set(section, key, value)
            if root is not None:
                self.mutate(root, [Value.of(f"{value_of(args[1]).texts[0]} = "), args[2]], frame)
        if (
            last in ("read", "read_file")
            and args
            and receiver is not None
            and not isinstance(receiver, Handle)
            and isinstance(node.func, ast.Attribute)
        ):
            root = _root_name(node.func.value)  # parser.read(path): the parser holds the file
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


def _tunnel_test(test: ast.expr) -> bool:
    return isinstance(test, ast.Compare) and any(
        isinstance(side, ast.Constant) and side.value in ("CONNECT", b"CONNECT", b"\x05")
        for side in (test.left, *test.comparators)
    )


def _root_name(node: ast.expr) -> str | None:
    while isinstance(node, ast.Attribute | ast.Subscript | ast.Call):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else None
