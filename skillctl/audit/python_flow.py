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
Expressions are in ``python_expr``, calls followed in ``python_inline``, library
calls in ``python_calls``, the sinks in ``python_sinks`` (requests and sockets in
``python_network``). The stdlib ``ast`` is used (positions are free); nothing is
executed.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from skillctl.audit import flow
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Value
from skillctl.audit.python_expr import Frame
from skillctl.audit.python_inline import PythonInline
from skillctl.audit.python_sinks import Sinks
from skillctl.audit.python_sinks import searches_nonce
from skillctl.audit.python_values import Handle
from skillctl.audit.python_values import Item
from skillctl.audit.python_values import Seq
from skillctl.audit.python_values import added
from skillctl.audit.python_values import either
from skillctl.audit.python_values import elements
from skillctl.audit.python_values import options
from skillctl.audit.python_values import root_name
from skillctl.audit.python_values import seq
from skillctl.audit.python_values import tags_of
from skillctl.audit.python_values import value_of

if TYPE_CHECKING:
    from skillctl.audit.bundled import Bundled

BODY_BUDGET = 300  # function bodies read in all, per file
EVALUATIONS = 400_000  # expressions evaluated per file: crafted input stays linear and bounded
UNROLLED = 8  # items of a known list a loop is walked over one by one


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


class PythonFlow(PythonInline):
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
            root = root_name(target)
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


def _tunnel_test(test: ast.expr) -> bool:
    return isinstance(test, ast.Compare) and any(
        isinstance(side, ast.Constant) and side.value in ("CONNECT", b"CONNECT", b"\x05")
        for side in (test.left, *test.comparators)
    )
