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
from skillctl.audit.js_structs import Fields
from skillctl.audit.js_structs import Listed
from skillctl.audit.js_structs import items_of
from skillctl.audit.js_structs import listed
from skillctl.audit.js_structs import member_of
from skillctl.audit.js_structs import rest_of
from skillctl.audit.js_syntax import FUNCTIONS
from skillctl.audit.js_syntax import callee_text
from skillctl.audit.js_syntax import enclosing_name
from skillctl.audit.js_syntax import function_name
from skillctl.audit.js_syntax import functions
from skillctl.audit.js_syntax import identifiers
from skillctl.audit.js_syntax import is_parameter
from skillctl.audit.js_syntax import node_text
from skillctl.audit.js_syntax import parameters
from skillctl.audit.js_syntax import root_name
from skillctl.audit.js_values import MAX_DEPTH
from skillctl.audit.js_values import JsValues

if TYPE_CHECKING:
    from tree_sitter import Node
    from tree_sitter import Parser

    from skillctl.audit.bundled import Bundled

MAX_BYTES = 512 * 1024
MAX_CALL_SITES = 16
MAX_UNROLL = 16  # items of a known list whose loop body is read once each
MAX_EXPANSION = 2  # unrolled loops and per-call-site bodies inside one another
EVALUATIONS = 400_000  # expressions evaluated per file: crafted input stays linear and bounded
TRIGGER = re.compile(
    r"eval|Function|vm\.|child_process|exec|spawn|fetch|axios|https?\.|request|fromCharCode|"
    r"atob|Buffer|writeFile|appendFile|copyFile|cpSync|mkdir|rmSync|rm\(|rmdir|dns|sendBeacon|"
    r"process\.env|process\.on|readFile|net\.|tls\.|WebSocket|query|stratum|console\.|"
    r"stdout|require|import\(|createServer|createHash|globalThis|process\["
)
_ITERATORS = frozenset({"forEach", "map", "flatMap", "filter", "some", "every", "find"})
_DOWNLOADS = frozenset({"https.get", "http.get", "https.request", "http.request", "request",
                        "request.get", "got", "needle"})  # fmt: skip
_MUTATORS = frozenset({"push", "unshift", "set", "add", "assign"})


@cache
def _parser(typescript: bool) -> Parser:  # noqa: FBT001 - cached by position
    import tree_sitter

    if typescript:
        import tree_sitter_typescript

        return tree_sitter.Parser(tree_sitter.Language(tree_sitter_typescript.language_tsx()))
    import tree_sitter_javascript

    return tree_sitter.Parser(tree_sitter.Language(tree_sitter_javascript.language()))


@dataclass(frozen=True, slots=True)
class JsFlow:
    """What the model found in one file: the sink hits, and the text it prints or writes
    out as far as it is known (``(line, text, how)``)."""

    hits: list[Hit]
    shown: list[tuple[int, str, str]]
    commands: list[tuple[int, str]] = field(default_factory=list)  # (line, command line run)


def analyse_js(text: str, *, typescript: bool = False) -> list[Hit] | None:
    """Every sink hit in ``text``; ``None`` when it does not parse as JavaScript or TypeScript."""
    model = js_flow(text, typescript=typescript)
    return model.hits if model is not None else None


def js_flow(text: str, *, typescript: bool = False, bundled: Bundled | None = None) -> JsFlow | None:  # fmt: skip
    """The model of one file (``None`` when it does not parse); ``bundled`` gives the skill's
    own data files to the reads that name them."""
    if not TRIGGER.search(text):
        return JsFlow([], [])
    data = text.encode("utf-8", errors="replace")[:MAX_BYTES]
    root = _parser(typescript).parse(data).root_node
    if root.has_error and not typescript:
        ts_root = _parser(True).parse(data).root_node  # noqa: FBT003 - the cache key
        root = ts_root if not ts_root.has_error else root
    if root.has_error and _error_share(root) > 0.5:
        return None
    state = _State()
    state.bundled = bundled
    state.bodies = functions(root)
    state.functions = set(state.bodies)
    if state.functions:
        state.walk(root, 0)  # learns returns and call arguments; sinks wait for the next pass
        state.env.clear()
    state.sinks = Sinks(recording=True, lines=text.split("\n"))
    state.walk(root, 0)
    hits = state.sinks.finished()
    if _is_minified(text):  # bundled libraries evaluate strings; only labelled data counts
        hits = [h for h in hits if h.rule is not flow.DYNAMIC_EVAL]
    return JsFlow(hits, state.sinks.shown.texts, state.sinks.commands)


