"""Findings in proportion to what the code does with whose input.

A dev-server helper that runs ``subprocess.Popen(args.server, shell=True)``
runs the command its user typed: the shell is the user's own, and flagging
it as a risk of the skill tells them nothing. A shell command found in a
Python script is lowered to low when its command is, provably, only
what came in on the command line: an attribute of the ``argparse`` result
or ``sys.argv``, directly or through names bound from them (loops and
assignments), with no text of the script's own mixed in; or when the
Python flow model saw every value it can hold come from the user's own
words, settings and project files (a Procfile, ``package.json`` scripts) or
from fixed text that the shell model reads itself and finds nothing in
(``npm run dev``). Anything else — data fetched or decoded, a parameter
whose caller we cannot see — stays as it is.

The check reads the stdlib ``ast`` of the file (never runs it) and only for
files that have such a finding.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from collections.abc import Iterator

from skillctl.audit.finding import Finding
from skillctl.audit.python_rules import COMPUTED_COMMAND
from skillctl.audit.python_rules import OS_SYSTEM
from skillctl.audit.python_rules import SHELL_TRUE
from skillctl.audit.tree import SkillFile
from skillctl.audit.tree import SkillTree

SHELL_RULES = frozenset({SHELL_TRUE.id, OS_SYSTEM.id, COMPUTED_COMMAND.id})
FLOW_DEMOTION = (
    "runs only the user's own words, settings or project files, or fixed text the audit read"
)
_SEPARATOR_CHARS = 2  # " ".join(args.cmd): a separator is not a command of the script's own
_PASS_THROUGH = frozenset({"zip", "enumerate", "list", "tuple", "str", "reversed", "sorted"})


def in_proportion(tree: SkillTree, findings: Iterable[Finding]) -> list[Finding]:
    """``findings`` with shell findings that only run the user's own command lowered."""
    result = []
    parsed: dict[str, ast.Module | None] = {}
    files = {f.path: f for f in tree.files if not f.is_symlink}
    for finding in findings:
        file = files.get(finding.path)
        if finding.rule_id not in SHELL_RULES or finding.line is None or file is None:
            result.append(finding)
            continue
        if finding.path not in parsed:
            try:
                parsed[finding.path] = ast.parse(file.text())
            except (SyntaxError, ValueError, RecursionError, MemoryError):
                parsed[finding.path] = None
        module, line = parsed[finding.path], finding.line
        if module is not None and _runs_only_cli_input(module, line):
            # To low: what is left is the user's own shell running the user's own words.
            finding = finding.demoted(
                finding.severity.rank, "runs the user's own command from the command line"
            )
        elif _users_own(tree, file, line):
            finding = finding.demoted(finding.severity.rank, FLOW_DEMOTION)
        result.append(finding)
    return result


def _users_own(tree: SkillTree, file: SkillFile, line: int) -> bool:
    """The flow model saw every command this shell runs come from the user's own words
    (command line, environment, project files such as a Procfile) or from fixed text in
    which the shell model finds nothing (``npm run dev``)."""
    from skillctl.audit.argv import python_model

    model = python_model(tree, file)
    return model is not None and line in model.sinks.user_commands


def _runs_only_cli_input(module: ast.Module, line: int) -> bool:
    calls = [
        (node, scope)
        for scope in _scopes(module)
        for node in _own_nodes(scope)
        if isinstance(node, ast.Call)
        and _is_shell_call(node)
        and node.lineno <= line <= (node.end_lineno or node.lineno)
    ]
    if not calls:
        return False
    namespaces = _cli_namespaces(module)
    for call, scope in calls:
        command = call.args[0] if call.args else _keyword(call, "args")
        if command is None or not _from_cli(command, scope, module, namespaces, depth=0):
            return False
    return True


def _is_shell_call(call: ast.Call) -> bool:
    """A call that hands its command to a shell: ``shell=True``, ``os.system``, ``os.popen``."""
    if any(k.arg == "shell" for k in call.keywords):
        return True
    func = call.func
    return isinstance(func, ast.Attribute) and func.attr in ("system", "popen")


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _scopes(module: ast.Module) -> Iterator[ast.AST]:
    yield module
    for node in ast.walk(module):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node


