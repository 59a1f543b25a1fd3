"""Command lines rebuilt from a Python file's subprocess calls, for the shell rules and model.

``subprocess.run(["curl", "-d", f"@{KEY}", URL])`` hides a command from line
regexes; joined from its constants it reads as the shell line it runs. Names
bound once to a string literal are substituted; any other part becomes
``X``, so the shape survives. The module is the one libcst parse the tree
caches; positions are computed only for files that have such a call.
"""

from __future__ import annotations

import ast
import shlex

import libcst as cst

_RUNNERS = frozenset(
    {"run", "call", "check_call", "check_output", "Popen", "getoutput", "getstatusoutput",
     "system", "popen", "execv", "execvp", "execl", "execlp", "spawnl", "create_subprocess_exec",
     "create_subprocess_shell"}
)  # fmt: skip
_MODULES = frozenset({"subprocess", "os", "asyncio"})
MAX_COMMANDS = 200
# The derived-text channel and the shell model both read a file's commands: the last
# few modules' results are kept (with the module, so its id stays unique).
_BUILT: dict[int, tuple[cst.Module, list[tuple[int, str]]]] = {}
_KEPT = 16


class _Collector(cst.CSTVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.strings: dict[str, str] = {}
        self.imported: set[str] = set()
        self.calls: list[tuple[cst.Call, str]] = []

    def visit_ImportFrom(self, node: cst.ImportFrom) -> None:
        module = node.module
        if (
            isinstance(module, cst.Name)
            and module.value in _MODULES
            and not isinstance(node.names, cst.ImportStar)
        ):
            self.imported |= {a.name.value for a in node.names if isinstance(a.name, cst.Name)}

    def visit_Assign(self, node: cst.Assign) -> None:
        text = _literal(node.value, self.strings)
        if text is None:
            return
        for target in node.targets:
            if isinstance(target.target, cst.Name):
                self.strings[target.target.value] = text

    def visit_Call(self, node: cst.Call) -> None:
        if len(self.calls) >= MAX_COMMANDS or not node.args:
            return
        func = node.func
        if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
            is_runner = func.value.value in _MODULES and func.attr.value in _RUNNERS
        else:
            is_runner = (
                isinstance(func, cst.Name)
                and func.value in self.imported
                and func.value in _RUNNERS
            )
        if not is_runner:
            return
        first = node.args[0].value
        if isinstance(first, cst.List | cst.Tuple):
            parts = [
                _literal(e.value, self.strings)
                for e in first.elements
                if isinstance(e, cst.Element)
            ]
            command = shlex.join(p if p is not None else "X" for p in parts)
        else:
            command = _literal(first, self.strings) or ""
        if command:
            self.calls.append((node, command))


def _literal(node: cst.BaseExpression, strings: dict[str, str]) -> str | None:
    """The string an expression is, when it is built from literals and known names only."""
    if isinstance(node, cst.SimpleString):
        try:
            value = ast.literal_eval(node.value)
        except (ValueError, SyntaxError):
            return None
        return value if isinstance(value, str) else None
    if isinstance(node, cst.Name):
        return strings.get(node.value)
    if isinstance(node, cst.ConcatenatedString):
        left, right = _literal(node.left, strings), _literal(node.right, strings)
        return left + right if left is not None and right is not None else None
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Add):
        left, right = _literal(node.left, strings), _literal(node.right, strings)
        return left + right if left is not None and right is not None else None
    if isinstance(node, cst.FormattedString):
        parts: list[str] = []
        for part in node.parts:
            if isinstance(part, cst.FormattedStringText):
                parts.append(part.value)
            elif isinstance(part, cst.FormattedStringExpression):
                parts.append(_literal(part.expression, strings) or "X")
        return "".join(parts)
    return None


def python_argv(module: cst.Module) -> list[tuple[int, str]]:
    """(line, command line) for each subprocess call whose command is built from constants."""
    kept = _BUILT.get(id(module))
    if kept is not None and kept[0] is module:
        return kept[1]
    found = _build(module)
    if len(_BUILT) >= _KEPT:
        _BUILT.pop(next(iter(_BUILT)))
    _BUILT[id(module)] = (module, found)
    return found


def _build(module: cst.Module) -> list[tuple[int, str]]:
    collector = _Collector()
    module.visit(collector)
    if not collector.calls:
        return []
    from libcst.metadata import MetadataWrapper
    from libcst.metadata import PositionProvider

    positions = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    return [
        (int(positions[call].start.line) if call in positions else 1, " ".join(command.split()))
        for call, command in collector.calls
    ]
