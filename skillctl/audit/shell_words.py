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


def translate(texts: list[str], stdin: Value) -> Value:
    """``tr SET1 SET2`` on known text: the sets with their ranges expanded. A translation that
    maps letters onto other letters (rot13 and kin) is a decoding: its output is labelled so."""
    sets = [t for t in texts if not t.startswith("-")]
    if any(t.startswith("-") for t in texts) or len(sets) != 2:
        return Value.unknown(*stdin.tags)
    source, target = _tr_set(sets[0]), _tr_set(sets[1])
    if not source or not target or len(source) > 256:
        return Value.unknown(*stdin.tags)
    target = target + target[-1] * (len(source) - len(target))
    table = str.maketrans(source, target[: len(source)])
    out = tuple(t if flow.UNKNOWN in t else t.translate(table) for t in stdin.texts)
    letters = [(a, b) for a, b in zip(source, target, strict=False) if a.isalpha()]
    rotated = len(letters) >= 13 and all(b.isalpha() and a.lower() != b.lower() for a, b in letters)
    return Value(out, stdin.tags | ({Tag(Label.DECODED)} if rotated else frozenset()))


def _tr_set(spec: str) -> str:
    """A ``tr`` set with ``a-z`` ranges expanded (classes such as [:upper:] are not read)."""
    if "[:" in spec:
        return ""
    out: list[str] = []
    index = 0
    while index < len(spec):
        if index + 2 < len(spec) and spec[index + 1] == "-" and spec[index] <= spec[index + 2]:
            out += [chr(c) for c in range(ord(spec[index]), ord(spec[index + 2]) + 1)]
            index += 3
        else:
            out.append(spec[index])
            index += 1
    return "".join(out)


def unescape(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def unescape_quoted(text: str) -> str:
    """Inside double quotes a backslash escapes only ``$ ` " \\`` and a newline; ``"%s\\n"``
    keeps its backslash for printf."""
    return re.sub(r"\\([$`\"\\\n])", r"\1", text)


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
    if flow.UNKNOWN in template:
        return flow.concat(fmt, *args) if args else fmt
    if conversions == 0:
        return Value.of(_escapes(template), *fmt.tags)
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
                arg = queue.pop(0) if queue else Value.of("")
                parts.append(_converted(piece, arg))
        rounds += 1
        if not queue or rounds >= 16:
            break
    tags = fmt.tags
    value = flow.concat(*parts)
    return Value(value.texts, value.tags | tags)


def _converted(conversion: str, arg: Value) -> Value:
    """``%o``, ``%x``, ``%d`` of a number the shell knows: the digits printf would print."""
    if conversion not in "oxXd" or not arg.is_known:
        return arg
    try:
        number = int(arg.texts[0], 0)
    except ValueError:
        return arg
    shown = {"o": f"{number:o}", "x": f"{number:x}", "X": f"{number:X}", "d": str(number)}
    return Value((shown[conversion],), arg.tags)


_ARITH_NUMBER = re.compile(r"\b(\d+)#([0-9A-Za-z]+)\b|\b0[xX][0-9a-fA-F]+\b|\b0[0-7]+\b|\b\d+\b")
_ARITH_ALLOWED = re.compile(r"^[0-9\s|&^~+\-*/%()<>]*$")


def arithmetic(expression: str) -> str | None:
    """The value of a shell arithmetic expression over literal numbers (``8#4000 | 8#755``,
    ``0x1F90 + 1``), or None when it names a variable or anything else."""

    def number(match: re.Match[str]) -> str:
        if match.group(1):
            try:
                return str(int(match.group(2), int(match.group(1))))
            except ValueError:
                return "x"
        text = match.group(0)
        if text.lower().startswith("0x"):
            return str(int(text, 16))
        if len(text) > 1 and text.startswith("0"):
            return str(int(text, 8))
        return text

    decimal = _ARITH_NUMBER.sub(number, expression)
    if not _ARITH_ALLOWED.match(decimal) or len(decimal) > 200 or "**" in decimal:
        return None
    import ast
    import operator

    binary = {ast.BitOr: operator.or_, ast.BitAnd: operator.and_, ast.BitXor: operator.xor,
              ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
              ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod,
              ast.LShift: operator.lshift, ast.RShift: operator.rshift}  # fmt: skip

    def value(node: ast.AST) -> int:
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return node.value
        if isinstance(node, ast.BinOp) and type(node.op) in binary:
            right = value(node.right)
            if isinstance(node.op, ast.LShift | ast.RShift) and not 0 <= right <= 64:
                raise ValueError(right)
            return int(binary[type(node.op)](value(node.left), right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.Invert):
            return -value(node.operand) if isinstance(node.op, ast.USub) else ~value(node.operand)
        raise ValueError(node)

    try:
        return str(value(ast.parse(decimal.strip().replace("/", "//"), mode="eval").body))
    except (SyntaxError, ValueError, ZeroDivisionError, RecursionError, OverflowError):
        return None


def _escapes(text: str) -> str:
    """printf's escapes in its format: ``\\n``, ``\\t``, ``\\xHH`` and octal ``\\NNN``."""
    text = re.sub(r"\\x([0-9a-fA-F]{1,2})", lambda m: chr(int(m.group(1), 16)), text)
    text = re.sub(r"\\([0-7]{1,3})", lambda m: chr(int(m.group(1), 8)), text)
    return text.replace("\\n", "\n").replace("\\t", "\t")
