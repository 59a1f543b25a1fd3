"""The parsed-code scanner: shell and JavaScript files, and the code blocks of Markdown.

Each text is parsed once, and only when it holds a trigger literal of its
language; a shell text that does not parse is left to the pattern rules (a
whole file that does not parse is reported). A hit in a Markdown block that
a nearby line introduces as a warning or a counter-example is demoted two
steps, saying so; the skill's own description never demotes anything.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from skillctl.audit import capability_rules
from skillctl.audit import content_checks
from skillctl.audit import flow
from skillctl.audit.context import block_to_look_for
from skillctl.audit.embedded import Script
from skillctl.audit.embedded import embedded_commands
from skillctl.audit.embedded import is_powershell
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Source
from skillctl.audit.finding import make_finding
from skillctl.audit.flow import Hit
from skillctl.audit.folding import fold
from skillctl.audit.invisible import INVISIBLE
from skillctl.audit.other_code import is_other_code
from skillctl.audit.patterns import segments_for
from skillctl.audit.tree import FileKind

if TYPE_CHECKING:
    from skillctl.audit.tree import SkillFile
    from skillctl.audit.tree import SkillTree

WARNING = re.compile(
    r"\b(never|do not|don't|avoid|malicious|attack\w*|exploit\w*|bad example|anti-?pattern|"
    r"red flags?|example of an?|insecure|dangerous|what not to do|looks like)\b|❌|⚠",
    re.IGNORECASE,
)
_CODE_KINDS = (FileKind.SHELL, FileKind.JS, FileKind.MARKDOWN)
_POWERSHELL_FENCE = re.compile(
    r"^ {0,3}(?:`{3,}|~{3,})\s*(?:powershell|pwsh|ps1|ps)\b", re.IGNORECASE
)
_ENCODED_HINT = re.compile(r"[A-Za-z0-9+/]{16}|(?:[0-9a-fA-F]{2}){12}|\\x[0-9a-fA-F]{2}")
_POWERSHELL_CODE = re.compile(
    r"-Object\b|\b(?:iex|Invoke-Expression|Invoke-WebRequest|Start-Process|Set-\w+|Get-\w+)\b|"
    r"\[(?:System\.)?(?:Convert|Text\.Encoding|IO\.)",
    re.IGNORECASE,
)


def has_code(tree: SkillTree) -> bool:
    """Whether the skill has any text this scanner reads."""
    return any(
        (
            f.kind in _CODE_KINDS
            or f.kind is FileKind.PYTHON
            or embedded_commands(f.path, "") is not None
            or is_other_code(f.path)
        )
        and not f.is_symlink
        for f in tree.files
    )


def scan_code_flow(tree: SkillTree) -> Iterator[Finding]:
    """Findings from following values through shell and JavaScript."""
    for file in tree.files:
        if file.is_symlink or file.kind is FileKind.BINARY:
            continue
        yield from _decoded_payloads(file)
        if file.kind is FileKind.PYTHON:
            yield from _python_commands(tree, file)
            continue
        embedded = embedded_commands(file.path, file.text())
        if embedded is not None:
            yield from _embedded(file.path, embedded[1], embedded[0])
            task = content_checks.autorun_task(file.path, file.text())
            if task is not None:  # shipped for the user's project: it runs when the folder opens
                line = file.text()[: file.text().find("folderOpen")].count("\n") + 1
                hit = Hit(
                    capability_rules.AUTORUN_TASK,
                    line,
                    "runOn: folderOpen",
                    f"ships a task with {task}",
                )
                yield _finding(hit, file.path, Source.SHELL_AST, line)
            continue
        if file.kind is FileKind.TEXT and is_other_code(file.path):
            from skillctl.audit.other_code import analyse_other

            for hit in analyse_other(file.path, INVISIBLE.sub("", file.text())):
                yield _finding(hit, file.path, Source.CODE_WORDS, hit.line)
            continue
        if file.kind not in _CODE_KINDS:
            continue
        # Code is read as it runs: invisible characters that split a command name are dropped.
        text = INVISIBLE.sub("", file.text())
        if is_powershell(file.path):
            from skillctl.audit.ps_ast import analyse_powershell

            # a PowerShell file that does not parse is left to the pattern rules
            for hit in analyse_powershell(fold(text, "powershell")) or []:
                yield _finding(hit, file.path, Source.SHELL_AST, hit.line)
            continue
        if file.kind is FileKind.MARKDOWN:
            yield from _markdown(file, text)
            continue
        if file.kind is FileKind.JS:
            from skillctl.audit.code_models import js_model

            model = js_model(tree, file)  # shared with the instruction analysis
            hits = model.hits if model is not None else None
        else:
            hits = _analyse(file.kind, text, file.path)
        if hits is None:
            yield make_finding(
                flow.UNPARSED, _source(file.kind), file.path, None, f"unparsed:{file.path}"
            )
            continue
        for hit in hits:
            yield _finding(hit, file.path, _source(file.kind), hit.line)


def _markdown(file: SkillFile, text: str) -> Iterator[Finding]:
    if "```" not in text and "~~~" not in text:
        return
    lines = text.split("\n")
    for segment in segments_for(FileKind.MARKDOWN, text)[1:]:
        is_python = segment.kind is FileKind.PYTHON
        if (segment.kind not in _CODE_KINDS and not is_python) or segment.block_start is None:
            continue
        fence = lines[segment.block_start - 1] if segment.block_start <= len(lines) else ""
        if is_python:
            hits = _python_block(segment.text)
        elif _POWERSHELL_FENCE.match(fence):
            from skillctl.audit.ps_ast import analyse_powershell

            hits = analyse_powershell(segment.text) or []
        else:
            hits = _analyse(segment.kind, segment.text) or []
        for hit in hits:
            line = segment.lines[min(hit.line - 1, len(segment.lines) - 1)]
            source = Source.PYTHON_AST if is_python else _source(segment.kind)
            finding = _finding(hit, file.path, source, line)
            marker = _warning_before(lines, segment.block_start) or _warning_atop(
                lines, segment.block_start
            )
            if marker is None and block_to_look_for(lines, segment.block_start):
                marker = "what to look for"
            if marker is not None:
                finding = finding.demoted(
                    2, f"in a Markdown example block introduced with {marker!r}"
                )
            yield finding


def _decoded_payloads(file: SkillFile) -> Iterator[Finding]:
    """Code hidden in an encoded constant (base64, hex, UTF-16, zlib, also split into chunks),
    read by the model of the language it is written in."""
    text = file.text()
    if len(text) < 24 or not _ENCODED_HINT.search(text):
        return
    from skillctl.audit.derived import decoded_constants
    from skillctl.audit.folding import folding_language

    language = folding_language(file.path, file.kind)
    folded = fold(text, language) if language and language != "batch" else text
    seen: set[str] = set()
    for how, line, body in decoded_constants(folded):
        if body in seen or len(seen) > 32:
            continue
        seen.add(body)
        if _POWERSHELL_CODE.search(body):
            from skillctl.audit.ps_ast import analyse_powershell

            hits = analyse_powershell(body) or []
        else:
            from skillctl.audit.shell_ast import analyse_shell

            hits = analyse_shell(body) or []
        for hit in hits:
            finding = _finding(hit, file.path, Source.SHELL_AST, line)
            yield replace(finding, derived=how)


def _python_block(text: str) -> list[Hit]:
    """The Python flow model over a fenced Python block (an agent told to run it runs it);
    a block that does not parse (an excerpt, a REPL session) is left to the pattern rules."""
    from skillctl.audit.python_flow import analyse_python

    model = analyse_python(text)
    if model is None:
        return []
    from skillctl.audit.shell_ast import analyse_shell

    hits = list(model.hits)
    for line, command in model.commands:
        hits += [replace(h, line=line) for h in analyse_shell(command) or []]
    return hits


def _embedded(path: str, scripts: list[Script], how: str) -> Iterator[Finding]:

    from skillctl.audit.shell_ast import analyse_shell

    for lines, script in scripts:
        for hit in analyse_shell(script) or []:
            line = lines[min(max(hit.line, 1), len(lines)) - 1]
            yield replace(_finding(hit, path, Source.SHELL_AST, line), derived=how)


def _python_commands(tree: SkillTree, file: SkillFile) -> Iterator[Finding]:
    """The Python flow model's hits, and the shell model over the commands it rebuilds."""
    from skillctl.audit.argv import python_model

    model = python_model(tree, file)
    if model is None:
        return
    for hit in model.hits:
        yield _finding(hit, file.path, Source.PYTHON_AST, hit.line)
    if not model.commands:
        return
    from skillctl.audit.shell_ast import analyse_shell

    for line, command in model.commands:
        for hit in analyse_shell(command) or []:
            finding = _finding(hit, file.path, Source.SHELL_AST, line)
            yield replace(finding, derived="argv")


