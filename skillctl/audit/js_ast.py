"""JavaScript and TypeScript read as syntax trees (tree-sitter) and followed through the value model.

Declarations and assignments bind values in one file-wide scope (bounded
like every value); ``process.env.X``, credential files, ``fetch`` and
decoders (``atob``, ``Buffer.from(…, 'base64')``, ``String.fromCharCode``
over a named array) label them. Loops bind their variable to each element,
``a ? b : c`` and ``a || b`` are either side, ``[…].join(sep)`` joins, and
objects keep a rendering of their keys and values (also what assignments
and ``push`` put into them later) so a settings file or ``package.json``
written from them is judged by its content. The file is read twice: the
first pass learns what each of the file's own functions returns and is
called with, the second binds parameters to those arguments (``git(...args)``
wrappers, a fetched body handed to ``new Function``) and reports. The sinks
are in ``js_sinks``. tree-sitter is imported only here.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass
from dataclasses import field
from functools import cache
from typing import TYPE_CHECKING

from skillctl.audit import flow
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.js_sinks import Sinks

if TYPE_CHECKING:
    from tree_sitter import Node
    from tree_sitter import Parser

MAX_BYTES = 512 * 1024
MAX_DEPTH = 150
MAX_CALL_SITES = 16
MAX_INLINE = 2  # small functions computed inside one another, at most
EVALUATIONS = 400_000  # expressions evaluated per file: crafted input stays linear and bounded
TRIGGER = re.compile(
    r"eval|Function|vm\.|child_process|exec|spawn|fetch|axios|https?\.|request|fromCharCode|"
    r"atob|Buffer|writeFile|appendFile|copyFile|cpSync|mkdir|rmSync|rm\(|rmdir|dns|sendBeacon|"
    r"process\.env|process\.on|readFile|net\.|tls\.|WebSocket|query|stratum"
)
_DOWNLOADS = frozenset({"https.get", "http.get", "https.request", "http.request", "request",
                        "request.get", "got", "needle"})  # fmt: skip
_FUNCTIONS = frozenset({"function_declaration", "function_expression", "arrow_function",
                        "method_definition", "generator_function_declaration", "function"})  # fmt: skip
_PASS_THROUGH = frozenset({"JSON.stringify", "JSON.parse", "String", "structuredClone",
                           "Array.from", "Object.assign", "Promise.resolve", "decodeURIComponent",
                           "encodeURIComponent", "path.normalize", "path.basename"})  # fmt: skip
_SAME_METHODS = frozenset({"toString", "text", "json", "trim", "trimEnd", "trimStart",
                           "arrayBuffer", "then", "filter", "map", "slice", "concat", "flat",
                           "sort", "reverse", "toSorted", "toLowerCase", "toUpperCase",
                           "padStart", "padEnd", "normalize", "valueOf"})  # fmt: skip
_MUTATORS = frozenset({"push", "unshift", "set", "add", "assign"})
_PROCESS_ENV = re.compile(r"process\.env(?:\.(\w+)|\[\s*['\"`](\w+)['\"`]\s*\])?")
_SPACES = re.compile(r"\s+")


@cache
def _parser(typescript: bool) -> Parser:  # noqa: FBT001 - cached by position
    import tree_sitter

    if typescript:
        import tree_sitter_typescript

        return tree_sitter.Parser(tree_sitter.Language(tree_sitter_typescript.language_tsx()))
    import tree_sitter_javascript

    return tree_sitter.Parser(tree_sitter.Language(tree_sitter_javascript.language()))


def analyse_js(text: str, *, typescript: bool = False) -> list[Hit] | None:
    """Every sink hit in ``text``; ``None`` when it does not parse as JavaScript or TypeScript."""
    if not TRIGGER.search(text):
        return []
    data = text.encode("utf-8", errors="replace")[:MAX_BYTES]
    root = _parser(typescript).parse(data).root_node
    if root.has_error and not typescript:
        ts_root = _parser(True).parse(data).root_node  # noqa: FBT003 - the cache key
        root = ts_root if not ts_root.has_error else root
    if root.has_error and _error_share(root) > 0.5:
        return None
    state = _State()
    state.bodies = _functions(root)
    state.functions = set(state.bodies)
    if state.functions:
        state.walk(root, 0)  # learns returns and call arguments; sinks wait for the next pass
        state.env.clear()
        state.arrays.clear()
    state.sinks = Sinks(recording=True, lines=text.split("\n"))
    state.walk(root, 0)
    hits = state.sinks.finished()
    if _is_minified(text):  # bundled libraries evaluate strings; only labelled data counts
        return [h for h in hits if h.rule is not flow.DYNAMIC_EVAL]
    return hits


def _is_minified(text: str) -> bool:
    lines = text.count("\n") + 1
    return len(text) / lines > 300


def _error_share(root: Node) -> float:
    bad = sum(c.end_byte - c.start_byte for c in root.children if c.type == "ERROR" or c.has_error)
    return bad / max(1, root.end_byte - root.start_byte)


def _text(node: Node) -> str:
    return (node.text or b"").decode("utf-8", errors="replace")


@dataclass(slots=True)
class _State:
    env: dict[str, Value] = field(default_factory=dict)
    arrays: dict[str, list[Value]] = field(default_factory=dict)
    functions: set[str] = field(default_factory=set)
    bodies: dict[str, Node] = field(default_factory=dict)
    inlining: set[str] = field(default_factory=set)
    budget: int = EVALUATIONS
    returns: dict[str, Value] = field(default_factory=dict)
    call_sites: dict[str, list[list[Value]]] = field(default_factory=dict)
    sinks: Sinks = field(default_factory=lambda: Sinks(recording=False))

    @property
    def hits(self) -> list[Hit]:
        return self.sinks.hits

    def walk(self, node: Node, depth: int) -> None:
        """Visit in document order: bindings first, then the sinks inside."""
        stack: list[tuple[Node, int]] = [(node, depth)]
        while stack:
            current, level = stack.pop()
            if level > MAX_DEPTH:
                continue
            kind = current.type
            if kind == "variable_declarator":
                self.declare(current)
            elif kind == "assignment_expression":
                left, right = (
                    current.child_by_field_name("left"),
                    current.child_by_field_name("right"),
                )
                if left is not None and right is not None:
                    self.assign(left, right)
            elif kind == "augmented_assignment_expression":
                left, right = (
                    current.child_by_field_name("left"),
                    current.child_by_field_name("right"),
                )
                if left is not None and right is not None:
                    name = _text(left)
                    self.env[name] = flow.concat(
                        self.env.get(name, Value.of("")), self.expr(right, 0)
                    )
            elif kind in ("call_expression", "new_expression"):
                if self.sinks.recording:
                    self.sinks.call(self, current)
                elif self.functions:  # the first pass learns what the file's functions get
                    self.record_call(current)
                self.callbacks(current)
                self.mutation(current)
            elif kind in _FUNCTIONS:
                self.enter_function(current)
            elif kind == "for_in_statement":
                self.loop(current)
            elif kind == "return_statement":
                self.returned(
                    current, current.named_children[0] if current.named_children else None
                )
            stack.extend((c, level + 1) for c in reversed(current.named_children))

    # -- functions ------------------------------------------------------------------------
    def enter_function(self, node: Node) -> None:
        """Parameters hold what the file's calls pass (learnt on the first pass); an arrow's
        expression body is what it returns."""
        name = _function_name(node)
        params = node.child_by_field_name("parameters") or node.child_by_field_name("parameter")
        sites = self.call_sites.get(name or "", [])
        for index, (param, default, is_rest) in enumerate(_parameters(params)):
            passed = [s[index:] if is_rest else s[index : index + 1] for s in sites]
            values = [_spaced(p) if is_rest else p[0] for p in passed if p]
            if default is not None:
                values.append(self.expr(default, 0))
            if param and values:  # a callback's parameters keep what the call bound
                self.env[param] = flow.union(*values)
        body = node.child_by_field_name("body")
        if (
            name
            and body is not None
            and body.type != "statement_block"
            and not self.sinks.recording
        ):
            self.add_return(name, self.expr(body, 0))

    def returned(self, node: Node, value: Node | None) -> None:
        if self.sinks.recording:  # what functions return was learnt on the first pass
            return
        name = _enclosing_name(node)
        if name and value is not None:
            self.add_return(name, self.expr(value, 0))

    def add_return(self, name: str, value: Value) -> None:
        self.returns[name] = (
            flow.union(self.returns[name], value) if name in self.returns else value
        )

    def record_call(self, node: Node) -> None:
        callee = _callee(node)
        name = callee.removeprefix("this.")
        if name in self.functions:
            sites = self.call_sites.setdefault(name, [])
            if len(sites) < MAX_CALL_SITES:
                sites.append([self.expr(a, 0) for a in self.args(node)])
        elif callee == "resolve" or callee.endswith(".resolve"):  # new Promise(resolve => …)
            owner = _enclosing_name(node)
            if owner and self.args(node):
                self.add_return(owner, self.expr(self.args(node)[0], 0))

    # -- bindings -------------------------------------------------------------------------
    def loop(self, node: Node) -> None:
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if left is None or right is None:
            return
        items = self.items(right)
        value = flow.union(*items) if items else Value.unknown(*self.expr(right, 0).tags)
        for name in _identifiers(left):
            self.env[name] = value

    def items(self, node: Node) -> list[Value]:
        if node.type == "array":
            return [self.expr(c, 0) for c in node.named_children]
        return self.arrays.get(_text(node), [])

    def callbacks(self, node: Node) -> None:
        """Callback parameters of a download (``https.get(u, res => …)``, ``res.on('data', d =>
        …)``, ``.then(t => …)`` on fetched data) hold downloaded data: bound before the body."""
        callee = _callee(node)
        fn = node.child_by_field_name("function")
        obj = (
            fn.child_by_field_name("object")
            if fn is not None and fn.type == "member_expression"
            else None
        )
        is_download = callee in _DOWNLOADS or (
            callee.rsplit(".", 1)[-1] in ("on", "once", "then", "pipe")
            and obj is not None
            and self.expr(obj, 0).has(Label.REMOTE)
        )
        if not is_download:
            return
        for arg in self.args(node):
            if arg.type in ("arrow_function", "function_expression", "function"):
                params = arg.child_by_field_name("parameters") or arg.child_by_field_name(
                    "parameter"
                )
                for name in _identifiers(params) if params is not None else []:
                    self.env[name] = Value.unknown(Tag(Label.REMOTE))

    def declare(self, node: Node) -> None:
        name, value = node.child_by_field_name("name"), node.child_by_field_name("value")
        if name is None or value is None:
            return
        if name.type == "identifier":
            self.bind(_text(name), value)
            return
        whole = self.expr(value, 0)  # destructuring: every name gets the object's labels
        module = whole.texts[0] if whole.texts[0].startswith("require:") else None
        for part in _identifiers(name):
            self.env[part] = Value.of(f"{module}.{part}") if module else Value.unknown(*whole.tags)

    def assign(self, left: Node, right: Node) -> None:
        self.bind(_text(left), right)
        if left.type in ("member_expression", "subscript_expression"):
            root = _root(left)
            if root is not None:  # obj.key = v keeps "key: v" in obj's rendering
                key_node = left.child_by_field_name("property") or left.child_by_field_name("index")
                key = self.expr(key_node, 0) if key_node is not None else Value.of("")
                if key_node is not None and key_node.type == "property_identifier":
                    key = Value.of(_text(key_node))
                self.mutate(root, [key, Value.of(": "), self.expr(right, 0)])

    def mutation(self, node: Node) -> None:
        """``list.push(x)``, ``map.set(k, v)``, ``Object.assign(o, x)``: the container keeps
        what went into it."""
        fn = node.child_by_field_name("function")
        if fn is None or fn.type != "member_expression":
            return
        prop = fn.child_by_field_name("property")
        if prop is None or _text(prop) not in _MUTATORS:
            return
        args = self.args(node)
        target = (
            args[0] if _text(fn) == "Object.assign" and args else fn.child_by_field_name("object")
        )
        root = _root(target) if target is not None else None
        if root is not None and args:
            self.mutate(root, [self.expr(a, 0) for a in (args[1:] if target is args[0] else args)])

    def mutate(self, root: str, parts: list[Value]) -> None:
        old = self.env.get(root)
        if old is not None and all(len(t) >= flow.MAX_CHARS for t in old.texts):
            self.env[root] = old.tagged(*flow.union(*parts).tags)  # full: only labels still add
            return
        base = [old, Value.of(" ")] if old is not None else []
        self.env[root] = flow.concat(*base, *parts)

    def bind(self, name: str, node: Node) -> None:
        if node.type == "array":
            items = [self.expr(c, 0) for c in node.named_children]
            self.arrays[name] = items
        self.env[name] = self.expr(node, 0)

    # -- expressions ------------------------------------------------------------------
    def expr(self, node: Node, depth: int) -> Value:
        kind = node.type
        self.budget -= 1
        if depth > MAX_DEPTH or self.budget < 0:
            return Value.unknown()
        if kind in ("string", "template_string"):
            parts = [self.expr(c, depth + 1) for c in node.named_children]
            return flow.concat(*parts) if parts else Value.of("")
        if kind == "string_fragment":
            return Value.of(_text(node))
        if kind == "escape_sequence":
            raw = _text(node)
            hidden = raw.startswith(("\\x", "\\u"))
            return Value.of(_escape(raw), *([Tag(Label.DECODED)] if hidden else []))
        if kind == "template_substitution":
            inner = node.named_children
            return self.expr(inner[0], depth + 1) if inner else Value.unknown()
        if kind in ("number", "true", "false", "null"):
            return Value.of(_text(node))
        if kind in ("identifier", "shorthand_property_identifier"):
            return self.env.get(_text(node), Value.unknown())
        if kind in ("member_expression", "subscript_expression"):
            return self.member(node, depth)
        if kind == "binary_expression":
            left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
            parts = [self.expr(p, depth + 1) for p in (left, right) if p is not None]
            operator = node.child_by_field_name("operator")
            op = _text(operator) if operator is not None else "+"
            if op in ("||", "??", "&&"):
                return flow.union(*parts)
            if op == "+":
                return flow.concat(*parts)
            return Value.unknown(*flow.union(*parts).tags)
        if kind in ("call_expression", "new_expression"):
            return self.call_value(node, depth)
        if kind in (
            "await_expression",
            "parenthesized_expression",
            "as_expression",
            "non_null_expression",
            "satisfies_expression",
            "spread_element",
        ):
            inner = node.named_children
            return self.expr(inner[0], depth + 1) if inner else Value.unknown()
        if kind == "ternary_expression":
            branches = [node.child_by_field_name(f) for f in ("consequence", "alternative")]
            return flow.union(*(self.expr(b, depth + 1) for b in branches if b is not None))
        if kind == "array":
            return self.rendered("[", node.named_children, "]", depth)
        if kind == "object":
            return self.rendered("{", node.named_children, "}", depth)
        if kind == "pair":
            key, value = node.child_by_field_name("key"), node.child_by_field_name("value")
            shown_key = (
                Value.of(_text(key).strip("'\"`"))
                if key is not None and key.type != "computed_property_name"
                else self.expr(key.named_children[0], depth + 1)
                if key is not None and key.named_children
                else Value.unknown()
            )
            shown = self.expr(value, depth + 1) if value is not None else Value.unknown()
            return flow.concat(shown_key, Value.of(": "), shown)
        return Value.unknown()

    def rendered(self, open_: str, children: list[Node], close: str, depth: int) -> Value:
        """An object or array as text (keys and values), so its content can be judged."""
        parts = [Value.of(open_)]
        for child in children[:64]:
            if child.type == "comment":
                continue
            parts += [self.expr(child, depth + 1), Value.of(", ")]
        return flow.concat(*parts, Value.of(close))

    def member(self, node: Node, depth: int) -> Value:
        code = _text(node).replace("?.", ".")
        env = _PROCESS_ENV.fullmatch(code) if code.startswith("process.env") else None
        if env:
            name = env.group(1) or env.group(2)
            if not name:
                return Value.unknown(Tag(Label.SECRET, "environment"))
            found = flow.env_value(name)
            return found if found.tags else found.tagged(Tag(Label.USERDATA, "env"))
        if code == "process.argv":
            return Value.unknown(Tag(Label.USERDATA, "argv"))
        if code in self.env:
            return self.env[code]
        obj = node.child_by_field_name("object")
        key = node.child_by_field_name("property") or node.child_by_field_name("index")
        if obj is not None and key is not None and depth < 8:
            base = self.expr(obj, depth + 1).texts[0]
            if base.startswith("require:"):
                prop = (
                    _text(key)
                    if key.type == "property_identifier"
                    else self.expr(key, depth + 1).texts[0]
                )
                return Value.of(f"{base}.{prop}")
        return (
            Value.unknown(*self.expr(obj, depth + 1).tags) if obj is not None else Value.unknown()
        )

    def args(self, node: Node) -> list[Node]:
        arguments = node.child_by_field_name("arguments")
        return [a for a in arguments.named_children if a.type != "comment"] if arguments else []

    def call_value(self, node: Node, depth: int) -> Value:
        callee = _callee(node)
        last = callee.rsplit(".", 1)[-1]
        args = self.args(node)
        values = [self.expr(a, depth + 1) for a in args]
        fn = node.child_by_field_name("function")
        obj = fn.child_by_field_name("object") if fn is not None and fn.type == "member_expression" else None  # fmt: skip
        if callee == "String.fromCharCode":
            return self.char_codes(args)
        if callee in ("atob", "Buffer.from") and values:
            encoding = (
                values[1].texts[0] if len(values) > 1 else ("base64" if callee == "atob" else "")
            )
            return _decode(values[0], encoding)
        if callee.endswith("homedir") or callee in ("os.userInfo().homedir",):
            return Value.of("~", Tag(Label.PATH, "~"))
        if callee in ("path.join", "path.resolve", "join", "resolve", "path.posix.join"):
            parts: list[Value] = []
            for index, value in enumerate(values):
                parts += [Value.of("/")] * bool(index) + [value]
            return flow.concat(*parts) if parts else Value.of("")
        if last in ("readFileSync", "readFile") and values:
            return self.sinks.read(values[0])
        if callee in ("fetch", "axios", "axios.get", "got", "request", "http.get", "https.get"):
            return Value.unknown(Tag(Label.REMOTE))
        if callee == "require" and values:
            return Value.of(f"require:{values[0].texts[0]}")
        name = callee.removeprefix("this.")
        inlined = self.inline(name, values, depth)
        if inlined is not None and (inlined.tags or inlined.is_known or name not in self.returns):
            return inlined  # else what it returns is only known from inside (a Promise's resolve)
        if name in self.returns:
            return self.returns[name]
        if last in ("join", "split", "reverse") and obj is not None:
            words = self.string_lists(node, depth)
            if words is not None:
                return words
        if callee in _PASS_THROUGH and values:
            return values[-1] if callee == "Object.assign" else values[0]
        if last == "join" and obj is not None:
            items = self.items(obj)
            separator = values[0] if values else Value.of(",")
            if items:
                return _spaced(items, separator)
            return Value.unknown(*self.expr(obj, depth + 1).tags)
        if last in _SAME_METHODS and obj is not None:
            return self.expr(obj, depth + 1)
        passed = flow.union(*values).tags if values else frozenset()
        if obj is not None:
            passed = passed | self.expr(obj, depth + 1).tags
        return Value.unknown(*passed)

    def inline(self, name: str, values: list[Value], depth: int) -> Value | None:
        """A small function of the file (``h = x => Buffer.from(x, 'hex').toString()``)
        computed for this call's arguments, not for every call's at once."""
        function = self.bodies.get(name)
        if function is None or name in self.inlining or len(self.inlining) >= MAX_INLINE:
            return None
        body = _expression_body(function)
        if body is None:
            return None
        params = _parameters(function.child_by_field_name("parameters") or function.child_by_field_name("parameter"))  # fmt: skip
        saved = {p: self.env.get(p) for p, _, _ in params if p}
        for index, (param, default, is_rest) in enumerate(params):
            if not param:
                continue
            if is_rest:
                self.env[param] = _spaced(values[index:])
            elif index < len(values):
                self.env[param] = values[index]
            else:
                self.env[param] = (
                    self.expr(default, depth + 1) if default is not None else Value.unknown()
                )
        self.inlining.add(name)
        try:
            return self.expr(body, depth + 1)
        finally:
            self.inlining.discard(name)
            for param, old in saved.items():
                if old is None:
                    self.env.pop(param, None)
                else:
                    self.env[param] = old

    def string_lists(self, node: Node, depth: int) -> Value | None:
        """``s.split('').reverse().join('')`` and kin on a known string, computed."""
        found = self.pieces(node, depth)
        return Value(found) if isinstance(found, tuple) else None

    def pieces(self, node: Node, depth: int) -> tuple[str, ...] | list[list[str]] | None:
        if depth > 12:
            return None
        if (
            node.type == "array"
            and len(node.named_children) == 1
            and node.named_children[0].type == "spread_element"
        ):
            inner = self.expr(node.named_children[0], depth + 1)
            return [list(t) for t in inner.texts] if inner.is_known else None
        if node.type != "call_expression":
            return None
        callee = _callee(node)
        last = callee.rsplit(".", 1)[-1]
        fn = node.child_by_field_name("function")
        obj = fn.child_by_field_name("object") if fn is not None and fn.type == "member_expression" else None  # fmt: skip
        args = [self.expr(a, depth + 1) for a in self.args(node)]
        if callee == "Array.from" and args and args[0].is_known:
            return [list(t) for t in args[0].texts]
        if obj is None:
            return None
        if last == "split":
            text = self.expr(obj, depth + 1)
            sep = args[0].texts[0] if args else None
            if not text.is_known or (args and not args[0].is_known):
                return None
            return [list(t) if sep == "" else t.split(sep) for t in text.texts]
        before = self.pieces(obj, depth + 1)
        if last in ("reverse", "toReversed") and isinstance(before, list):
            return [list(reversed(p)) for p in before]
        if last == "join" and isinstance(before, list):
            sep = args[0].texts[0] if args else ","
            return tuple(sep.join(p) for p in before)
        return None

    def resolve_callee(self, node: Node) -> str:
        """The callee with values followed: ``require(h('6e6574'))[h('636f…')]`` reads as
        ``net.connect`` and ``const { spawn } = require('child_process')`` as
        ``child_process.spawn``."""
        fn = node.child_by_field_name("function") or node.child_by_field_name("constructor")
        if fn is None:
            return ""
        if fn.type == "identifier":
            bound = self.env.get(_text(fn))
            text = bound.texts[0] if bound is not None else ""
            return text.removeprefix("require:") if text.startswith("require:") else _callee(node)
        if fn.type in ("member_expression", "subscript_expression"):
            named = self.member(fn, 0).texts[0]
            if named.startswith("require:"):
                return named.removeprefix("require:")
        return _callee(node)

    def char_codes(self, args: list[Node]) -> Value:
        codes: list[Value] = []
        for arg in args:
            if arg.type == "spread_element" and arg.named_children:
                name = _text(arg.named_children[0])
                codes += self.arrays.get(name, [Value.unknown()])
            else:
                codes.append(self.expr(arg, 0))
        try:
            text = "".join(chr(int(c.texts[0], 0)) for c in codes)
        except (ValueError, OverflowError):
            text = flow.UNKNOWN
        return Value.of(text, Tag(Label.DECODED))


def _spaced(items: list[Value], separator: Value | None = None) -> Value:
    parts: list[Value] = []
    for index, item in enumerate(items):
        parts += [separator or Value.of(" ")] * bool(index) + [item]
    return flow.concat(*parts) if parts else Value.of("")


def spaced(items: list[Value]) -> Value:
    """Words joined with spaces (an argv array read as a command line)."""
    return _spaced(items)


def callee_of(node: Node) -> str:
    return _callee(node)


def _callee(node: Node) -> str:
    fn = node.child_by_field_name("function") or node.child_by_field_name("constructor")
    if fn is None:
        return ""
    return _SPACES.sub("", _text(fn)).replace("?.", ".")[:200]


def _root(node: Node) -> str | None:
    while node.type in ("member_expression", "subscript_expression", "call_expression"):
        inner = node.child_by_field_name("object") or node.child_by_field_name("function")
        if inner is None:
            return None
        node = inner
    return _text(node) if node.type in ("identifier", "this") else None


def root_of(node: Node) -> str | None:
    """The variable an expression like ``a.b[c].d()`` hangs off."""
    return _root(node)


def _identifiers(node: Node) -> list[str]:
    names: list[str] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type in ("identifier", "shorthand_property_identifier_pattern"):
            names.append(_text(current))
        stack.extend(current.named_children)
    return names


def _parameters(params: Node | None) -> list[tuple[str, Node | None, bool]]:
    """(name, default, is_rest) of each parameter of a function."""
    if params is None:
        return []
    if params.type == "identifier":
        return [(_text(params), None, False)]
    found: list[tuple[str, Node | None, bool]] = []
    for param in params.named_children:
        pattern, default = param, None
        if param.type in ("required_parameter", "optional_parameter"):
            pattern = param.child_by_field_name("pattern") or param
            default = param.child_by_field_name("value")
        if pattern.type == "assignment_pattern":
            default = pattern.child_by_field_name("right")
            pattern = pattern.child_by_field_name("left") or pattern
        is_rest = pattern.type == "rest_pattern"
        if is_rest and pattern.named_children:
            pattern = pattern.named_children[0]
        if pattern.type == "identifier":
            found.append((_text(pattern), default, is_rest))
        else:
            found.append(("", None, False))
    return [(n, d, r) for n, d, r in found]


def _function_name(node: Node) -> str | None:
    name = node.child_by_field_name("name")
    if name is not None:
        return _text(name)
    parent = node.parent
    if parent is None:
        return None
    if parent.type == "variable_declarator":
        declared = parent.child_by_field_name("name")
        return _text(declared) if declared is not None and declared.type == "identifier" else None
    if parent.type == "pair":
        key = parent.child_by_field_name("key")
        return _text(key).strip("'\"") if key is not None else None
    if parent.type == "assignment_expression":
        left = parent.child_by_field_name("left")
        return _text(left).removeprefix("this.") if left is not None else None
    return None


def enclosing_function(node: Node) -> str | None:
    """The name of the nearest named function around ``node``."""
    return _enclosing_name(node)


def _enclosing_name(node: Node) -> str | None:
    """The nearest named function around ``node`` (callbacks inside it belong to it)."""
    current = node.parent
    while current is not None:
        if current.type in _FUNCTIONS:
            name = _function_name(current)
            if name:
                return name
        current = current.parent
    return None


def _functions(root: Node) -> dict[str, Node]:
    """The file's named functions (the first of each name)."""
    found: dict[str, Node] = {}
    stack = [root]
    while stack:
        current = stack.pop()
        if current.type in _FUNCTIONS:
            name = _function_name(current)
            if name:
                found.setdefault(name, current)
        stack.extend(reversed(current.named_children))
    return found


