"""The fast read of a skill's name and description agrees with the YAML parser wherever it
answers, and leaves every case YAML could read differently to the parser."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillctl.audit.tree import plain_identity
from skillctl.spec.frontmatter import parse_skill_md

CORPORA = Path(__file__).resolve().parents[2] / "corpus"


def _parsed(data: bytes) -> tuple[str | None, str | None]:
    fm = parse_skill_md(data).frontmatter or {}
    name, description = fm.get("name"), fm.get("description")
    return (
        name if isinstance(name, str) else None,
        description if isinstance(description, str) else None,
    )


def _skill_files() -> list[Path]:
    tuned = [p for p in CORPORA.glob("*") if p.is_dir() and not p.name.startswith("heldout")]
    return [f for corpus in tuned for f in corpus.rglob("SKILL.md")]


def test_the_fast_read_agrees_with_the_parser_on_every_corpus_skill() -> None:
    files = _skill_files()
    answered = 0
    for path in files:
        data = path.read_bytes()
        simple = plain_identity(data)
        if simple is not None:
            answered += 1
            assert simple == _parsed(data), path
    assert answered > len(files) // 2  # the usual case really is the fast one


@pytest.mark.parametrize(
    "frontmatter",
    [
        "name: s\ndescription: 'quoted: text'\n",
        'name: s\ndescription: "double"\n',
        "name: s\ndescription: >\n  folded\n",
        "name: s\ndescription: first line\n  continues here\n",
        "name: s\ndescription: a: b\n",
        "name: s\ndescription: text # a comment\n",
        "name: true\ndescription: d\n",
        "name: 123\ndescription: d\n",
        "name: s\nname: t\ndescription: d\n",
        "name: s\ndescription: [a, b]\n",
        "name: s\ndescription:\tTabbed\n",
        "name: null\ndescription: d\n",
    ],
)
def test_anything_yaml_could_read_otherwise_goes_to_the_parser(frontmatter: str) -> None:
    assert plain_identity(f"---\n{frontmatter}---\n# s\n".encode()) is None


def test_plain_one_line_values_are_read() -> None:
    data = b"---\nname: pdf-tools\ndescription: Extract text from PDFs. Use when asked.\n---\n"
    assert plain_identity(data) == ("pdf-tools", "Extract text from PDFs. Use when asked.")
    assert plain_identity(data) == _parsed(data)
