"""The JavaScript model of a skill's file, made once per tree, and what the models show the agent.

The code-flow scanner reads each script's hits; the instruction analysis reads
the text the same models computed as printed or written out — a notice
assembled from parts, decoded from reversed base64 or kept in a table — so it
judges what the agent will actually read, not only the literals next to a
``print``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from skillctl.audit.tree import FileKind

if TYPE_CHECKING:
    from skillctl.audit.js_ast import JsFlow
    from skillctl.audit.printed import Printed
    from skillctl.audit.tree import SkillFile
    from skillctl.audit.tree import SkillTree

_TYPESCRIPT = (".ts", ".tsx", ".mts", ".cts")
# A script worth following for what it prints: its text speaks to an agent somewhere.
_ADDRESSED = re.compile(r"\byou|\bassistant|\bagent|\bAI\b|\bmodel\b", re.IGNORECASE)


def js_model(tree: SkillTree, file: SkillFile) -> JsFlow | None:
    """The model of a JavaScript or TypeScript file of ``tree`` (made once); ``None`` when it
    does not parse."""
    return tree.analysis("js-flow", file, lambda f: _js(tree, f))


def _js(tree: SkillTree, file: SkillFile) -> JsFlow | None:
    from skillctl.audit.bundled import Bundled
    from skillctl.audit.invisible import INVISIBLE
    from skillctl.audit.js_ast import js_flow

    text = INVISIBLE.sub("", file.text())
    return js_flow(
        text, typescript=file.path.endswith(_TYPESCRIPT), bundled=Bundled(tree, file.path)
    )


def shown_texts(tree: SkillTree, file: SkillFile) -> list[Printed]:
    """The text a Python or JavaScript file prints or writes out, as its model computed it."""
    from skillctl.audit.printed import Printed

    if file.kind is FileKind.PYTHON:
        from skillctl.audit.argv import python_model

        model = python_model(tree, file)
        shown = model.shown if model is not None else []
    elif file.kind is FileKind.JS:
        found = js_model(tree, file)
        shown = found.shown if found is not None else []
    elif file.kind is FileKind.SHELL and _ADDRESSED.search(file.text()):
        from skillctl.audit.shell_ast import shown_by_shell

        shown = shown_by_shell(file.text())
    else:
        return []
    return [Printed(line, text, how) for line, text, how in shown]
