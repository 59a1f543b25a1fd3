"""JavaScript and TypeScript read as syntax trees (tree-sitter) and followed through the value model.

Declarations and assignments bind values in one file-wide scope (bounded
like every value); ``process.env.X``, credential files, ``fetch`` and
decoders (``atob``, ``Buffer.from(…, 'base64')``, ``String.fromCharCode``
over a named array) label them. Sinks are ``eval``/``new Function``/``vm``,
``child_process`` (whose rebuilt command text is read by the shell model),
network calls by role (URL destination vs body and non-auth headers), and
``fs`` writes and deletes with resolved paths (``path.join(os.homedir(),
'Library', 'LaunchAgents', …)``). tree-sitter is imported only here.
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

if TYPE_CHECKING:
    from tree_sitter import Node
    from tree_sitter import Parser

MAX_BYTES = 512 * 1024
MAX_DEPTH = 150
TRIGGER = re.compile(
    r"eval|Function|vm\.|child_process|exec|spawn|fetch|axios|https?\.|request|fromCharCode|"
    r"atob|Buffer|writeFile|appendFile|copyFile|cpSync|mkdir|rmSync|rm\(|rmdir|dns|sendBeacon|"
    r"process\.env|readFile"
)
_EXEC_CALLS = frozenset(
    {"exec", "execSync", "spawn", "spawnSync", "execFile", "execFileSync", "fork"}
)
_VM_CALLS = frozenset(
    {"runInNewContext", "runInThisContext", "runInContext", "compileFunction", "Script"}
)
_NET_CALLS = frozenset({"post", "put", "patch", "request", "sendBeacon", "send", "write"})
_WRITE_FIRST = frozenset({"writeFileSync", "writeFile", "appendFileSync", "appendFile",
                          "mkdirSync", "mkdir", "createWriteStream", "outputFile", "outputFileSync"})  # fmt: skip
_WRITE_SECOND = frozenset({"copyFileSync", "copyFile", "cpSync", "cp", "renameSync", "rename",
                           "symlinkSync", "symlink", "linkSync", "copySync", "copy"})  # fmt: skip
_DOWNLOADS = frozenset({"https.get", "http.get", "https.request", "http.request", "request",
                        "request.get", "got", "needle"})  # fmt: skip
_DELETE = frozenset({"rmSync", "rmdirSync", "rm", "rmdir", "removeSync", "remove"})
_AUTH_KEY = re.compile(r"^['\"]?(authorization|x-api-key|api-key|private-token|x-auth[\w-]*)['\"]?$", re.I)  # fmt: skip


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
    state.walk(root, 0)
    if _is_minified(text):  # bundled libraries evaluate strings; only labelled data counts
        return [h for h in state.hits if h.rule is not flow.DYNAMIC_EVAL]
    return state.hits


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
    hits: list[Hit] = field(default_factory=list)

    def hit(self, found: Hit | None) -> None:
        if found is not None:
            self.hits.append(found)

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
                    self.bind(_text(left), right)
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
                self.call(current)
                self.callbacks(current)
            stack.extend((c, level + 1) for c in reversed(current.named_children))

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
        for part in _identifiers(name):
            self.env[part] = Value.unknown(*whole.tags)

    def bind(self, name: str, node: Node) -> None:
        if node.type == "array":
            items = [self.expr(c, 0) for c in node.named_children]
            self.arrays[name] = items
        self.env[name] = self.expr(node, 0)

    # -- expressions ------------------------------------------------------------------
    def expr(self, node: Node, depth: int) -> Value:
        kind = node.type
        if depth > MAX_DEPTH:
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
        if kind == "number":
            return Value.of(_text(node))
        if kind in ("identifier", "shorthand_property_identifier"):
            return self.env.get(_text(node), Value.unknown())
        if kind in ("member_expression", "subscript_expression"):
            return self.member(node, depth)
        if kind == "binary_expression":
            left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
            parts = [self.expr(p, depth + 1) for p in (left, right) if p is not None]
            return flow.concat(*parts)
        if kind in ("call_expression", "new_expression"):
            return self.call_value(node, depth)
        if kind in (
            "await_expression",
            "parenthesized_expression",
            "as_expression",
            "non_null_expression",
        ):
            inner = node.named_children
            return self.expr(inner[0], depth + 1) if inner else Value.unknown()
        if kind in ("array", "object", "ternary_expression", "pair", "spread_element"):
            parts = [self.expr(c, depth + 1) for c in node.named_children]
            if kind == "ternary_expression":
                parts = parts[1:]
            return Value.unknown(*flow.union(*parts).tags) if parts else Value.unknown()
        return Value.unknown()

    def member(self, node: Node, depth: int) -> Value:
        code = _text(node).replace("?.", ".")
        env = re.fullmatch(r"process\.env(?:\.(\w+)|\[\s*['\"`](\w+)['\"`]\s*\])?", code)
        if env:
            name = env.group(1) or env.group(2)
            return flow.env_value(name) if name else Value.unknown(Tag(Label.SECRET, "environment"))
        if code in self.env:
            return self.env[code]
        obj = node.child_by_field_name("object")
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
            path = values[0]
            tags = [Tag(Label.SECRET, s) for t in path.texts if (s := flow.sensitive_path(t))]
            return Value.unknown(*(tags or [Tag(Label.USERDATA)]))
        if callee in ("fetch", "axios", "axios.get", "got", "request", "http.get", "https.get"):
            return Value.unknown(Tag(Label.REMOTE))
        if last in ("toString", "text", "json", "trim", "arrayBuffer", "then") and callee != last:
            fn = node.child_by_field_name("function")
            obj = fn.child_by_field_name("object") if fn is not None else None
            return self.expr(obj, depth + 1) if obj is not None else Value.unknown()
        if callee == "require" and values:
            return Value.of(f"require:{values[0].texts[0]}")
        passed = flow.union(*values).tags if values else frozenset()
        return Value.unknown(*passed)

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

    # -- sinks --------------------------------------------------------------------------
    def call(self, node: Node) -> None:
        callee = _callee(node)
        last = callee.rsplit(".", 1)[-1]
        args = self.args(node)
        line, text = node.start_point.row + 1, _text(node)[:400]
        values = [self.expr(a, 0) for a in args]
        if len(args) > 1 and args[1].type == "array":  # spawn("bash", ["-c", code]): the argv
            items = [self.expr(c, 0) for c in args[1].named_children]
            values[1] = _spaced(items) if items else values[1]
        if callee in ("eval", "Function", "window.eval", "globalThis.eval") or (
            node.type == "new_expression" and last == "Function"
        ):
            code = values[-1] if values else Value.of("")
            self.code_sink(code, line, text, is_literal=bool(args) and args[-1].type == "string")
        elif last in _VM_CALLS and (callee.startswith("vm.") or node.type == "new_expression"):
            self.code_sink(values[0] if values else Value.of(""), line, text, is_literal=False)
        elif (
            last in _EXEC_CALLS
            and values
            and ("child_process" in callee or callee == last or "cp." in callee)
        ):
            self.command_sink(values, line, text)
        elif callee in ("fetch", "axios", "navigator.sendBeacon") or (
            last in _NET_CALLS
            and re.match(r"(axios|got|superagent|req|request|https?|client|needle)\b", callee)
        ):
            self.network_sink(callee, args, values, line, text)
        elif callee.startswith("dns.") and values:
            self.hit(flow.network_hit(values[0], [], line, text))
        elif last in _WRITE_FIRST and values:
            self.hit(flow.write_hit(values[0], line, text))
        elif last in _WRITE_SECOND and len(values) > 1:
            self.hit(flow.write_hit(values[1], line, text))
        elif last in _DELETE and values and ("fs" in callee or "recursive" in text):
            self.hit(flow.delete_hit(values[0], line, text))

    def code_sink(self, code: Value, line: int, text: str, *, is_literal: bool) -> None:
        found = flow.exec_hit(code, line, text)
        if found is None and not is_literal and not code.is_known:
            found = Hit(flow.DYNAMIC_EVAL, line, text, "evaluates text built at run time")
        self.hit(found)

    def command_sink(self, values: list[Value], line: int, text: str) -> None:
        from skillctl.audit.shell_ast import analyse_shell

        command = values[0]
        if len(values) > 1:
            command = flow.concat(command, Value.of(" "), values[1])
        self.hit(flow.exec_hit(command, line, text))
        for candidate in command.texts:
            if flow.UNKNOWN in candidate:
                continue
            for inner in analyse_shell(_unwrap_shell(candidate)) or []:
                self.hits.append(
                    Hit(inner.rule, line, text, f"{inner.why} (in the command it runs)")
                )

    def network_sink(
        self, callee: str, args: list[Node], values: list[Value], line: int, text: str
    ) -> None:
        from skillctl.audit.shell_words import url_payload

        if not values:
            return
        payloads = [url_payload(values[0])]
        destinations = list(values[0].texts)
        options = args[1] if len(args) > 1 else None
        if (
            callee.endswith(("post", "put", "patch", "sendBeacon", "send", "write"))
            and len(values) > 1
        ):
            payloads.append(values[1])
            options = args[2] if len(args) > 2 else None
        if options is not None and options.type == "object":
            payloads += self.option_payloads(options)
        elif callee.endswith(("send", "write")):
            payloads.append(values[0])
        self.hit(flow.network_hit(flow.union(*payloads), destinations, line, text))

    def option_payloads(self, options: Node) -> list[Value]:
        found: list[Value] = []
        for pair in options.named_children:
            key, value = pair.child_by_field_name("key"), pair.child_by_field_name("value")
            if pair.type != "pair" or key is None or value is None:
                continue
            name = _text(key).strip("'\"")
            if name in ("body", "data", "json", "form"):
                found.append(self.expr(value, 0))
            elif name == "headers" and value.type == "object":
                for header in value.named_children:
                    hkey, hval = (
                        header.child_by_field_name("key"),
                        header.child_by_field_name("value"),
                    )
                    if header.type == "pair" and hkey and hval and not _AUTH_KEY.match(_text(hkey)):
                        found.append(self.expr(hval, 0))
        return found


def _spaced(items: list[Value]) -> Value:
    parts: list[Value] = []
    for index, item in enumerate(items):
        parts += [Value.of(" ")] * bool(index) + [item]
    return flow.concat(*parts)


def _unwrap_shell(command: str) -> str:
    """``bash -c CODE`` rebuilt from an argv reads as CODE."""
    found = re.match(r"^(?:/bin/|/usr/bin/)?(?:ba|z|da)?sh\s+-c\s+(.*)$", command, re.DOTALL)
    return found.group(1) if found else command


def _callee(node: Node) -> str:
    fn = node.child_by_field_name("function") or node.child_by_field_name("constructor")
    if fn is None:
        return ""
    prop = fn.child_by_field_name("property") if fn.type == "member_expression" else None
    if prop is not None:  # the method name survives a long receiver (a big literal, a chain)
        receiver = fn.child_by_field_name("object")
        head = re.sub(r"\s+", "", _text(receiver)).replace("?.", ".")[:200] if receiver else ""
        return f"{head}.{_text(prop)}"
    return re.sub(r"\s+", "", _text(fn)).replace("?.", ".")[:200]


def _identifiers(node: Node) -> list[str]:
    names: list[str] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type in ("identifier", "shorthand_property_identifier_pattern"):
            names.append(_text(current))
        stack.extend(current.named_children)
    return names


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
    return text[1:]