_LOOPS = frozenset({"while_statement", "for_statement", "do_statement"})
_HASHED = re.compile(r"createHash\(\s*['\"`](?:sha\w*|md5|blake\w*|ripemd\w*)|subtle\.digest\(")
_BELOW_TARGET = re.compile(
    r"startsWith\(\s*['\"`]0{4,}|"
    r"(?:BigInt\(|readUInt32|readBigUInt64|parseInt\([^()]*,\s*16\))[^;\n]{0,80}<|"
    r"<=?[^;\n]{0,20}(?:BigInt\(|readUInt32|readBigUInt64|target)"
)


def _searches_nonce(loop: str) -> bool:
    """A loop hashing data and comparing the digest with a target: proof-of-work."""
    return bool(_HASHED.search(loop)) and bool(_BELOW_TARGET.search(loop))


def _is_minified(text: str) -> bool:
    lines = text.count("\n") + 1
    return len(text) / lines > 300


def _error_share(root: Node) -> float:
    bad = sum(c.end_byte - c.start_byte for c in root.children if c.type == "ERROR" or c.has_error)
    return bad / max(1, root.end_byte - root.start_byte)


@dataclass(slots=True)
class _State(JsValues):
    env: dict[str, Value] = field(default_factory=dict)
    functions: set[str] = field(default_factory=set)
    bodies: dict[str, Node] = field(default_factory=dict)
    inlining: set[int] = field(default_factory=set)
    expanding: int = 0  # loops unrolled and bodies walked per call site, one inside another
    bundled: Bundled | None = None
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
            self.budget -= 1
            if level > MAX_DEPTH or self.budget < 0:
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
                    name = node_text(left)
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
            elif kind in FUNCTIONS:
                if self.each_call_site(current, level):
                    continue
                self.enter_function(current)
            elif kind == "for_in_statement":
                if self.unrolled(current, level):
                    continue
                self.loop(current)
            elif kind in _LOOPS and self.sinks.recording and self.sinks.nonce.loop is None:
                if _searches_nonce(node_text(current)):
                    self.sinks.nonce.loop = current.start_point.row + 1
            elif kind == "return_statement":
                self.returned(
                    current, current.named_children[0] if current.named_children else None
                )
            stack.extend((c, level + 1) for c in reversed(current.named_children))

    # -- functions ------------------------------------------------------------------------
    def each_call_site(self, node: Node, level: int) -> bool:
        """On the reporting pass, a function the file calls with different arguments is read
        once per call site with that site's arguments (``git(...step)`` for each step), so a
        wrapper's sinks see each command rather than a blend of them."""
        if not self.sinks.recording or self.expanding >= MAX_EXPANSION:
            return False
        sites = list(dict.fromkeys(tuple(s) for s in self.call_sites.get(function_name(node) or "", [])))  # fmt: skip
        body = node.child_by_field_name("body")
        if len(sites) < 2 or body is None:
            return False
        self.expanding += 1
        try:
            for site in sites:
                self.enter_function(node, [list(site)])
                self.walk(body, level + 1)
        finally:
            self.expanding -= 1
        return True

    def enter_function(self, node: Node, sites: list[list[Value]] | None = None) -> None:
        """Parameters hold what the file's calls pass (learnt on the first pass); an arrow's
        expression body is what it returns."""
        name = function_name(node)
        params = node.child_by_field_name("parameters") or node.child_by_field_name("parameter")
        if sites is None:
            sites = self.call_sites.get(name or "", [])
        for index, (param, default, is_rest) in enumerate(parameters(params)):
            passed = [s[index:] if is_rest else s[index : index + 1] for s in sites]
            values: list[Value] = [rest_of(p) if is_rest else p[0] for p in passed if p]
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
        name = enclosing_name(node)
        if name and value is not None:
            self.add_return(name, self.expr(value, 0))

    def add_return(self, name: str, value: Value) -> None:
        self.returns[name] = (
            flow.union(self.returns[name], value) if name in self.returns else value
        )

    def record_call(self, node: Node) -> None:
        callee = callee_text(node)
        name = callee.removeprefix("this.")
        if name in self.functions:
            sites = self.call_sites.setdefault(name, [])
            if len(sites) < MAX_CALL_SITES:
                sites.append(self.spread_values(self.args(node), 0))
        elif callee == "resolve" and is_parameter(node, "resolve"):  # new Promise(resolve => …)
            owner = enclosing_name(node)
            if owner and self.args(node):
                self.add_return(owner, self.expr(self.args(node)[0], 0))

    # -- bindings -------------------------------------------------------------------------
    def unrolled(self, node: Node, level: int) -> bool:
        """``for (const s of LIST)`` over a known short list: the body read once per item, so
        ``git(...s)`` sees each step; ``for (k in OBJ)`` binds each key."""
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        body = node.child_by_field_name("body")
        operator = node.child_by_field_name("operator")
        if left is None or right is None or body is None or self.expanding >= MAX_EXPANSION:
            return False
        value = self.expr(right, 0)
        if operator is not None and node_text(operator) == "in":
            items = (
                tuple(Value.of(k) for k, _ in value.pairs) if isinstance(value, Fields) else None
            )
        else:
            items = value.items if isinstance(value, Listed) else None
        if not items or len(items) > MAX_UNROLL:
            return False
        self.walk(right, level + 1)
        self.expanding += 1
        try:
            for item in items:
                self.bind_pattern(left, item)
                self.walk(body, level + 1)
        finally:
            self.expanding -= 1
        self.bind_pattern(left, flow.union(*items))
        return True

    def loop(self, node: Node) -> None:
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if left is None or right is None:
            return
        items = self.items(right)
        value = flow.union(*items) if items else Value.unknown(*self.expr(right, 0).tags)
        self.bind_pattern(left, value)

    def bind_pattern(self, pattern: Node, value: Value) -> None:
        """A name or a destructuring pattern bound to ``value`` (``[a, b]`` by index,
        ``{a, b: c}`` by key; what cannot be known keeps the labels)."""
        kind = pattern.type
        if kind == "identifier":
            self.env[node_text(pattern)] = value
            return
        if kind == "array_pattern":
            for index, child in enumerate(c for c in pattern.named_children if c.type != "comment"):
                if child.type == "rest_pattern":
                    rest = value.items[index:] if isinstance(value, Listed) else ()
                    inner = child.named_children[0] if child.named_children else child
                    self.bind_pattern(inner, listed(list(rest)) if rest else Value.unknown(*value.tags))  # fmt: skip
                    continue
                found = member_of(value, Value.of(str(index)))
                self.bind_pattern(child, found if found is not None else Value.unknown(*value.tags))  # fmt: skip
            return
        if kind == "object_pattern":
            for child in pattern.named_children:
                target: Node | None = child
                if child.type == "shorthand_property_identifier_pattern":
                    key = node_text(child)
                elif child.type == "pair_pattern":
                    key_node, target = child.child_by_field_name("key"), child.child_by_field_name("value")  # fmt: skip
                    if key_node is None or target is None:
                        continue
                    key = node_text(key_node).strip("'\"`")
                else:
                    for name in identifiers(child):
                        self.env[name] = Value.unknown(*value.tags)
                    continue
                found = member_of(value, Value.of(key))
                found = found if found is not None else Value.unknown(*value.tags)
                if target is None:
                    continue
                if target.type == "shorthand_property_identifier_pattern":
                    self.env[key] = found
                else:
                    self.bind_pattern(target, found)
            return
        if kind == "assignment_pattern":
            left, right = pattern.child_by_field_name("left"), pattern.child_by_field_name("right")
            if left is not None:
                default = self.expr(right, 0) if right is not None else Value.unknown()
                self.bind_pattern(left, value if value.is_known else flow.union(value, default))
            return
        for name in identifiers(pattern):
            self.env[name] = Value.unknown(*value.tags)

    def callbacks(self, node: Node) -> None:
        """Callback parameters of a download (``https.get(u, res => …)``, ``res.on('data', d =>
        …)``, ``.then(t => …)`` on fetched data) hold downloaded data: bound before the body."""
        callee = callee_text(node)
        fn = node.child_by_field_name("function")
        obj = (
            fn.child_by_field_name("object")
            if fn is not None and fn.type == "member_expression"
            else None
        )
        last = callee.rsplit(".", 1)[-1]
        if last in _ITERATORS and obj is not None:
            self.each_item(node, obj)
        is_download = callee in _DOWNLOADS or (
            last in ("on", "once", "then", "pipe")
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
                for name in identifiers(params) if params is not None else []:
                    self.env[name] = Value.unknown(Tag(Label.REMOTE))

    def each_item(self, node: Node, obj: Node) -> None:
        """``[a, b].forEach((s) => …)``: the callback's first parameter is any of the items."""
        items = items_of(self.expr(obj, 0))
        args = self.args(node)
        if not items or not args or args[0].type not in ("arrow_function", "function_expression", "function"):  # fmt: skip
            return
        params = args[0].child_by_field_name("parameters") or args[0].child_by_field_name(
            "parameter"
        )
        names = identifiers(params) if params is not None else []
        if names:
            self.env[names[0]] = flow.union(*items)

    def declare(self, node: Node) -> None:
        name, value = node.child_by_field_name("name"), node.child_by_field_name("value")
        if name is None or value is None:
            return
        if name.type == "identifier":
            self.bind(node_text(name), value)
            return
        whole = self.expr(value, 0)
        module = whole.texts[0] if whole.texts[0].startswith("require:") else None
        if module is None:
            self.bind_pattern(name, whole)  # const [a, b] = LIST; const { x } = TABLE
            return
        for part in identifiers(name):
            self.env[part] = Value.of(f"{module}.{part}")

    def assign(self, left: Node, right: Node) -> None:
        self.bind(node_text(left), right)
        if left.type in ("member_expression", "subscript_expression"):
            root = root_name(left)
            if root is not None:  # obj.key = v keeps "key: v" in obj's rendering
                key_node = left.child_by_field_name("property") or left.child_by_field_name("index")
                key = self.expr(key_node, 0) if key_node is not None else Value.of("")
                if key_node is not None and key_node.type == "property_identifier":
                    key = Value.of(node_text(key_node))
                self.mutate(root, [key, Value.of(": "), self.expr(right, 0)])

    def mutation(self, node: Node) -> None:
        """``list.push(x)``, ``map.set(k, v)``, ``Object.assign(o, x)``: the container keeps
        what went into it."""
        fn = node.child_by_field_name("function")
        if fn is None or fn.type != "member_expression":
            return
        prop = fn.child_by_field_name("property")
        if prop is None or node_text(prop) not in _MUTATORS:
            return
        args = self.args(node)
        target = (
            args[0]
            if node_text(fn) == "Object.assign" and args
            else fn.child_by_field_name("object")
        )
        root = root_name(target) if target is not None else None
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
        self.env[name] = self.expr(node, 0)

    # -- expressions ------------------------------------------------------------------
