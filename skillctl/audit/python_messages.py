"""Lines of a Python file whose strings are words for people, not values the code uses: a
docstring (or any string standing alone as a statement) and the text given to ``print``, a
logger, ``sys.stdout.write``, ``warnings.warn`` or an argparse ``help``/``description``. A
credential path written there is named, never opened: nothing the code does reads it.
"""

from __future__ import annotations

import ast

_SPEAKERS = frozenset({"print", "warn", "write", "debug", "info", "warning", "error", "critical",
                       "exception", "echo", "secho", "add_argument", "ArgumentParser"})  # fmt: skip
_SPOKEN_KEYWORDS = frozenset({"help", "description", "epilog", "msg", "message"})


def message_lines(text: str) -> set[int]:
    """The lines that hold only such strings (an f-string's parts included)."""
    try:
        module = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return set()
    lines: set[int] = set()
    for node in ast.walk(module):
        if isinstance(node, ast.Expr) and _is_text(node.value):
            lines |= _span(node.value)
        elif isinstance(node, ast.Call) and _callee(node.func) in _SPEAKERS:
            spoken = [*node.args, *(k.value for k in node.keywords if k.arg in _SPOKEN_KEYWORDS)]
            if _callee(node.func) in ("add_argument", "ArgumentParser"):
                spoken = [k.value for k in node.keywords if k.arg in _SPOKEN_KEYWORDS]
            for arg in spoken:
                if _is_text(arg):
                    lines |= _span(arg)
    return lines


def _callee(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def _is_text(node: ast.expr) -> bool:
    return (isinstance(node, ast.Constant) and isinstance(node.value, str)) or isinstance(
        node, ast.JoinedStr
    )


def _span(node: ast.expr) -> set[int]:
    return set(range(node.lineno, (node.end_lineno or node.lineno) + 1))
