"""Recall under rewriting: tuning-corpus attacks rewritten by technique must still be caught.

Each technique rewrites the labelled threat line (or its file) of every
malicious sample it applies to, the way an author dodging a fixed pattern
would, and the rewritten skill is audited again. Recall per technique is
the share of rewritten skills that still fail ``--fail-on high``. The floors
are what this engine measured when the test was written (minus a margin);
they report how brittle the rules are, and catch a change that makes them
more so.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from skillctl.audit.finding import Level
from skillctl.audit.packs import load_rules
from skillctl.audit.scan import audit_skill

CORPUS = Path(__file__).resolve().parents[2] / "corpus" / "audit"
Rewrite = Callable[[str, list[str], int], list[str] | None]

_SHELL_ASSIGN = re.compile(r"\b([A-Za-z_][A-Za-z0-9_]*)=")
_PY_ASSIGN = re.compile(r"^\s*([a-z_][a-z0-9_]*)\s*=[^=]", re.M)
_JS_ASSIGN = re.compile(r"\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)")
_KEEP = frozenset({"PATH", "HOME", "IFS", "USER", "SHELL", "self", "cls", "i", "_"})


def renamed_variables(path: str, lines: list[str], line: int) -> list[str] | None:
    """Every variable the file assigns gets a meaningless name, consistently."""
    text = "\n".join(lines)
    if path.endswith(".py"):
        names = set(_PY_ASSIGN.findall(text))
    elif path.endswith((".js", ".mjs", ".ts")):
        names = set(_JS_ASSIGN.findall(text))
    else:
        names = set(_SHELL_ASSIGN.findall(text))
    names -= _KEEP
    if not names:
        return None
    for index, name in enumerate(sorted(names, key=len, reverse=True)):
        text = re.sub(rf"(?<![\w$]){re.escape(name)}(?!\w)", f"q{index}x", text)
    return text.split("\n")


def split_lines(path: str, lines: list[str], line: int) -> list[str] | None:
    """The threat line is split in two with a shell line continuation."""
    target = lines[line - 1]
    if not (path.endswith((".sh", ".md", ".bash")) or "#!/bin" in lines[0]):
        return None
    words = target.split(" ")
    if len(words) < 4 or target.rstrip().endswith("\\"):
        return None
    cut = len(words) // 2
    indent = target[: len(target) - len(target.lstrip())]
    return [
        *lines[: line - 1],
        " ".join(words[:cut]) + " \\",
        indent + "  " + " ".join(words[cut:]).lstrip(),
        *lines[line:],
    ]


_OPTION = re.compile(r"""(\s-{1,2}[A-Za-z][\w-]*(?:[ =](?:"[^"]*"|'[^']*'|[^\s|;&-][^\s|;&]*))?)""")
_URL = re.compile(r"""(\s["']?https?://[^\s|;&"']+["']?)""")


def other_argument_order(path: str, lines: list[str], line: int) -> list[str] | None:
    """The URL of a curl/wget command moves before its options, or after them."""
    target = lines[line - 1]
    command = re.search(r"\b(?:curl|wget)\b", target)
    if command is None:
        return _first_option_last(lines, line)
    head, tail = target[: command.end()], target[command.end() :]
    url = _URL.search(tail)
    if url is None:
        return _first_option_last(lines, line)
    rest = tail[: url.start()] + tail[url.end() :]
    stop = re.search(r"[|;&]", rest)
    args, after = (rest[: stop.start()], rest[stop.start() :]) if stop else (rest, "")
    reordered = url.group(1) + args if url.start() > 0 else args.rstrip() + url.group(1) + " "
    if reordered.strip() == tail[: len(reordered)].strip():
        return None
    return [*lines[: line - 1], head + reordered.rstrip() + " " + after.lstrip(), *lines[line:]]


def _first_option_last(lines: list[str], line: int) -> list[str] | None:
    """``cmd -x a b | …`` becomes ``cmd a b -x | …``."""
    target = lines[line - 1]
    stop = re.search(r"[|;&]", target)
    segment, after = (target[: stop.start()], target[stop.start() :]) if stop else (target, "")
    tokens = segment.split(" ")
    at = next((i for i, t in enumerate(tokens) if i > 0 and re.fullmatch(r"-[A-Za-z]\w*", t)), None)
    if at is None or at + 1 >= len(tokens) or not tokens[-1].strip():
        return None
    moved = [*tokens[:at], *tokens[at + 1 :], tokens[at]]
    return [*lines[: line - 1], " ".join(moved) + (" " if after else "") + after, *lines[line:]]


def inline_code_instead_of_block(path: str, lines: list[str], line: int) -> list[str] | None:
    """A command in a fenced Markdown block moves out into a sentence, as an inline code span."""
    if not path.endswith(".md") or not 0 < line <= len(lines):
        return None
    opening = next(
        (i for i in range(line - 2, max(-1, line - 12), -1) if lines[i].lstrip().startswith("```")),
        None,
    )
    closing = next(
        (i for i in range(line, min(len(lines), line + 12)) if lines[i].strip().startswith("```")),
        None,
    )
    command = lines[line - 1].strip()
    if opening is None or closing is None or "`" in command or not command:
        return None
    sentence = f"Before you start, run `{command}` in a terminal."
    kept = [*lines[: line - 1], *lines[line : closing + 1]]
    return [*kept, "", sentence, *lines[closing + 1 :]]


def invisible_characters(path: str, lines: list[str], line: int) -> list[str] | None:
    """A zero-width space is slipped into the longer words of the threat line."""
    target = lines[line - 1]
    changed = re.sub(r"\b([A-Za-z])([A-Za-z]{3,})\b", "\\1\u200b\\2", target, count=3)
    if changed == target:
        return None
    return [*lines[: line - 1], changed, *lines[line:]]


def multiline_html_comment(path: str, lines: list[str], line: int) -> list[str] | None:
    """An HTML comment on one line is spread over several."""
    if not path.endswith(".md"):
        return None
    target = lines[line - 1]
    found = re.search(r"<!--(.*?)-->", target)
    if found is None:
        if "```" in "\n".join(lines[max(0, line - 12) : line]) or len(target.split()) < 4:
            return None
        return [*lines[: line - 1], "<!--", target, "-->", *lines[line:]]
    if len(found.group(1).split()) < 4:
        return None
    words = found.group(1).split()
    cut = len(words) // 2
    body = ["<!--", " ".join(words[:cut]), " ".join(words[cut:]), "-->"]
    return [*lines[: line - 1], target[: found.start()], *body, *lines[line:]]


TECHNIQUES: dict[str, Rewrite] = {
    "renamed-variables": renamed_variables,
    "split-lines": split_lines,
    "argument-order": other_argument_order,
    "inline-code": inline_code_instead_of_block,
    "invisible-characters": invisible_characters,
    "multiline-html-comment": multiline_html_comment,
}
# Measured when this test was written, minus a margin: renamed 88.9 % of 45,
# split 96.9 % of 32, argument order 81.8 % of 11, inline code 100 % of 2,
# invisible characters 61.7 % of 60, multi-line comment 100 % of 12.
FLOORS = {
    "renamed-variables": 0.85,
    "split-lines": 0.9,
    "argument-order": 0.7,
    "inline-code": 0.5,
    "invisible-characters": 0.55,
    "multiline-html-comment": 0.9,
}


def _mutants(tmp_path: Path, technique: str) -> list[tuple[str, Path]]:
    labels = json.loads((CORPUS / "labels.json").read_text(encoding="utf-8"))["malicious"]
    made = []
    for name, label in sorted(labels.items()):
        source = CORPUS / "malicious" / name / label["file"]
        try:
            lines = source.read_text(encoding="utf-8").split("\n")
        except (UnicodeDecodeError, OSError):
            continue
        if not 0 < label["line"] <= len(lines):
            continue
        rewritten = TECHNIQUES[technique](label["file"], lines, label["line"])
        if rewritten is None or rewritten == lines:
            continue
        copy = tmp_path / technique / name
        shutil.copytree(CORPUS / "malicious" / name, copy)
        (copy / label["file"]).write_text("\n".join(rewritten), encoding="utf-8")
        made.append((name, copy))
    return made


@pytest.fixture(scope="module")
def recall(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[float, int, list[str]]]:
    rules = load_rules()
    tmp = tmp_path_factory.mktemp("mutants")
    measured = {}
    for technique in TECHNIQUES:
        mutants = _mutants(tmp, technique)
        missed = [
            name
            for name, folder in mutants
            if not audit_skill(folder, name, rules).fails(Level.HIGH)
        ]
        share = 1 - len(missed) / len(mutants) if mutants else 1.0
        measured[technique] = (share, len(mutants), missed)
    return measured


def test_recall_per_technique_is_reported(
    recall: dict[str, tuple[float, int, list[str]]], capsys: pytest.CaptureFixture[str]
) -> None:
    with capsys.disabled():
        sys.stdout.write("\nmutation recall (--fail-on high) on tests/corpus/audit:\n")
        for technique, (share, count, _) in recall.items():
            sys.stdout.write(f"  {technique:<24} {share:6.1%} of {count}\n")
    assert all(count > 0 for technique, (_, count, _) in recall.items() if FLOORS[technique])


@pytest.mark.parametrize("technique", sorted(TECHNIQUES))
def test_recall_stays_above_its_floor(
    recall: dict[str, tuple[float, int, list[str]]], technique: str
) -> None:
    share, count, missed = recall[technique]
    assert share >= FLOORS[technique], f"{technique}: {share:.1%} of {count}; missed {missed}"