def _expression_body(function: Node) -> Node | None:
    """What a small function computes: an arrow's expression body, or a lone ``return``."""
    body = function.child_by_field_name("body")
    if body is None:
        return None
    if body.type != "statement_block":
        return body
    statements = [c for c in body.named_children if c.type != "comment"]
    if (
        len(statements) == 1
        and statements[0].type == "return_statement"
        and statements[0].named_children
    ):
        return statements[0].named_children[0]
    return None


def _decode(value: Value, encoding: str) -> Value:
    decoded: list[str] = []
    for text in value.texts:
        if flow.UNKNOWN in text or encoding not in ("base64", "hex", "base64url"):
            decoded.append(text if encoding not in ("base64", "hex", "base64url") else flow.UNKNOWN)
            continue
        try:
            raw = (
                bytes.fromhex(text)
                if encoding == "hex"
                else base64.b64decode(
                    text + "==", altchars=b"-_" if encoding == "base64url" else None
                )
            )
            decoded.append(raw.decode("utf-8"))
        except (ValueError, binascii.Error, UnicodeDecodeError):
            decoded.append(flow.UNKNOWN)
    tags = value.tags | (
        {Tag(Label.DECODED)} if encoding in ("base64", "hex", "base64url") else set()
    )
    return Value(tuple(decoded) or (flow.UNKNOWN,), frozenset(tags))


def _escape(text: str) -> str:
    found = re.fullmatch(r"\\(?:x([0-9a-fA-F]{2})|u\{?([0-9a-fA-F]{4,6})\}?)", text)
    if found:
        return chr(int(found.group(1) or found.group(2), 16))
    return _SIMPLE_ESCAPES.get(text[1:], text[1:])


_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "b": "\b", "f": "\f", "v": "\v"}