def _own_nodes(scope: ast.AST) -> Iterator[ast.AST]:
    """The nodes of ``scope`` that are not inside a nested function."""
    pending = list(ast.iter_child_nodes(scope))
    while pending:
        node = pending.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            continue
        yield node
        pending.extend(ast.iter_child_nodes(node))


def _cli_namespaces(module: ast.Module) -> frozenset[str]:
    """Names bound to ``….parse_args()`` / ``….parse_known_args()`` anywhere in the module."""
    names: set[str] = set()
    for node in ast.walk(module):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            func = node.value.func
            if isinstance(func, ast.Attribute) and func.attr in ("parse_args", "parse_known_args"):
                for target in node.targets:
                    names.update(_bound_names(target))
    return frozenset(names)


def _bound_names(target: ast.expr) -> Iterator[str]:
    if isinstance(target, ast.Name):
        yield target.id
    elif isinstance(target, ast.Tuple | ast.List):
        for element in target.elts:
            yield from _bound_names(element)


def _from_cli(
    expr: ast.expr, scope: ast.AST, module: ast.Module, namespaces: frozenset[str], depth: int
) -> bool:
    """Whether every value ``expr`` can hold comes from the command line."""
    if depth > 6:
        return False
    if isinstance(expr, ast.Attribute):
        root: ast.expr = expr
        while isinstance(root, ast.Attribute):
            root = root.value
        return isinstance(root, ast.Name) and root.id in namespaces
    if isinstance(expr, ast.ListComp | ast.GeneratorExp):
        bound = {n for g in expr.generators for n in _bound_names(g.target)}
        element_ok = (isinstance(expr.elt, ast.Name) and expr.elt.id in bound) or _from_cli(
            expr.elt, scope, module, namespaces, depth + 1
        )
        return element_ok and all(
            _from_cli(g.iter, scope, module, namespaces, depth + 1) for g in expr.generators
        )
    if isinstance(expr, ast.Subscript):
        return _is_sys_argv(expr.value) or _from_cli(
            expr.value, scope, module, namespaces, depth + 1
        )
    if _is_sys_argv(expr):
        return True
    if isinstance(expr, ast.Constant):
        return isinstance(expr.value, str) and len(expr.value) <= _SEPARATOR_CHARS
    if isinstance(expr, ast.Call):
        func = expr.func
        passes = (isinstance(func, ast.Name) and func.id in _PASS_THROUGH) or (
            isinstance(func, ast.Attribute)
            and func.attr == "join"
            and _from_cli(func.value, scope, module, namespaces, depth + 1)
        )
        return (
            passes
            and bool(expr.args)
            and all(_from_cli(a, scope, module, namespaces, depth + 1) for a in expr.args)
        )
    if isinstance(expr, ast.Name):
        values = list(_bindings(expr.id, scope)) or (
            list(_bindings(expr.id, module)) if scope is not module else []
        )
        return bool(values) and all(
            v is not None and _from_cli(v, scope, module, namespaces, depth + 1) for v in values
        )
    return False


def _is_sys_argv(expr: ast.expr) -> bool:
    return (
        isinstance(expr, ast.Attribute)
        and expr.attr == "argv"
        and isinstance(expr.value, ast.Name)
        and expr.value.id == "sys"
    )


def _bindings(name: str, scope: ast.AST) -> Iterator[ast.expr | None]:
    """What ``name`` is bound to in ``scope``; None for a binding we cannot follow."""
    if isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef):
        arguments = scope.args
        every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
        if any(a.arg == name for a in every):
            yield None
    for node in _own_nodes(scope):
        if (
            isinstance(node, ast.Assign) and any(name in _bound_names(t) for t in node.targets)
        ) or (
            isinstance(node, ast.AnnAssign | ast.AugAssign) and name in _bound_names(node.target)
        ):
            yield node.value
        elif isinstance(node, ast.For | ast.AsyncFor | ast.comprehension) and name in _bound_names(
            node.target
        ):
            yield node.iter
        elif (
            isinstance(node, ast.withitem)
            and node.optional_vars is not None
            and name in _bound_names(node.optional_vars)
        ):
            yield None
