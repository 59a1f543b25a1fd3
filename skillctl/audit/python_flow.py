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
and termination signals ignored while the process detaches or respawns. The stdlib ``ast`` is used (positions are
free); nothing is executed.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from dataclasses import field

from skillctl.audit import flow
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.lazy_regex import LazyRegex
from skillctl.audit.python_sinks import Sinks
from skillctl.audit.python_values import Alts
from skillctl.audit.python_values import Handle
from skillctl.audit.python_values import Item
from skillctl.audit.python_values import Seq
from skillctl.audit.python_values import decoded
from skillctl.audit.python_values import either
from skillctl.audit.python_values import elements
from skillctl.audit.python_values import joined
from skillctl.audit.python_values import options
from skillctl.audit.python_values import path_join
from skillctl.audit.python_values import seq
from skillctl.audit.python_values import tags_of
from skillctl.audit.python_values import value_of

MAX_DEPTH = 60
ARGV = Tag(Label.USERDATA, "argv")  # the user's own words: command line, prompt, stdin
ENV = Tag(Label.USERDATA, "env")  # a setting from the user's environment (not a secret)
BODY_BUDGET = 300  # function bodies read in all, per file
CALLS_PER_FUNCTION = 12
MAX_CALL_DEPTH = 16  # nested calls followed
EVALUATIONS = 400_000  # expressions evaluated per file: crafted input stays linear and bounded
_PATH_CALLS = frozenset(
    {"os.path.join", "posixpath.join", "ntpath.join", "pathlib.Path", "pathlib.PurePath",
     "pathlib.PosixPath", "pathlib.PurePosixPath", "pathlib.WindowsPath", "Path", "PurePath"}
)  # fmt: skip
_SAME = frozenset(
    {"os.path.expanduser", "os.path.expandvars", "os.path.abspath", "os.path.realpath",
     "os.path.normpath", "os.fspath", "str", "bytes", "list", "tuple", "set", "sorted",
     "frozenset", "shlex.join", "json.dumps", "json.loads", "dict", "repr", "format",
     "urllib.request.Request"}
)  # fmt: skip
_SAME_METHODS = frozenset(
    {"expanduser", "resolve", "absolute", "strip", "rstrip", "lstrip", "decode", "encode",
     "as_posix", "with_suffix", "lower", "upper", "title", "casefold", "copy", "items",
     "values", "keys", "splitlines", "split", "get", "dumps"}
)  # fmt: skip
_MUTATORS = frozenset({"append", "extend", "update", "add", "insert", "setdefault", "appendleft"})
_DECODERS = {
    "base64.b64decode": "base64", "base64.standard_b64decode": "base64",
    "base64.urlsafe_b64decode": "urlsafe_base64", "base64.b32decode": "base32",
    "bytes.fromhex": "hex", "binascii.unhexlify": "hex", "binascii.a2b_hex": "hex",
    "binascii.a2b_base64": "base64",
}  # fmt: skip
_FETCH = LazyRegex(r"^(?:requests|httpx|urllib3|aiohttp)\.|urlopen$|^urllib\.request\.")


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


def analyse_python(text: str, module: ast.Module | None = None) -> PythonFlow | None:
    """The flow model of one Python source; ``None`` when it does not parse."""
    if module is None:
        try:
            module = ast.parse(text)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return None
    model = PythonFlow(text.split("\n"))
    model.run(module)
    return model


