"""Text a script prints for the agent to read: the prose of its output, recovered statically.

A skill's script runs and the agent reads what it prints, so a string that
addresses the assistant is an instruction delivered through tool output.
This module finds, without running anything, the string literals of a
Python, JavaScript or shell file that reach an output call: a literal
written inside ``print(…)``/``console.log(…)``/``echo …``, or a constant
assigned to a name that such a call uses. Adjacent literals are joined
(``"a " "b"``, ``'a ' + 'b'``), and a literal that is an encoding of text —
rot13, hex, base64, ``\\xNN`` escapes — is decoded first, so what the agent
would read is what gets analysed. Regular expressions and short words are
not prose and are skipped.
"""

from __future__ import annotations

import bisect
import codecs
import re
from collections.abc import Iterator
from dataclasses import dataclass

from skillctl.audit.tree import FileKind

MAX_LITERALS = 400
MIN_WORDS = 6
_OUTPUT_CALL = re.compile(
    r"\b(?:print|console\.(?:log|error|warn|info|debug)|process\.std(?:out|err)\.write|"
    r"sys\.std(?:out|err)\.write|echo|printf|puts|Write-(?:Host|Output)|fmt\.Print\w*|"
    r"logging\.\w+|logger\.\w+|log\.(?:info|warn|warning|error)|click\.echo|"
    r"rich\.print|typer\.echo|core\.(?:info|notice|warning))\b|\bcat\s+<<"
)
_LITERAL = {
    FileKind.PYTHON: re.compile(
        r"(?<![\w'\"])[rRbBuUfF]{0,2}(?:\"\"\"(.*?)\"\"\"|'''(.*?)'''|"
        r"\"((?:\\.|[^\"\\\n])*)\"|'((?:\\.|[^'\\\n])*)')",
        re.S,
    ),
    FileKind.JS: re.compile(r"`((?:\\.|[^`\\])*)`|\"((?:\\.|[^\"\\\n])*)\"|'((?:\\.|[^'\\\n])*)'"),
    FileKind.SHELL: re.compile(r"\"((?:\\.|[^\"\\])*)\"|'([^']*)'"),
}
# Between two literals that form one string: whitespace, '+', a line continuation, a comment.
_JOINER = re.compile(r"(?:\s|\\\n|\+|#[^\n]*\n)*")
_ASSIGNED = re.compile(r"(?:^|\n)\s*(?:(?:export\s+)?(?:const|let|var|readonly|local)\s+)?([A-Za-z_$][\w$]*)\s*[:=]\s*(?:\(\s*)?$")  # fmt: skip
_HEREDOC = re.compile(r"<<-?\s*['\"]?(\w+)['\"]?")
MAX_HEREDOC_LINES = 400
_REGEX_LIKE = re.compile(r"\\[bswdBSWD]|\(\?[:=!<]|\[\^|\\\(")
_NEWLINE = re.compile("\n")
_IDENTIFIER = re.compile(r"[A-Za-z_$][\w$]*")
_ENCODED = re.compile(r"^[A-Za-z0-9+/=\\x]+$")
_HEX = re.compile(r"^[0-9a-fA-F\s]{32,}$")
_BASE64 = re.compile(r"^[A-Za-z0-9+/\s]{24,}={0,2}$")
_ESCAPED = re.compile(r"^(?:\\x[0-9a-fA-F]{2}){8,}$")
_COMMON = frozenset(
    ("the", "you", "your", "and", "to", "of", "is", "this", "be", "not", "that", "for", "are",
     "with", "was", "it", "in", "on", "as", "or", "if", "by", "from", "any", "all", "do")
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Printed:
    """A text a script prints: where its literal starts, the text, and how it was recovered."""

    line: int
    text: str
    how: str  # "printed-string", "printed-string+rot13", "printed-string+hex", …


def printed_texts(kind: FileKind, source: str) -> Iterator[Printed]:
    """The prose a file's output calls print, each from its literal's line."""
    pattern = _LITERAL.get(kind)
    if pattern is None or not _OUTPUT_CALL.search(source):
        return
    lines = source.split("\n")
    printing = {n for n, line in enumerate(lines, 1) if _OUTPUT_CALL.search(line)}
    used = set(_IDENTIFIER.findall(" ".join(lines[n - 1] for n in printing)))
    newlines = [m.start() for m in _NEWLINE.finditer(source)]
    for start, text, is_heredoc in _strings(kind, pattern, source):
        if len(text) < 24 or (" " not in text and not _ENCODED.match(text)):
            continue  # a word, a path or a format string: nothing to read as prose
        line = bisect.bisect_left(newlines, start) + 1
        # a heredoc starts on the line after the command that prints it
        first = line - 1 if is_heredoc else line
        at_output = any(n in printing for n in range(first, line + text.count("\n") + 1))
        if not at_output and not (not is_heredoc and _assigned_name(source, start) in used):
            continue
        for how, prose in _readings(text):
            if len(prose.split()) >= MIN_WORDS and not _is_pattern(prose):
                yield Printed(line, prose, how)


def _strings(
    kind: FileKind, pattern: re.Pattern[str], source: str
) -> Iterator[tuple[int, str, bool]]:
    """(offset, joined text, whether a heredoc) for each run of adjacent literals."""
    run: list[str] = []
    run_start = run_end = 0
    for count, match in enumerate(pattern.finditer(source)):
        if count >= MAX_LITERALS:
            break
        if run and _JOINER.fullmatch(source, run_end, match.start()):
            run.append(_body(match))
            run_end = match.end()
            continue
        if run:
            yield run_start, "".join(run), False
        run, run_start, run_end = [_body(match)], match.start(), match.end()
    if run:
        yield run_start, "".join(run), False
    if kind is FileKind.SHELL and "<<" in source:
        yield from _heredocs(source)


def _heredocs(source: str) -> Iterator[tuple[int, str, bool]]:
    """Heredoc bodies that go to standard output (not redirected into a file)."""
    lines = source.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    values: dict[str, str] | None = None
    index = count = 0
    while index < len(lines) and count < MAX_LITERALS:
        opened = _HEREDOC.search(lines[index])
        index += 1
        if opened is None:
            continue
        count += 1
        word = opened.group(1)
        end = next(
            (
                i
                for i in range(index, min(len(lines), index + MAX_HEREDOC_LINES))
                if lines[i].strip() == word
            ),
            None,
        )
        if end is None:
            continue
        if ">" not in lines[index - 1].replace("<<", ""):  # written to a file, not printed
            body = "\n".join(lines[index:end])
            if "$" in body and not opened.group(0).rstrip().endswith(("'", '"')):
                if values is None:
                    values = _plain_values(source)  # once per file, however many heredocs
                body = _expanded(body, values)  # an unquoted heredoc expands its variables
            yield offsets[index], body, True
        index = end + 1


# `name="text"` anywhere in the file (also several on one `local` line): what a heredoc's
# ${name} prints, as far as plain text assignments say.
_PLAIN_ASSIGNMENT = re.compile(
    r"(?<![\w$])([A-Za-z_]\w*)=\"([^\"$`\\]{0,400})\"|(?<![\w$])([A-Za-z_]\w*)='([^']{0,400})'"
)
_REFERENCE = re.compile(r"\$\{(\w+)\}|\$(\w+)")


def _plain_values(source: str) -> dict[str, str]:
    values: dict[str, str] = {}
    for found in _PLAIN_ASSIGNMENT.finditer(source[:262144]):
        name = found.group(1) or found.group(3)
        values.setdefault(name, found.group(2) if found.group(1) else found.group(4))
    return values


def _expanded(body: str, values: dict[str, str]) -> str:
    return _REFERENCE.sub(lambda m: values.get(m.group(1) or m.group(2), m.group(0)), body)


def _assigned_name(source: str, start: int) -> str | None:
    assigned = _ASSIGNED.search(source, max(0, start - 200), start)
    return assigned.group(1) if assigned else None


def _is_pattern(text: str) -> bool:
    """A regular expression (or an alternation of phrases), not prose."""
    return text.count("|") >= 3 or bool(_REGEX_LIKE.search(text))


def _body(match: re.Match[str]) -> str:
    return _unescape(next(g for g in match.groups() if g is not None))


def _unescape(body: str) -> str:
    return body.replace("\\n", "\n").replace("\\t", " ").replace("\\'", "'").replace('\\"', '"')


def _readings(text: str) -> Iterator[tuple[str, str]]:
    """The text as written, or decoded when it is an encoding of readable text."""
    stripped = text.strip()
    decoded = _decoded(stripped)
    if decoded is not None:
        yield decoded
        return
    if _english(stripped) < 0.1 <= _english(codecs.decode(stripped, "rot_13")):
        yield "printed-string+rot13", codecs.decode(stripped, "rot_13")
        return
    yield "printed-string", text


def _decoded(text: str) -> tuple[str, str] | None:
    from skillctl.audit.derived import decode_constant

    for how, shape in (("hex", _HEX), ("escapes", _ESCAPED), ("base64", _BASE64)):
        if shape.match(text):
            body = decode_constant(f"decoded-{how}", "".join(text.split()))
            if body is not None:
                return f"printed-string+{how}", body
    return None


def _english(text: str) -> float:
    words = re.findall(r"[a-z']+", text.lower())
    return sum(w in _COMMON for w in words) / len(words) if words else 0.0
