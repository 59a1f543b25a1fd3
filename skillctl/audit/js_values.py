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
from skillctl.audit.js_methods import JsMethods
from skillctl.audit.js_structs import MAX_ITEMS
from skillctl.audit.js_structs import Fields
from skillctl.audit.js_structs import Listed
from skillctl.audit.js_structs import arithmetic
from skillctl.audit.js_structs import either
from skillctl.audit.js_structs import fields
from skillctl.audit.js_structs import from_document
from skillctl.audit.js_structs import items_of
from skillctl.audit.js_structs import listed
from skillctl.audit.js_structs import literal_number
from skillctl.audit.js_structs import member_of
from skillctl.audit.js_structs import number
from skillctl.audit.js_structs import rest_of
from skillctl.audit.js_structs import to_number
from skillctl.audit.js_syntax import callee_text
from skillctl.audit.js_syntax import decode
from skillctl.audit.js_syntax import escape
from skillctl.audit.js_syntax import expression_body
from skillctl.audit.js_syntax import joined
from skillctl.audit.js_syntax import method_name
from skillctl.audit.js_syntax import node_text
from skillctl.audit.js_syntax import parameters

if TYPE_CHECKING:
    from tree_sitter import Node

    from skillctl.audit.bundled import Bundled
    from skillctl.audit.js_sinks import Sinks

MAX_DEPTH = 150
MAX_INLINE = 4  # small functions computed inside one another, at most
_FUNCTION_VALUE = re.compile(r"^\(?\s*(?:Object\.getPrototypeOf\()?\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>|\w+\s*=>)|^Function\.prototype$")  # fmt: skip
_PROCESS_ENV = re.compile(r"process\.env(?:\.(\w+)|\[\s*['\"`](\w+)['\"`]\s*\])?")
_GLOBAL_OBJECTS = frozenset({"globalThis", "window", "global", "self"})
_PASS_THROUGH = frozenset({"JSON.stringify", "JSON.parse", "String", "structuredClone",
                           "Array.from", "Object.assign", "Promise.resolve", "decodeURIComponent",
                           "encodeURIComponent", "path.normalize", "path.basename"})  # fmt: skip
_SAME_METHODS = frozenset({"toString", "text", "json", "trim", "trimEnd", "trimStart",
                           "arrayBuffer", "then", "filter", "map", "slice", "concat", "flat",
                           "sort", "reverse", "toSorted", "toLowerCase", "toUpperCase",
                           "padStart", "padEnd", "normalize", "valueOf"})  # fmt: skip


