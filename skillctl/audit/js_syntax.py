"""Syntax-tree helpers for the JavaScript model: names, callees, parameters, functions, escapes.

Pure functions over tree-sitter nodes (no state): what a call's callee reads
as, which variable an expression hangs off, a function's parameters and
name, the file's named functions, a small function's expression, and how
decoders and string escapes turn a value into text.
"""

from __future__ import annotations

import base64
import binascii
import re
from typing import TYPE_CHECKING

from skillctl.audit import flow
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value

if TYPE_CHECKING:
    from tree_sitter import Node

FUNCTIONS = frozenset({"function_declaration", "function_expression", "arrow_function",
                       "method_definition", "generator_function_declaration", "function"})  # fmt: skip
_SPACES = re.compile(r"\s+")


def node_text(node: Node) -> str:
    return (node.text or b"").decode("utf-8", errors="replace")


def joined(items: list[Value], separator: Value | None = None) -> Value:
    parts: list[Value] = []
    for index, item in enumerate(items):
        parts += [separator or Value.of(" ")] * bool(index) + [item]
    return flow.concat(*parts) if parts else Value.of("")


def callee_text(node: Node) -> str:
    fn = node.child_by_field_name("function") or node.child_by_field_name("constructor")
    if fn is None:
        return ""
    return _SPACES.sub("", node_text(fn)).replace("?.", ".")[:200]


def method_name(node: Node) -> str:
    """The name a call invokes: a member call's property (``join`` of ``[…long…].join(" ")``,
    whatever the length of its receiver), else the callee's last part."""
    fn = node.child_by_field_name("function")
    if fn is not None and fn.type == "member_expression":
        prop = fn.child_by_field_name("property")
        if prop is not None:
            return node_text(prop)
    return callee_text(node).rsplit(".", 1)[-1]


def root_name(node: Node) -> str | None:
    while node.type in ("member_expression", "subscript_expression", "call_expression"):
        inner = node.child_by_field_name("object") or node.child_by_field_name("function")
        if inner is None:
            return None
        node = inner
    return node_text(node) if node.type in ("identifier", "this") else None


def identifiers(node: Node) -> list[str]:
    names: list[str] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type in ("identifier", "shorthand_property_identifier_pattern"):
            names.append(node_text(current))
        stack.extend(current.named_children)
    return names


def parameters(params: Node | None) -> list[tuple[str, Node | None, bool]]:
    """(name, default, is_rest) of each parameter of a function."""
    if params is None:
        return []
    if params.type == "identifier":
        return [(node_text(params), None, False)]
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
            found.append((node_text(pattern), default, is_rest))
        else:
            found.append(("", None, False))
    return [(n, d, r) for n, d, r in found]


def function_name(node: Node) -> str | None:
    name = node.child_by_field_name("name")
    if name is not None:
        return node_text(name)
    parent = node.parent
    if parent is None:
        return None
    if parent.type == "variable_declarator":
        declared = parent.child_by_field_name("name")
        return (
            node_text(declared) if declared is not None and declared.type == "identifier" else None
        )
    if parent.type == "pair":
        key = parent.child_by_field_name("key")
        return node_text(key).strip("'\"") if key is not None else None
    if parent.type == "assignment_expression":
        left = parent.child_by_field_name("left")
        return node_text(left).removeprefix("this.") if left is not None else None
    return None


def enclosing_name(node: Node) -> str | None:
    """The nearest named function around ``node`` (callbacks inside it belong to it)."""
    current = node.parent
    while current is not None:
        if current.type in FUNCTIONS:
            name = function_name(current)
            if name:
                return name
        current = current.parent
    return None


def is_parameter(node: Node, name: str) -> bool:
    """Whether ``name`` is a parameter of a function around ``node`` (``resolve`` in
    ``new Promise((resolve) => …)``), not a module's function imported under that name."""
    current = node.parent
    while current is not None:
        if current.type in FUNCTIONS:
            params = current.child_by_field_name("parameters") or current.child_by_field_name(
                "parameter"
            )
            if params is not None and any(
                (c.text or b"").decode("utf-8", "replace") == name
                for c in ([params] if params.type == "identifier" else params.named_children)
            ):
                return True
        current = current.parent
    return False


def functions(tree: Node) -> dict[str, Node]:
    """The file's named functions (the first of each name)."""
    found: dict[str, Node] = {}
    stack = [tree]
    while stack:
        current = stack.pop()
        if current.type in FUNCTIONS:
            name = function_name(current)
            if name:
                found.setdefault(name, current)
        stack.extend(reversed(current.named_children))
    return found


def expression_body(function: Node) -> Node | None:
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


def decode(value: Value, encoding: str) -> Value:
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


def escape(text: str) -> str:
    found = re.fullmatch(r"\\(?:x([0-9a-fA-F]{2})|u\{?([0-9a-fA-F]{4,6})\}?)", text)
    if found:
        return chr(int(found.group(1) or found.group(2), 16))
    return _SIMPLE_ESCAPES.get(text[1:], text[1:])


_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "b": "\b", "f": "\f", "v": "\v"}
