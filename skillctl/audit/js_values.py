"""Expressions of the JavaScript model: what a value can be, and where its data came from.

A mixin for the model's state (``js_ast``): strings and templates, escapes,
``process.env``/``process.argv``, members of ``require``d modules, ``a || b``
and ``a ? b : c`` as either side, arrays and objects rendered as text,
calls — decoders, ``path.join``, downloads, ``[…].join``, reversal chains,
and the file's own small functions computed for each call.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from skillctl.audit import flow
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.js_syntax import callee_text
from skillctl.audit.js_syntax import decode
from skillctl.audit.js_syntax import escape
from skillctl.audit.js_syntax import expression_body
from skillctl.audit.js_syntax import joined
from skillctl.audit.js_syntax import node_text
from skillctl.audit.js_syntax import parameters

if TYPE_CHECKING:
    from tree_sitter import Node

    from skillctl.audit.js_sinks import Sinks

MAX_DEPTH = 150
MAX_INLINE = 2  # small functions computed inside one another, at most
_PROCESS_ENV = re.compile(r"process\.env(?:\.(\w+)|\[\s*['\"`](\w+)['\"`]\s*\])?")
_PASS_THROUGH = frozenset({"JSON.stringify", "JSON.parse", "String", "structuredClone",
                           "Array.from", "Object.assign", "Promise.resolve", "decodeURIComponent",
                           "encodeURIComponent", "path.normalize", "path.basename"})  # fmt: skip
_SAME_METHODS = frozenset({"toString", "text", "json", "trim", "trimEnd", "trimStart",
                           "arrayBuffer", "then", "filter", "map", "slice", "concat", "flat",
                           "sort", "reverse", "toSorted", "toLowerCase", "toUpperCase",
                           "padStart", "padEnd", "normalize", "valueOf"})  # fmt: skip


class JsValues:
    """What expressions evaluate to; the state it reads is the model's (``js_ast._State``)."""

    env: dict[str, Value]
    arrays: dict[str, list[Value]]
    bodies: dict[str, Node]
    inlining: set[str]
    returns: dict[str, Value]
    budget: int
    sinks: Sinks

    def expr(self, node: Node, depth: int) -> Value:
        kind = node.type
        self.budget -= 1
        if depth > MAX_DEPTH or self.budget < 0:
            return Value.unknown()
        if kind in ("string", "template_string"):
            parts = [self.expr(c, depth + 1) for c in node.named_children]
            return flow.concat(*parts) if parts else Value.of("")
        if kind == "string_fragment":
            return Value.of(node_text(node))
        if kind == "escape_sequence":
            raw = node_text(node)
            hidden = raw.startswith(("\\x", "\\u"))
            return Value.of(escape(raw), *([Tag(Label.DECODED)] if hidden else []))
        if kind == "template_substitution":
            inner = node.named_children
            return self.expr(inner[0], depth + 1) if inner else Value.unknown()
        if kind in ("number", "true", "false", "null"):
            return Value.of(node_text(node))
        if kind in ("identifier", "shorthand_property_identifier"):
            return self.env.get(node_text(node), Value.unknown())
        if kind in ("member_expression", "subscript_expression"):
            return self.member(node, depth)
        if kind == "binary_expression":
            left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
            parts = [self.expr(p, depth + 1) for p in (left, right) if p is not None]
            operator = node.child_by_field_name("operator")
            op = node_text(operator) if operator is not None else "+"
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
                Value.of(node_text(key).strip("'\"`"))
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
        code = node_text(node).replace("?.", ".")
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
                    node_text(key)
                    if key.type == "property_identifier"
                    else self.expr(key, depth + 1).texts[0]
                )
                return Value.of(f"{base}.{prop}")
        return (
            Value.unknown(*self.expr(obj, depth + 1).tags) if obj is not None else Value.unknown()
        )

    def items(self, node: Node) -> list[Value]:
        if node.type == "array":
            return [self.expr(c, 0) for c in node.named_children]
        return self.arrays.get(node_text(node), [])

    def args(self, node: Node) -> list[Node]:
        arguments = node.child_by_field_name("arguments")
        return [a for a in arguments.named_children if a.type != "comment"] if arguments else []

    def call_value(self, node: Node, depth: int) -> Value:
        callee = callee_text(node)
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
            return decode(values[0], encoding)
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
                return joined(items, separator)
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
        body = expression_body(function)
        if body is None:
            return None
        params = parameters(function.child_by_field_name("parameters") or function.child_by_field_name("parameter"))  # fmt: skip
        saved = {p: self.env.get(p) for p, _, _ in params if p}
        for index, (param, default, is_rest) in enumerate(params):
            if not param:
                continue
            if is_rest:
                self.env[param] = joined(values[index:])
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
        callee = callee_text(node)
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
            bound = self.env.get(node_text(fn))
            text = bound.texts[0] if bound is not None else ""
            return (
                text.removeprefix("require:") if text.startswith("require:") else callee_text(node)
            )
        if fn.type in ("member_expression", "subscript_expression"):
            named = self.member(fn, 0).texts[0]
            if named.startswith("require:"):
                return named.removeprefix("require:")
        return callee_text(node)

    def char_codes(self, args: list[Node]) -> Value:
        codes: list[Value] = []
        for arg in args:
            if arg.type == "spread_element" and arg.named_children:
                name = node_text(arg.named_children[0])
                codes += self.arrays.get(name, [Value.unknown()])
            else:
                codes.append(self.expr(arg, 0))
        try:
            text = "".join(chr(int(c.texts[0], 0)) for c in codes)
        except (ValueError, OverflowError):
            text = flow.UNKNOWN
        return Value.of(text, Tag(Label.DECODED))