def _analyse(kind: FileKind, text: str, path: str = "") -> list[Hit] | None:
    if kind is FileKind.SHELL:
        from skillctl.audit.shell_ast import analyse_shell

        return analyse_shell(text)
    from skillctl.audit.js_ast import analyse_js

    return analyse_js(text, typescript=path.endswith((".ts", ".tsx", ".mts", ".cts")))


def _source(kind: FileKind) -> Source:
    return Source.SHELL_AST if kind is FileKind.SHELL else Source.JS_AST


def _finding(hit: Hit, path: str, source: Source, line: int) -> Finding:
    message = f"{hit.rule.message}: {hit.why}"
    return make_finding(hit.rule, source, path, line, hit.text, message=message)


# A block whose first line is a comment labelling it as the wrong way ("// BAD: …",
# "# unsafe", "-- vulnerable") is the same counter-example as one a sentence introduces.
_COMMENT_LABEL = re.compile(
    r"^\s*(?://|#|--|/\*|<!--|rem\b|;)\s*(?:\W\s*)?(?:bad|unsafe|vulnerable|wrong|insecure|"
    r"dangerous|never|do not|don't|anti-?pattern|before)\b",
    re.IGNORECASE,
)


def _warning_atop(lines: list[str], fence_line: int) -> str | None:
    """A comment labelling the block as a counter-example on its first line."""
    first = lines[fence_line] if fence_line < len(lines) else ""
    found = _COMMENT_LABEL.match(first)
    return found.group(0).strip() if found else None


def _warning_before(lines: list[str], fence_line: int) -> str | None:
    """A warning word in the three lines before a code block's fence."""
    for text in reversed(lines[max(0, fence_line - 4) : fence_line - 1]):
        found = WARNING.search(text)
        if found:
            return found.group(0)
    return None