class PythonFlow:
    """The walk over one module: bindings, inlined calls, and the sinks they reach."""

    def __init__(self, lines: list[str]) -> None:
        self.sinks = Sinks(lines)
        self.sinks.is_noop = self.is_noop
        self.aliases: dict[str, str] = {}
        self.functions: dict[str, tuple[ast.FunctionDef | ast.AsyncFunctionDef, Frame]] = {}
        self.called: dict[str, int] = {}
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
                self.bind(node.target, _added(old, new), frame)
        elif isinstance(node, ast.Expr):
            self.ev(node.value, frame)
        elif isinstance(node, ast.Return) and node.value is not None:
            frame.returns.append(self.ev(node.value, frame))
        elif isinstance(node, ast.If):
            self.ev(node.test, frame)
            self.branches(frame, node.body, node.orelse)
        elif isinstance(node, ast.For | ast.AsyncFor):
            self.bind(node.target, elements(self.ev(node.iter, frame)), frame)
            self.loop(frame, node.body, node.orelse)
        elif isinstance(node, ast.While):
            self.ev(node.test, frame)
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
        elif isinstance(node, ast.ClassDef):
            self.block(node.body, Frame(parent=frame))
        elif isinstance(node, ast.Match):
            self.ev(node.subject, frame)
            self.branches(frame, *(case.body for case in node.cases))

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
            if root is not None:
                key = (
                    target.attr
                    if isinstance(target, ast.Attribute)
                    else value_of(self.ev(target.slice, frame)).texts[0]
                )
                self.mutate(root, [Value.of(f"{key}: "), value], frame)

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

    # -- expressions --------------------------------------------------------------------
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
                return _added(left, right)
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
        last = name.rsplit(".", 1)[-1]
        if name == "getattr" and len(node.args) > 1 and isinstance(node.args[0], ast.Name):
            module = self.aliases.get(node.args[0].id)
            if module is not None and frame.lookup(node.args[0].id) is None:
                attribute = value_of(self.ev(node.args[1], frame, depth + 1))
                return Value(attribute.texts, attribute.tags)
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
        args = _merged(variants)
        kwargs = {k.arg: self.ev(k.value, frame, depth + 1) for k in node.keywords if k.arg}
        receiver = (
            self.ev(node.func.value, frame, depth + 1)
            if isinstance(node.func, ast.Attribute)
            else None
        )
        self.sinks.call(node, name, args, kwargs, receiver, loops=self.loops)
        local = node.func.id if isinstance(node.func, ast.Name) else None
        if local is None and isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name) and node.func.value.id in ("self", "cls"):  # fmt: skip
            local = node.func.attr
        if local is not None and local in self.functions and frame.lookup(local) is None:
            function, defined = self.functions[local]
            return self.inline(local, function, defined, variants, kwargs)
        if local is not None and local not in self.functions:
            found = frame.lookup(local)
            if found is not None and not isinstance(found, Value):
                return found
        if isinstance(node.func, ast.Attribute) and last in _MUTATORS:
            root = _root_name(node.func.value)
            if root is not None and args:
                self.mutate(root, args[-1:] if last != "setdefault" else args, frame)
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
        return self.value_of_call(name, last, args, kwargs, receiver)

    def value_of_call(
        self,
        name: str,
        last: str,
        args: list[Item],
        kwargs: dict[str, Item],
        receiver: Item | None,
    ) -> Item:
        first = args[0] if args else None
        if name in _PATH_CALLS or (last == "joinpath" and receiver is not None):
            return path_join([receiver, *args] if last == "joinpath" and receiver else args)
        if name in ("pathlib.Path.home", "Path.home", "os.path.expanduser") and not args:
            return Value.of("~", Tag(Label.PATH, "~"))
        if name == "chr" and isinstance(first, Value) and first.is_known:
            return _characters(first)
        if name in ("bytes", "bytearray") and isinstance(first, Seq):
            return joined(Value.of(""), Seq(tuple(_characters(value_of(i)) for i in first.items)))
        if (
            name == "map"
            and len(args) > 1
            and isinstance(args[1], Seq)
            and _is_name(args[0], "chr")
        ):
            return Seq(tuple(_characters(value_of(i)) for i in args[1].items))
        if name in _SAME and first is not None:
            return first
        if name in ("os.getenv", "os.environ.get", "os.environ.setdefault") and first is not None:
            found = flow.env_value(value_of(first).texts[0])
            found = found if found.tags else found.tagged(ENV)  # a setting of the user's
            return either(found, args[1]) if len(args) > 1 else found
        if name in _DECODERS and first is not None:
            return decoded(value_of(first), _DECODERS[name])
        if name == "codecs.decode" and first is not None:
            how = value_of(args[1] if len(args) > 1 else kwargs.get("encoding", Value.of("")))
            return decoded(value_of(first), how.texts[0].lower())
        if name == "reversed" and isinstance(first, Seq):
            return Seq(tuple(reversed(first.items)))
        if name == "reversed" and isinstance(first, Value):  # "".join(reversed("toor"))
            return (
                Seq(tuple(Value.of(c) for c in reversed(first.texts[0][:256])))
                if first.is_known
                else first
            )
        if name == "open" or (last == "open" and receiver is not None and name != "os.open"):
            path = value_of(
                first if name == "open" and first is not None else receiver or Value.unknown()
            )
            mode = value_of(args[1] if name == "open" and len(args) > 1 else kwargs.get("mode", args[0] if last == "open" and name != "open" and args else Value.of("r"))).texts[0]  # fmt: skip
            return Handle(path, writing=bool(set(mode) & set("wax+")))
        if last in ("read", "readlines", "read_text", "read_bytes") and receiver is not None:
            return self.sinks.read(receiver)
        if last in ("load", "safe_load") and isinstance(first, Handle):
            return self.sinks.read(first)
        if _FETCH.search(name):
            return Value.unknown(Tag(Label.REMOTE))
        if last in ("parse_args", "parse_known_args") or name in ("input", "sys.stdin.read"):
            return Value.unknown(ARGV)
        if last == "join" and isinstance(receiver, Value) and first is not None:
            return joined(receiver, first)
        if isinstance(receiver, Value) and receiver.is_known:
            text = _string_method(receiver, last, args)
            if text is not None:
                return text
        if last in _SAME_METHODS and receiver is not None:
            return receiver
        passed: list[Tag] = [t for a in args for t in tags_of(a)]
        passed += [t for a in kwargs.values() for t in tags_of(a)]
        if receiver is not None:
            passed += tags_of(receiver)
        return Value.unknown(*passed)

    def inline(
        self,
        name: str,
        function: ast.FunctionDef | ast.AsyncFunctionDef,
        defined: Frame,
        variants: list[list[Item]],
        kwargs: dict[str, Item],
    ) -> Item:
        """The function's body run with its parameters bound; what it returns."""
        args = _merged(variants)
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


