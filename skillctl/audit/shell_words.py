"""Shell words and command arguments as the shell model reads them.

Flags split from their values (``-dX``, ``--data=X``), the labels a URL's
query and path carry, ``echo``'s joined output, and what ``base64 -d`` or
``xxd -r -p`` make of a known constant.
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


def node_text(node: Node) -> str:
    return (node.text or b"").decode("utf-8", errors="replace")


def calls_in(node: Node, name: str) -> int:
    count = 0
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type == "command_name" and node_text(current) == name:
            count += 1
        stack.extend(current.children)
    return count


def split_flag(raw: str) -> tuple[str, str | None]:
    if raw.startswith("--") and "=" in raw:
        flag, value = raw.split("=", 1)
        return flag, value
    if re.fullmatch(r"-[dFTHoXu].+", raw):
        return raw[:2], raw[2:]
    return raw, None


def url_payload(url: Value) -> Value:
    """The labels of what is placed into a URL after its host: the query and path are payload."""
    tags = [t for t in url.tags if t.label is not Label.SECRET]
    for text in url.texts:
        if re.match(r"^(?:https?|ftp)://", text) or "?" in text:
            return url  # a literal host came first: every label is in the payload part
    return Value(url.texts, frozenset(tags))


def joined(args: list[Value]) -> Value:
    parts: list[Value] = []
    for index, arg in enumerate(args):
        if index:
            parts.append(Value.of(" "))
        parts.append(arg)
    return flow.concat(*parts) if parts else Value.of("")


def decode(name: str, texts: list[str], stdin: Value) -> Value:
    if name == "rev":
        flipped = tuple(
            t if flow.UNKNOWN in t else "\n".join(line[::-1] for line in t.split("\n"))
            for t in stdin.texts
        )
        return Value(flipped, stdin.tags | {Tag(Label.DECODED)})
    decoding = name != "base64" or any(t in ("-d", "-D", "--decode", "-di") for t in texts)
    if name == "xxd" and "-r" not in "".join(texts):
        decoding = False
    if name == "openssl" and not ({"-d", "base64"} & set(texts)):
        decoding = False
    if not decoding:
        return Value.unknown(*stdin.tags)
    decoded: list[str] = []
    for text in stdin.texts:
        if flow.UNKNOWN in text:
            decoded.append(flow.UNKNOWN)
            continue
        try:
            raw = bytes.fromhex(text.strip()) if name == "xxd" else base64.b64decode(text.strip())
            decoded.append(raw.decode("utf-8"))
        except (ValueError, binascii.Error, UnicodeDecodeError):
            decoded.append(flow.UNKNOWN)
    return Value(tuple(decoded) or (flow.UNKNOWN,), stdin.tags | {Tag(Label.DECODED)})


def unescape(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def ansi_c(body: str) -> str:
    def one(match: re.Match[str]) -> str:
        return chr(int(match.group(1), 16))

    return re.sub(r"\\x([0-9a-fA-F]{2})", one, body)


_SPECIFIER = re.compile(r"%(?:%|[-+ 0#]*\d*(?:\.\d+)?([sdibxXoucq]))")


def printf_format(fmt: Value, args: list[Value]) -> Value:
    """What ``printf FORMAT ARGS…`` prints: each ``%s`` (``%d``, ``%b`` …) takes the next
    argument, and the format is reused while arguments remain, as the shell does."""
    template = fmt.texts[0] if fmt.texts else flow.UNKNOWN
    pieces = _SPECIFIER.split(template)  # text, conversion, text, conversion, …
    conversions = len(pieces) // 2
    if flow.UNKNOWN in template or conversions == 0:
        return flow.concat(fmt, *args) if args else fmt
    parts: list[Value] = []
    queue = list(args)
    rounds = 0
    while True:
        for index, piece in enumerate(pieces):
            if index % 2 == 0:
                parts.append(Value.of(_escapes(piece)))
            elif piece is None:
                parts.append(Value.of("%"))
            else:
                parts.append(queue.pop(0) if queue else Value.of(""))
        rounds += 1
        if not queue or rounds >= 16:
            break
    tags = fmt.tags
    value = flow.concat(*parts)
    return Value(value.texts, value.tags | tags)


def _escapes(text: str) -> str:
    return text.replace("\\n", "\n").replace("\\t", "\t")
