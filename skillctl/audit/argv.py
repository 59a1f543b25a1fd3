"""Command lines rebuilt from a Python file's subprocess calls, for the shell rules and model.

``subprocess.run(["curl", "-d", f"@{KEY}", URL])`` hides a command from line
regexes; the Python flow model (``python_flow``) follows the values that
reach each runner — names, lists built in loops, helper functions called
with arguments, ``*argv`` — and rebuilds each command line it can run; any
part it cannot know reads as ``X``, so the shape survives. The model is
made once per file and shared by the derived-text channel and the
code-flow scanner.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from skillctl.audit.python_flow import PythonFlow
    from skillctl.audit.tree import SkillFile
    from skillctl.audit.tree import SkillTree


def python_model(tree: SkillTree, file: SkillFile) -> PythonFlow | None:
    """The flow model of a Python file of ``tree`` (made once); ``None`` when it does not parse."""
    return tree.analysis("python-flow", file, lambda f: _model(tree, f))


def python_argv(tree: SkillTree, file: SkillFile) -> list[tuple[int, str]]:
    """(line, command line) for each command a Python file can run, as far as it is known."""
    model = python_model(tree, file)
    return model.commands if model is not None else []


def _model(tree: SkillTree, file: SkillFile) -> PythonFlow | None:
    from skillctl.audit.bundled import Bundled
    from skillctl.audit.python_flow import analyse_python

    text = file.text()
    try:
        module = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    return analyse_python(text, module, Bundled(tree, file.path))