def _added(left: Item, right: Item) -> Item:
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


def _merged(variants: list[list[Item]]) -> list[Item]:
    """One argument list from several: each position holds what any variant has there."""
    if len(variants) == 1:
        return variants[0]
    width = max(len(v) for v in variants)
    return [either(*(v[i] for v in variants if i < len(v))) for i in range(width)]


def _characters(code: Value) -> Value:
    """``chr(n)`` of a known number (several numbers: several characters)."""
    try:
        return Value(tuple(chr(int(t, 0)) for t in code.texts), code.tags | {Tag(Label.DECODED)})
    except (ValueError, OverflowError):
        return Value.unknown(*code.tags, Tag(Label.DECODED))


def _is_name(item: Item, name: str) -> bool:
    return isinstance(item, Value) and item.texts == (f"<builtin {name}>",)


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


def _root_name(node: ast.expr) -> str | None:
    while isinstance(node, ast.Attribute | ast.Subscript | ast.Call):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else None


def _string_method(receiver: Value, method: str, args: list[Item]) -> Value | None:
    texts = [value_of(a).texts[0] for a in args]
    if any(flow.UNKNOWN in t for t in texts):
        return None
    try:
        if method == "replace" and len(texts) >= 2:
            return Value(
                tuple(t.replace(texts[0], texts[1]) for t in receiver.texts), receiver.tags
            )
        if method == "format":
            return Value(tuple(t.format(*texts) for t in receiver.texts), receiver.tags)
    except (IndexError, KeyError, ValueError):
        return None
    return None


__all__ = ["Alts", "PythonFlow", "analyse_python"]
