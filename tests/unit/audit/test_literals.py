"""The literal prefilter never rules out a text that a pattern matches."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from skillctl.audit.literals import required_literals
from skillctl.audit.packs import load_rules
from skillctl.audit.patterns import segments_for
from skillctl.audit.tree import FileKind
from skillctl.audit.tree import load_tree

CORPUS = Path(__file__).resolve().parents[2] / "corpus" / "audit"


@pytest.mark.parametrize(
    ("pattern", "flags", "expected"),
    [
        (r"curl\s+-s", 0, ("curl",)),
        (r"\b(?:wget|curl)\b.*\|\s*(?:ba)?sh", 0, ("curl", "wget")),
        (r"(?i)IGNORE (all )?previous", 0, ("previous",)),
        (r"[a-z]+", 0, None),
        (r"ab", 0, ("ab",)),  # two characters only when no longer literal exists
        (r"a", 0, None),
        (r"rm\s+(?:-rf|--force)", 0, ("rm",)),
        (r"(?:foo)?bar", 0, ("bar",)),
        (r"x(?:abc|de)", 0, ("abc", "de")),
        (r"(?:token){2}", 0, ("token",)),
    ],
)
def test_required_literals(pattern: str, flags: int, expected: tuple[str, ...] | None) -> None:
    assert required_literals(pattern, flags) == expected


def test_prefilter_is_sound_on_every_rule_and_corpus_segment() -> None:
    rules = load_rules().rules
    texts: list[str] = []
    for skill in sorted(p for p in CORPUS.glob("*/*") if p.is_dir()):
        for file in load_tree(skill).files:
            if file.kind is not FileKind.BINARY and not file.is_symlink:
                texts.extend(s.text for s in segments_for(file.kind, file.text()))
    texts.extend(e.text for r in rules for e in (*r.matches, *r.no_matches))
    assert len(texts) > 300
    for rule in rules:
        for compiled in (*rule.patterns, *rule.requires):
            for text in texts:
                if compiled.regex.search(text):
                    assert compiled.may_match(text.lower()), (rule.info.id, compiled.regex.pattern)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="abcurlwget|-sh .xyzABC", max_size=40))
def test_prefilter_is_sound_on_random_text(text: str) -> None:
    for pattern in (r"curl\s+-s", r"(?i)\b(?:wget|CURL)\b.*\|\s*(?:ba)?sh", r"(?:abc){1,3}x"):
        literals = required_literals(pattern, 0)
        if re.search(pattern, text) and literals is not None:
            assert any(word in text.lower() for word in literals)