class JsValues(JsMethods):
    """What expressions evaluate to; the state it reads is the model's (``js_ast._State``)."""

    env: dict[str, Value]
    bundled: Bundled | None
    bodies: dict[str, Node]
    inlining: set[int]
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
            text = escape(raw)
            # only a character that could have been written as itself hides something: a
            # control character, a blank or an emoji spelled as an escape is ordinary
            hidden = raw.startswith(("\\x", "\\u")) and all(
                "!" <= c <= "~" and c not in "'\"`\\" for c in text
            )
            return Value.of(text, *([Tag(Label.DECODED)] if hidden else []))
        if kind == "template_substitution":
            substituted = node.named_children
            return self.expr(substituted[0], depth + 1) if substituted else Value.unknown()
        if kind == "number":
            parsed = literal_number(node_text(node))
            return number(parsed) if parsed is not None else Value.of(node_text(node))
        if kind in ("true", "false", "null"):
            return Value.of(node_text(node))
        if kind == "unary_expression":
            operand = node.child_by_field_name("argument")
            operator = node.child_by_field_name("operator")
            inner = self.expr(operand, depth + 1) if operand is not None else Value.unknown()
            if operator is not None and node_text(operator) in ("-", "+"):
                value = to_number(inner)
                if value is not None:
                    return number(-value if node_text(operator) == "-" else value)
            return Value.unknown(*inner.tags)
        if kind in ("identifier", "shorthand_property_identifier"):
            name = node_text(node)
            if name in ("__dirname", "__filename") and name not in self.env:
                return Value.of("__file__/.." if name == "__dirname" else "__file__")
            return self.env.get(name, Value.unknown())
        if kind in ("member_expression", "subscript_expression"):
            return self.member(node, depth)
        if kind == "binary_expression":
            left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
            parts = [self.expr(p, depth + 1) for p in (left, right) if p is not None]
            operator = node.child_by_field_name("operator")
            op = node_text(operator) if operator is not None else "+"
            if op == "&&" and len(parts) == 2:  # the left only when it is falsy (empty)
                return (
                    parts[1] if isinstance(parts[1], Listed) else flow.union(parts[1], Value.of(""))
                )
            if op in ("||", "??", "&&"):
                return either(*parts)
            computed = arithmetic(op, *parts) if len(parts) == 2 else None
            if computed is not None:
                return computed
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
            wrapped = node.named_children
            return self.expr(wrapped[0], depth + 1) if wrapped else Value.unknown()
        if kind == "ternary_expression":
            branches = [node.child_by_field_name(f) for f in ("consequence", "alternative")]
            return either(*(self.expr(b, depth + 1) for b in branches if b is not None))
        if kind == "array":
            return listed(self.spread_values(node.named_children, depth))
        if kind == "object":
            return self.object_value(node, depth)
        return Value.unknown()

    def bundled_document(self, path: Value) -> Value | None:
        if self.bundled is None or len(path.texts) != 1:
            return None
        found = self.bundled.document(path.texts[0])
        return from_document(found) if found is not None else None

    def spread_values(self, nodes: list[Node], depth: int) -> list[Value]:
        """The values of array elements or call arguments, ``...spread`` arrays expanded."""
        values: list[Value] = []
        for child in nodes[:MAX_ITEMS]:
            if child.type == "comment":
                continue
            if child.type == "spread_element" and child.named_children:
                inner = self.expr(child.named_children[0], depth + 1)
                spread = items_of(inner)
                values += list(spread) if spread is not None else [Value.unknown(*inner.tags)]
            else:
                values.append(self.expr(child, depth + 1))
        return values

    def object_value(self, node: Node, depth: int) -> Value:
        """An object literal: its keys and values (``...other`` merged in), so a settings file
        written from it is judged by its content and ``TABLE[key]`` reads the value."""
        pairs: list[tuple[str, Value]] = []
        for child in node.named_children[:MAX_ITEMS]:
            if child.type == "pair":
                key, value = child.child_by_field_name("key"), child.child_by_field_name("value")
                if key is None:
                    continue
                if key.type == "computed_property_name":
                    computed = self.expr(key.named_children[0], depth + 1) if key.named_children else Value.unknown()  # fmt: skip
                    shown = computed.texts[0] if computed.is_known else flow.UNKNOWN
                else:
                    shown = node_text(key).strip("'\"`")
                pairs.append((shown, self.expr(value, depth + 1) if value is not None else Value.unknown()))  # fmt: skip
            elif child.type == "shorthand_property_identifier":
                name = node_text(child)
                pairs.append((name, self.env.get(name, Value.unknown())))
            elif child.type == "spread_element" and child.named_children:
                inner = self.expr(child.named_children[0], depth + 1)
                pairs += list(inner.pairs) if isinstance(inner, Fields) else [(flow.UNKNOWN, inner)]
        return fields(pairs)

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
        if code in ("import.meta.url", "import.meta.filename"):
            return Value.of("__file__")
        if code == "import.meta.dirname":
            return Value.of("__file__/..")
        if code in self.env:
            return self.env[code]
        obj = node.child_by_field_name("object")
        key = node.child_by_field_name("property") or node.child_by_field_name("index")
        if obj is None or key is None:
            return Value.unknown()
        name = (
            Value.of(node_text(key))
            if key.type in ("property_identifier", "private_property_identifier")
            else self.expr(key, depth + 1)
        )
        owner = node_text(obj).replace("?.", ".")
        if name.texts == ("constructor",) and _FUNCTION_VALUE.search(owner):
            # (async () => {}).constructor, Object.getPrototypeOf(async function(){}).constructor:
            # the Function constructor by another name
            return Value.of("require:Function")
        if owner == "process" and name.texts == ("env",):  # process[["e", "n", "v"].join("")]
            return Value.unknown(Tag(Label.SECRET, "environment"))
        if owner == "process.env":
            return flow.env_value(name.texts[0]) if name.is_known else Value.unknown(Tag(Label.SECRET, "environment"))  # fmt: skip
        if owner in _GLOBAL_OBJECTS and name.is_known and owner not in self.env:
            return Value.of(f"require:{name.texts[0]}")  # globalThis["fe" + "tch"]
        base = self.expr(obj, depth + 1) if depth < MAX_DEPTH else Value.unknown()
        if base.texts[0].startswith("require:") and depth < 8:
            return Value.of(f"{base.texts[0]}.{name.texts[0]}")
        member = member_of(base, name)
        return member if member is not None else Value.unknown(*base.tags)

    def items(self, node: Node) -> list[Value]:
        found = items_of(self.expr(node, 0))
        return list(found) if found is not None and node.type != "string" else []

    def args(self, node: Node) -> list[Node]:
        arguments = node.child_by_field_name("arguments")
        return [a for a in arguments.named_children if a.type != "comment"] if arguments else []

    def call_value(self, node: Node, depth: int) -> Value:
        callee = callee_text(node)
        last = method_name(node)
        args = self.args(node)
        values = self.spread_values(args, depth)
        fn = node.child_by_field_name("function")
        obj = fn.child_by_field_name("object") if fn is not None and fn.type == "member_expression" else None  # fmt: skip
        if callee == "String.fromCharCode":
            return self.char_codes(values)
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
        if callee in ("fileURLToPath", "url.fileURLToPath", "path.normalize") and values:
            return values[0]
        if callee in ("path.dirname", "dirname", "path.posix.dirname") and values:
            return flow.dirname(values[0])
        if (
            callee == "URL"
            and len(values) > 1
            and "import.meta.url" in node_text(self.args(node)[1])
        ):
            # new URL("../assets/x.json", import.meta.url): a path beside this script
            return flow.concat(Value.of("__file__/../"), values[0])
        if (
            last in ("readFileSync", "readFile", "readTextFile", "readTextFileSync")
            or callee == "require"
        ) and values:
            found = self.bundled_document(values[0])
            if found is not None:
                return found  # one of the skill's own data files
            if callee != "require":
                return self.sinks.read(values[0])
        if callee in ("fetch", "axios", "axios.get", "got", "request", "http.get", "https.get"):
            return Value.unknown(Tag(Label.REMOTE))
        if callee == "require" and values:
            return Value.of(f"require:{values[0].texts[0]}")
        computed = self.method_value(node, obj, args, values, depth)
        if computed is not None:
            return computed
        name = callee.removeprefix("this.")
        rotated = self.rotation(name, values)
        if rotated is not None:
            return rotated
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

    def rotation(self, name: str, values: list[Value]) -> Value | None:
        """One of the file's functions that rotates letters (a hand-written rot13), applied."""
        function = self.bodies.get(name)
        if function is None or not values or not values[0].is_known:
            return None
        shift = flow.letter_shift(node_text(function))
        return flow.shifted(values[0], shift) if shift is not None else None

    def inline(self, name: str, values: list[Value], depth: int) -> Value | None:
        """A small function of the file (``h = x => Buffer.from(x, 'hex').toString()``)
        computed for this call's arguments, not for every call's at once."""
        function = self.bodies.get(name)
        return self.inline_node(function, values, depth) if function is not None else None

    def apply(self, function: Node, values: list[Value], depth: int) -> Value | None:
        """A callback (an arrow, a function expression, or one of the file's functions by
        name) computed for one call's arguments."""
        if function.type == "identifier":
            return self.inline(node_text(function), values, depth)
        return self.inline_node(function, values, depth)

    def inline_node(self, function: Node, values: list[Value], depth: int) -> Value | None:
        if function.id in self.inlining or len(self.inlining) >= MAX_INLINE:
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
                self.env[param] = rest_of(values[index:])
            elif index < len(values):
                self.env[param] = values[index]
            else:
                self.env[param] = (
                    self.expr(default, depth + 1) if default is not None else Value.unknown()
                )
        self.inlining.add(function.id)
        try:
            return self.expr(body, depth + 1)
        finally:
            self.inlining.discard(function.id)
            for param, old in saved.items():
                if old is None:
                    self.env.pop(param, None)
                else:
                    self.env[param] = old

    def string_lists(self, node: Node, depth: int) -> Value | None:
        """``s.split('').reverse().join('')`` and kin on a known string, computed."""
        found = self.pieces(node, depth)
        if not isinstance(found, tuple):
            return None
        code = node_text(node)
        # a string written backwards is only written that way to hide it
        hidden = ".reverse(" in code or ".toReversed(" in code
        return Value(found, frozenset({Tag(Label.DECODED)}) if hidden else frozenset())

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
        last = method_name(node)
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

    def char_codes(self, codes: list[Value]) -> Value:
        try:
            text = "".join(chr(int(c.texts[0], 0)) for c in codes)
        except (ValueError, OverflowError):
            text = flow.UNKNOWN
        return Value.of(text, Tag(Label.DECODED))
