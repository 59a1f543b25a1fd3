"""The derived-text channel: what the audit can work out from a file goes back through the rule packs.

Derived texts are the file with invisible characters stripped, the joined
bodies of HTML comments (hidden from a rendered page), Markdown inline code
spans read as shell (a command split over the code spans of one sentence —
"run `sudo chmod` with the mode `u+s`" — joined back; the shell value model
reads them too), subprocess argv rebuilt from Python constants, and
constants decoded from base64, hex, ``\\xNN`` escapes, char-code lists and
zlib (two levels at most, each capped in size). Each kind of derived text is
one segment per file, so a file costs one rule pass per kind it has; a
finding says how its text was derived. A finding the file's own text
already produced (same rule and line) is not repeated.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import replace
from typing import TYPE_CHECKING

from skillctl.audit.context import apply_context
from skillctl.audit.embedded import embedded_commands
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import Source
from skillctl.audit.finding import make_finding
from skillctl.audit.folding import fold
from skillctl.audit.folding import folding_language
from skillctl.audit.invisible import INVISIBLE
from skillctl.audit.patterns import Segment
from skillctl.audit.patterns import mask_search_patterns
from skillctl.audit.patterns import match_rules
from skillctl.audit.prose import normalise
from skillctl.audit.tree import FileKind

if TYPE_CHECKING:
    from skillctl.audit.packs import PatternRule
    from skillctl.audit.packs import RuleSet
    from skillctl.audit.prose import Layout
    from skillctl.audit.tree import SkillFile
    from skillctl.audit.tree import SkillTree

MAX_DECODED = 64 * 1024
MAX_CONSTANTS = 200
_COMMENT = re.compile(r"<!--(.*?)(?:-->|\Z)", re.DOTALL)
_INLINE = re.compile(r"(?<!`)(`{1,2})([^`\n]{4,400}?)\1(?!`)")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{24,}={0,2}(?![A-Za-z0-9+/=])")
_HEX = re.compile(r"(?<![0-9a-fA-F])(?:[0-9a-fA-F]{2}){16,}(?![0-9a-fA-F])")
_ESCAPES = re.compile(r"(?:\\x[0-9a-fA-F]{2}){8,}")
_CHAR_CODES = re.compile(r"(?:\b\d{2,3}\s*,\s*){7,}\d{2,3}\b")
_PRINTABLE = re.compile(r"[\x20-\x7e\t\r\n]")
_RISKY_SPAN = re.compile(
    r"[~$|>`]|/etc/|https?:|\.env\b|\.ssh|--\w|\b(?:curl|wget|rm|sudo|chmod|chown|nc|ncat|"
    r"eval|exec|base64|xxd|ssh|scp|crontab|bash|sh|zsh|powershell|pwsh|iex|npx|pip|npm|"
    r"yarn|uv|dd|mkfs|git\s+push|systemctl|launchctl|security|osascript|cp|mv|ln|tee)\b"
)
# A lone path in backticks is a file named in a sentence, not a command: it is read again
# only when a verb before it on the line uses the file ("copy `~/.ssh/id_rsa` into …").
_USES_PATH = re.compile(
    r"\b(?:read|reads|open|opens|cat|copy|copies|cp|upload|uploads|send|sends|load|loads|source|"
    r"parse|print|dump|include|attach|export|tar|zip|grep|paste|base64|encode|archive|back up|"
    r"collect|gather|bundle|move|mv|post|transmit|share|decrypt|extract|scp|rsync|pipe|write|"
    r"append|edit|modify|overwrite|delete|remove|rm|chmod|chown|run|execute)\b[^.;!?]*$",
    re.IGNORECASE,
)
_SUBPROCESS = re.compile(r"subprocess|Popen|os\.exec|os\.spawn")


@dataclass(frozen=True, slots=True)
class Derived:
    """A derived text: how it was derived, read as ``kind``, its lines in the original file."""

    how: str
    kind: FileKind
    text: str
    lines: tuple[int, ...]


def scan_derived(
    tree: SkillTree, rules: RuleSet, already: set[tuple[str, str, int | None]]
) -> list[Finding]:
    """Pattern findings on every derived text of the skill, minus those already found."""
    by_kind: dict[tuple[FileKind, bool], list[PatternRule]] = {}
    found: list[Finding] = []
    for file in tree.files:
        if file.kind is FileKind.BINARY or file.is_symlink:
            continue
        text = file.text()
        lines = text.split("\n")
        for derived in derived_texts(tree, file, text):
            # A rebuilt argv is one command a line: only rules written for shell read it.
            key = (derived.kind, derived.how == "argv")
            applicable = by_kind.get(key)
            if applicable is None:
                applicable = by_kind[key] = [
                    r
                    for r in rules.rules
                    if (derived.kind in r.targets if key[1] else r.reads(derived.kind))
                    and r.info.severity is not Level.LOW  # hygiene rules add noise, not threats
                ]
            text = derived.text
            if derived.how == "inline-code":
                text = "\n".join(mask_search_patterns(t) for t in text.split("\n"))
            segment = Segment(derived.kind, text, derived.lines)
            for match in match_rules(segment, applicable):
                if (match.rule.info.id, file.path, match.line) in already:
                    continue
                finding = make_finding(
                    match.rule.info, Source.PATTERN, file.path, match.line, match.text
                )
                finding = apply_context(finding, match, lines, is_education=False)
                finding = _sentence_context(
                    finding,
                    derived,
                    tree,
                    file.path,
                    match.line,
                    _span_at(derived, match.line, match.text),
                )
                found.append(replace(finding, derived=derived.how))
            if derived.how == "inline-code":
                found += _inline_flow(tree, file.path, derived, lines, already)
    return found


def _inline_flow(
    tree: SkillTree,
    path: str,
    derived: Derived,
    lines: list[str],
    already: set[tuple[str, str, int | None]],
) -> list[Finding]:
    """The shell value model over a file's inline commands (one a line): what a code span tells
    the agent to run is judged like the same command in a script."""
    from skillctl.audit.shell_ast import analyse_shell

    found = []
    layout = tree.markdown_layouts().get(path)
    for hit in analyse_shell(derived.text) or []:
        line = derived.lines[min(max(hit.line, 1), len(derived.lines)) - 1]
        if (hit.rule.id, path, line) in already:
            continue
        if layout is not None and not _instructed(layout, line, _span_at(derived, line, hit.text)):
            continue  # "`git reset --hard` destroys uncommitted work": a command described
        finding = make_finding(
            hit.rule,
            Source.SHELL_AST,
            path,
            line,
            hit.text,
            message=f"{hit.rule.message}: {hit.why}",
        )
        finding = _sentence_context(
            finding, derived, tree, path, line, _span_at(derived, line, hit.text)
        )
        found.append(replace(finding, derived=derived.how))
    return found


_SPAN_TEXT = re.compile(r"`[^`\n]*`")
_FILLER = re.compile(r"^[\W\d]*(?:(?:and|or|then)\W*)*$")


def _instructed(layout: Layout, line: int, span: str) -> bool:
    """The code span is a command the prose gives: its sentence tells the agent to use
    something, or the span stands alone (a command on its own line, a step of a list)."""
    from skillctl.audit.prose_use import gives_order
    from skillctl.audit.prose_use import tells_to_use

    lead = normalise(span).split()[:2]
    previous = None
    for sentence in layout.sentences:
        if not sentence.line <= line <= max(sentence.line, sentence.last_line):
            previous = sentence
            continue
        if lead and " ".join(lead) not in sentence.text:
            continue
        # "…, clear it in one go:" and the command on the next line: the order introduces it
        introduced = (
            previous is not None
            and previous.raw.rstrip().endswith(":")
            and sentence.text.startswith("`")
            and gives_order(previous.text)
        )
        return (
            introduced
            or tells_to_use(sentence.text)
            or bool(_FILLER.match(_SPAN_TEXT.sub(" ", sentence.text)))
        )
    return True  # not in the prose (a heading, a table row): reach decides


def _sentence_context(finding: Finding, derived: Derived, tree: SkillTree, path: str, line: int, span: str) -> Finding:  # fmt: skip
    """Inline code that a negation in its own sentence governs ("It does not open `x`",
    "Never run `y`") is demoted: the sentence forbids or denies it."""
    if derived.how != "inline-code":
        return finding
    from skillctl.audit.concepts import forbidden_outright

    layout = tree.markdown_layouts().get(path)
    words = normalise(span)[:60].split()
    for sentence in layout.sentences if layout is not None else ():
        if not sentence.line <= line <= max(sentence.line, sentence.last_line):
            continue
        # a command joined from several spans is found by its leading words
        needle = next(
            (
                " ".join(words[:n])
                for n in range(len(words), 0, -1)
                if " ".join(words[:n]) in sentence.text
            ),
            None,
        )
        if needle is not None:
            at = sentence.text.find(needle)
            if forbidden_outright(sentence.text, at, at + len(needle)):
                # not an instruction at all: the sentence says not to do it, or that it is not done
                return finding.out_of_reach("inline code in a sentence that forbids or denies it")
            break
    return finding


def derived_texts(tree: SkillTree, file: SkillFile, text: str) -> Iterator[Derived]:
    """Every derived text of one file (none for a file with nothing to derive)."""
    kind = file.kind
    if INVISIBLE.search(text):
        stripped = INVISIBLE.sub("", text)
        yield Derived(
            "invisible-stripped", kind, stripped, tuple(range(1, stripped.count("\n") + 2))
        )
    if kind is FileKind.MARKDOWN:
        yield from _markdown(text, tree.markdown_layouts().get(file.path) if "`" in text else None)
    if kind is FileKind.PYTHON and _SUBPROCESS.search(text):
        from skillctl.audit.argv import python_argv

        commands = python_argv(tree, file)
        if commands:
            yield Derived(
                "argv",
                FileKind.SHELL,
                "\n".join(c for _, c in commands),
                tuple(n for n, _ in commands),
            )
    if kind is FileKind.JS:
        from skillctl.audit.code_models import js_model

        model = js_model(tree, file)
        if model is not None and model.commands:
            yield Derived(
                "argv",
                FileKind.SHELL,
                "\n".join(c for _, c in model.commands),
                tuple(n for n, _ in model.commands),
            )
    embedded = embedded_commands(file.path, text) if kind is not FileKind.SHELL else None
    if embedded is not None and embedded[1]:
        how, scripts = embedded
        lines = tuple(n for script_lines, _ in scripts for n in script_lines)
        yield Derived(how, FileKind.SHELL, "\n".join(text for _, text in scripts), lines)
    language = folding_language(file.path, kind)
    folded = fold(text, language) if language else text
    if folded != text:
        yield Derived(
            "folded",
            FileKind.SHELL if language in ("powershell", "batch") else kind,
            folded,
            tuple(range(1, folded.count("\n") + 2)),
        )
    decoded = list(decoded_constants(folded))
    for how in sorted({h for h, _, _ in decoded}):
        chosen = [(line, body) for h, line, body in decoded if h == how]
        joined = "\n".join(body.replace("\n", " ") for _, body in chosen)
        yield Derived(how, FileKind.SHELL, joined, tuple(line for line, _ in chosen))


def _markdown(text: str, layout: Layout | None) -> Iterator[Derived]:
    comments: list[tuple[int, str]] = []
    if "<!--" in text:
        for match in _COMMENT.finditer(text):
            body = " ".join(match.group(1).split())
            line_start = text.rfind("\n", 0, match.start()) + 1
            if text.count("`", line_start, match.start()) % 2 == 1:
                continue  # written in a code span: the page shows it, it hides nothing
            if body:
                comments.append((text.count("\n", 0, match.start()) + 1, body))
    if comments:
        yield Derived(
            "html-comment",
            FileKind.MARKDOWN,
            "\n".join(b for _, b in comments),
            tuple(n for n, _ in comments),
        )
    spans: list[tuple[int, str]] = []
    if "`" in text:
        fence: str | None = None
        previous = ""
        for number, line in enumerate(text.split("\n"), start=1):
            opened = _FENCE.match(line)
            if opened and (fence is None or opened.group(1)[0] == fence[0]):
                fence = None if fence is not None else opened.group(1)
                continue
            if fence is None and "`" in line:
                spans += [
                    (number, m.group(2).strip())
                    for m in _INLINE.finditer(line)
                    if _is_command_like(m.group(2).strip())
                    and (
                        " " in m.group(2).strip()
                        or _USES_PATH.search(
                            f"{previous[-200:]} {line[max(0, m.start() - 200) : m.start()]}"
                        )
                    )
                ]
            previous = line
    spans += _split_commands(layout)
    if spans:
        yield Derived(
            "inline-code",
            FileKind.SHELL,
            "\n".join(s for _, s in spans),
            tuple(n for n, _ in spans),
        )


_ANY_SPAN = re.compile(r"`([^`\n]{1,400})`")
# An argument written as its own code span: a flag, a mode, a path, an assignment.
_ARGUMENT = re.compile(
    r"^(?:-{1,2}[\w-]+(?:=\S+)?|[ugoa]*[+=-][rwxst]+|[0-7]{3,4}|[~./$][^\s`]*|\S+=\S*)$"
)


def _split_commands(layout: Layout | None) -> list[tuple[int, str]]:
    """Commands whose name and arguments sit in separate code spans of one clause ("run
    `sudo chmod` with the mode `u+s`"), joined back in order."""
    from skillctl.audit.prose_use import tells_to_use

    joined: list[tuple[int, str]] = []
    for sentence in layout.sentences if layout is not None else ():
        if sentence.raw.count("`") < 4 or not tells_to_use(sentence.text):
            continue  # a description ("uses `rm -rf` with a `${x:?}` guard") joins nothing
        spans = list(_ANY_SPAN.finditer(sentence.raw))
        for index, first in enumerate(spans[:-1]):
            name = first.group(1).strip()
            if not _is_command_like(name) and not _RISKY_SPAN.fullmatch(name):
                continue
            parts, end = [name], first.end()
            for later in spans[index + 1 :]:
                if _CLAUSE_BREAK.search(sentence.raw, end, later.start()):
                    break  # "use `x`, never bare `--force`": another clause, maybe a negated one
                if _ARGUMENT.match(later.group(1).strip()):
                    parts.append(later.group(1).strip())
                end = later.end()
            if len(parts) > 1:
                joined.append((sentence.line, " ".join(parts)))
                break
    return joined


_CLAUSE_BREAK = re.compile(
    r"[,;:()]|\b(?:not|never|no|or|but|instead|unless|so|that|which|because|while|where|if)\b",
    re.IGNORECASE,
)


def _span_at(derived: Derived, line: int, matched: str) -> str:
    """The inline code span (of a derived inline-code text) on ``line`` that holds ``matched``."""
    spans = [s for n, s in zip(derived.lines, derived.text.split("\n"), strict=False) if n == line]
    return next((s for s in spans if matched.strip()[:40] in s), spans[0] if spans else matched)


def _is_command_like(span: str) -> bool:
    """A span that could carry a threat: a path, an expansion, a pipe or redirect, a URL or a
    command that reaches beyond the project. ``python scripts/x.py data.csv`` or a single
    word in backticks is not read again (it would only cost rule compiles)."""
    return (" " in span or span.startswith(("~", "$", "/"))) and bool(_RISKY_SPAN.search(span))


def decoded_constants(text: str) -> Iterator[tuple[str, int, str]]:
    """(how, line, text) for each encoded constant in ``text`` that decodes to readable text."""
    count = 0
    for how, pattern in (("decoded-base64", _BASE64), ("decoded-hex", _HEX), ("decoded-escapes", _ESCAPES), ("decoded-charcodes", _CHAR_CODES)):  # fmt: skip
        for match in pattern.finditer(text):
            count += 1
            if count > MAX_CONSTANTS:
                return
            line = text.count("\n", 0, match.start()) + 1
            decoded = list(_decode_levels(how, match.group(0), 2))
            if not decoded and how == "decoded-base64":  # written backwards to hide it
                decoded = [
                    (f"{label}-reversed", body)
                    for label, body in _decode_levels(how, match.group(0)[::-1], 2)
                ]
            for label, body in decoded:
                yield label, line, body
    yield from _chunked(text)


_CHUNK = re.compile(r"[\"']([A-Za-z0-9+/]{16,}={0,2})[\"']")
_MAX_CHUNKS = 12


def _chunked(text: str) -> Iterator[tuple[str, int, str]]:
    """A base64 payload split over several string literals near each other (an array, a
    hashtable, a concatenation over lines): the literals joined in order (each half of a
    payload cut at a four-character boundary may decode on its own, to half a command)."""
    found = list(_CHUNK.finditer(text))[:MAX_CONSTANTS]
    run: list[re.Match[str]] = []
    for match in [*found, None]:
        near = (
            match is not None
            and run
            and text.count("\n", run[-1].end(), match.start()) <= 3
            and len(run) < _MAX_CHUNKS
        )
        if match is not None and (not run or near):
            run.append(match)
            continue
        if len(run) >= 2:
            joined = "".join(m.group(1) for m in run)
            line = text.count("\n", 0, run[0].start()) + 1
            decoded = list(_decode_levels("decoded-base64", joined, 2)) or [
                (f"{label}-reversed", body)
                for label, body in _decode_levels("decoded-base64", joined[::-1], 2)
            ]
            for label, body in decoded:
                yield label.replace("decoded-base64", "decoded-base64-chunks", 1), line, body
        run = [match] if match is not None else []


def decode_constant(how: str, constant: str) -> str | None:
    """One constant decoded (``how`` is ``decoded-base64``, ``-hex`` or ``-escapes``), when
    it decodes to readable text."""
    return next((body for _, body in _decode_levels(how, constant, 1)), None)


def _decode_levels(how: str, constant: str, levels: int) -> Iterator[tuple[str, str]]:
    raw = _decode(how, constant)
    if raw is None:
        return
    if raw[:1] == b"\x78":  # a zlib stream
        try:
            raw = zlib.decompressobj().decompress(raw, MAX_DECODED)
            how += "+zlib"
        except zlib.error:
            return
    body = _readable(raw)
    if body is None:
        return
    yield how, body
    if levels > 1:
        for match in _BASE64.finditer(body):
            yield from (
                (f"{how}+{inner.removeprefix('decoded-')}", text)
                for inner, text in _decode_levels("decoded-base64", match.group(0), levels - 1)
            )


def _decode(how: str, constant: str) -> bytes | None:
    try:
        if how == "decoded-base64":
            if not re.search(r"[0-9+/]", constant) or constant.isalpha():
                return None  # a long identifier, not base64
            return base64.b64decode(constant + "=" * (-len(constant) % 4))[:MAX_DECODED]
        if how == "decoded-hex":
            return bytes.fromhex(constant)[:MAX_DECODED]
        if how == "decoded-escapes":
            return bytes(int(h, 16) for h in re.findall(r"\\x([0-9a-fA-F]{2})", constant))
        codes = [int(n) for n in re.findall(r"\d+", constant)]
        return bytes(c for c in codes if c < 256) if all(c < 256 for c in codes) else None
    except (ValueError, binascii.Error):
        return None


def _readable(raw: bytes) -> str | None:
    """The bytes as text when they are mostly printable ASCII (a payload, not an image).
    UTF-16LE (every other byte zero) is what PowerShell's ``-EncodedCommand`` takes."""
    try:
        if len(raw) >= 8 and raw[1::2].count(0) >= 0.9 * (len(raw) // 2):
            text = raw.decode("utf-16-le")
        else:
            text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(text) < 6 or len(_PRINTABLE.findall(text)) < 0.95 * len(text) or " " not in text:
        return None
    return text
