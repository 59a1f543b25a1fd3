"""The verdict of a set of findings, and the install policy for each trust tier."""

from __future__ import annotations

from dataclasses import replace
from itertools import product

import pytest

from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import RuleInfo
from skillctl.audit.finding import Source
from skillctl.audit.finding import make_finding
from skillctl.audit.verdict import Trust
from skillctl.audit.verdict import Verdict
from skillctl.audit.verdict import assess
from skillctl.audit.verdict import decide
from skillctl.audit.verdict import verdict_of


def _finding(
    severity: Level, confidence: Confidence = Confidence.HIGH, **changes: object
) -> Finding:
    rule = RuleInfo("TST-VD-001", "test-rule", "dangerous-code", severity, confidence, "m", "r")
    finding = make_finding(rule, Source.PATTERN, "SKILL.md", 3, "matched text")
    return replace(finding, **changes)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("severity", "confidence", "expected"),
    [
        (Level.CRITICAL, Confidence.LOW, Verdict.DANGEROUS),
        (Level.CRITICAL, Confidence.HIGH, Verdict.DANGEROUS),
        (Level.HIGH, Confidence.HIGH, Verdict.DANGEROUS),
        (Level.HIGH, Confidence.MEDIUM, Verdict.DANGEROUS),
        (Level.HIGH, Confidence.LOW, Verdict.CAUTION),
        (Level.MEDIUM, Confidence.HIGH, Verdict.CAUTION),
        (Level.MEDIUM, Confidence.LOW, Verdict.SAFE),
        (Level.LOW, Confidence.HIGH, Verdict.SAFE),
    ],
)
def test_verdict_of_one_finding(severity: Level, confidence: Confidence, expected: Verdict) -> None:
    assert verdict_of([_finding(severity, confidence)]) is expected


def test_no_findings_is_safe() -> None:
    assert verdict_of([]) is Verdict.SAFE


def test_the_worst_finding_decides() -> None:
    findings = [
        _finding(Level.LOW),
        _finding(Level.MEDIUM),
        _finding(Level.CRITICAL),
        _finding(Level.LOW),
    ]
    assert verdict_of(findings) is Verdict.DANGEROUS
    assert verdict_of(iter(findings[:2])) is Verdict.CAUTION


def test_demoted_severity_counts_not_the_original() -> None:
    demoted = _finding(Level.HIGH).demoted(3, "the target is this machine")
    assert (demoted.severity, demoted.original_severity) == (Level.LOW, Level.HIGH)
    assert verdict_of([demoted]) is Verdict.SAFE
    capped = _finding(Level.CRITICAL).demoted(3, "the target is this machine")
    assert capped.severity is Level.MEDIUM  # two steps at most
    assert verdict_of([_finding(Level.CRITICAL).demoted(1, "in a comment")]) is Verdict.DANGEROUS
    assert verdict_of([_finding(Level.CRITICAL).demoted(2, "example")]) is Verdict.CAUTION


def test_suppressed_critical_is_safe_only_when_suppressions_are_honoured() -> None:
    suppressed = _finding(Level.CRITICAL, suppressed=True, suppression_reason="reviewed")
    assert verdict_of([suppressed]) is Verdict.SAFE
    assert verdict_of([suppressed], honor_suppressions=True) is Verdict.SAFE
    assert verdict_of([suppressed], honor_suppressions=False) is Verdict.DANGEROUS


def test_baselined_findings_are_ignored_either_way() -> None:
    baselined = _finding(Level.CRITICAL, baselined=True)
    assert verdict_of([baselined]) is Verdict.SAFE
    assert verdict_of([baselined], honor_suppressions=False) is Verdict.SAFE
    assert verdict_of([baselined, _finding(Level.MEDIUM)]) is Verdict.CAUTION


# The table in verdict.py's docstring (and the README):
#   safe: always install.
#   caution: install, except community without --allow-caution; local installs "with a warning".
#   dangerous: builtin refuse; trusted/local "need --force"; community refuse, --force does not apply.
def _is_allowed(verdict: Verdict, trust: Trust, allow_caution: bool, force: bool) -> bool:
    if verdict is Verdict.SAFE:
        return True
    if verdict is Verdict.CAUTION:
        return trust is not Trust.COMMUNITY or allow_caution
    return trust in (Trust.TRUSTED, Trust.LOCAL) and force


@pytest.mark.parametrize(
    ("verdict", "trust", "allow_caution", "force"),
    list(product(Verdict, Trust, (False, True), (False, True))),
    ids=lambda v: str(v),
)
def test_decide_follows_the_table(
    verdict: Verdict, trust: Trust, allow_caution: bool, force: bool
) -> None:
    decision = decide(verdict, trust, allow_caution=allow_caution, force=force)
    assert decision.is_allowed is _is_allowed(verdict, trust, allow_caution, force)
    assert decision.reason
    if not decision.is_allowed or verdict is Verdict.SAFE:
        assert not decision.has_warning
    if decision.is_allowed and verdict is not Verdict.SAFE and trust is Trust.LOCAL:
        assert decision.has_warning


@pytest.mark.parametrize(
    ("verdict", "trust", "allowed"),
    [
        (Verdict.SAFE, Trust.BUILTIN, True),
        (Verdict.SAFE, Trust.TRUSTED, True),
        (Verdict.SAFE, Trust.COMMUNITY, True),
        (Verdict.SAFE, Trust.LOCAL, True),
        (Verdict.CAUTION, Trust.BUILTIN, True),
        (Verdict.CAUTION, Trust.TRUSTED, True),
        (Verdict.CAUTION, Trust.COMMUNITY, False),
        (Verdict.CAUTION, Trust.LOCAL, True),
        (Verdict.DANGEROUS, Trust.BUILTIN, False),
        (Verdict.DANGEROUS, Trust.TRUSTED, False),
        (Verdict.DANGEROUS, Trust.COMMUNITY, False),
        (Verdict.DANGEROUS, Trust.LOCAL, False),
    ],
)
def test_decide_without_flags(verdict: Verdict, trust: Trust, allowed: bool) -> None:
    assert decide(verdict, trust).is_allowed is allowed


def test_community_caution_needs_allow_caution_and_says_so() -> None:
    refused = decide(Verdict.CAUTION, Trust.COMMUNITY)
    assert not refused.is_allowed
    assert "--allow-caution" in refused.reason
    accepted = decide(Verdict.CAUTION, Trust.COMMUNITY, allow_caution=True)
    assert accepted.is_allowed
    assert accepted.has_warning


def test_local_caution_installs_with_a_warning() -> None:
    decision = decide(Verdict.CAUTION, Trust.LOCAL)
    assert decision.is_allowed
    assert decision.has_warning


@pytest.mark.parametrize("trust", [Trust.BUILTIN, Trust.TRUSTED])
def test_builtin_and_trusted_caution_install_without_a_warning(trust: Trust) -> None:
    # The table says plain "install" here, against "install, with a warning" for local.
    decision = decide(Verdict.CAUTION, trust)
    assert decision.is_allowed
    assert not decision.has_warning


def test_community_dangerous_is_refused_even_with_force() -> None:
    for allow_caution in (False, True):
        decision = decide(
            Verdict.DANGEROUS, Trust.COMMUNITY, allow_caution=allow_caution, force=True
        )
        assert not decision.is_allowed
        assert "--force does not apply" in decision.reason


def test_builtin_dangerous_is_refused_even_with_force() -> None:
    assert not decide(Verdict.DANGEROUS, Trust.BUILTIN, force=True).is_allowed


@pytest.mark.parametrize("trust", [Trust.TRUSTED, Trust.LOCAL])
def test_dangerous_needs_force_for_trusted_and_local(trust: Trust) -> None:
    refused = decide(Verdict.DANGEROUS, trust)
    assert not refused.is_allowed
    assert "--force" in refused.reason
    forced = decide(Verdict.DANGEROUS, trust, force=True)
    assert forced.is_allowed
    assert forced.has_warning
    assert "--force" in forced.reason


def test_allow_caution_does_not_unlock_dangerous() -> None:
    for trust in Trust:
        assert not decide(Verdict.DANGEROUS, trust, allow_caution=True).is_allowed


def _signal(
    category: str, path: str = "SKILL.md", rule_id: str = "TST-VD-002", **kw: object
) -> Finding:
    rule = RuleInfo(rule_id, "r", category, Level.MEDIUM, Confidence.HIGH, "m", "r")
    return replace(make_finding(rule, Source.PATTERN, path, 1, f"{rule_id} {category}"), **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("fail_on", list(Level))
@pytest.mark.parametrize("severity", list(Level))
@pytest.mark.parametrize("confidence", list(Confidence))
def test_the_verdict_and_fail_on_are_one_decision(
    fail_on: Level, severity: Level, confidence: Confidence
) -> None:
    judged = assess([_finding(severity, confidence)])
    # --fail-on high fails exactly the dangerous skills, --fail-on medium caution and worse.
    if fail_on is Level.HIGH:
        assert judged.fails(fail_on) is (judged.verdict is Verdict.DANGEROUS)
    if fail_on is Level.MEDIUM:
        assert judged.fails(fail_on) is (judged.verdict is not Verdict.SAFE)
    assert judged.fails(fail_on) is (judged.level is not None and judged.level.rank >= fail_on.rank)


def test_mediums_from_three_categories_add_up_to_dangerous() -> None:
    two = [_signal("supply-chain"), _signal("privilege-escalation", rule_id="TST-VD-003")]
    assert assess(two).verdict is Verdict.CAUTION
    three = [*two, _signal("destructive", rule_id="TST-VD-004")]
    judged = assess(three)
    assert judged.verdict is Verdict.DANGEROUS
    assert judged.reasons == ("independent findings in 3 categories",)


def test_a_secret_source_and_a_network_sink_in_different_files_combine() -> None:
    same = [_signal("credential-access", "a.sh"), _signal("exfiltration", "a.sh", "TST-VD-003")]
    assert assess(same).verdict is Verdict.CAUTION
    apart = [_signal("credential-access", "a.sh"), _signal("exfiltration", "b.py", "TST-VD-003")]
    judged = assess(apart)
    assert judged.verdict is Verdict.DANGEROUS
    assert "sent out from another" in judged.reasons[0]


def test_persistence_with_a_hidden_payload_is_dangerous() -> None:
    judged = assess([_signal("persistence"), _signal("obfuscation", rule_id="TST-VD-003")])
    assert judged.verdict is Verdict.DANGEROUS


def test_two_kinds_of_agent_manipulation_are_dangerous() -> None:
    one_kind = [_signal("agent-tricks"), _signal("agent-tricks", rule_id="TST-VD-003")]
    assert assess(one_kind).verdict is Verdict.CAUTION
    concepts = [
        _signal("prompt-injection", concept="override"),
        _signal("prompt-injection", rule_id="TST-VD-003", concept="concealment"),
    ]
    assert assess(concepts).verdict is Verdict.DANGEROUS
    kinds = [_signal("prompt-injection"), _signal("hidden-instructions", rule_id="TST-VD-003")]
    assert assess(kinds).verdict is Verdict.DANGEROUS


def test_demoted_findings_do_not_combine() -> None:
    demoted = [
        _signal(c, rule_id=f"TST-VD-00{i}").demoted(0, "quoted")
        for i, c in enumerate(("supply-chain", "privilege-escalation", "destructive"), start=2)
    ]
    assert assess(demoted).verdict is Verdict.CAUTION


def test_a_claim_contradicted_by_behaviour_raises_the_level() -> None:
    sink = [_signal("exfiltration")]
    assert assess(sink).verdict is Verdict.CAUTION
    judged = assess(sink, claims=frozenset({"offline"}))
    assert judged.verdict is Verdict.DANGEROUS
    assert judged.reasons == ("SKILL.md says offline, but the code reaches the network",)
    writes = assess([_signal("destructive")], claims=frozenset({"read-only"}))
    assert writes.verdict is Verdict.DANGEROUS
    # A claim the code keeps changes nothing.
    assert (
        assess([_signal("destructive")], claims=frozenset({"offline"})).verdict is Verdict.CAUTION
    )


def test_unanalysed_files_are_never_safe() -> None:
    judged = assess([], unanalysed=1)
    assert judged.verdict is Verdict.CAUTION
    assert judged.fails(Level.MEDIUM)
    assert not judged.fails(Level.HIGH)
    assert assess([]).verdict is Verdict.SAFE


@pytest.mark.parametrize(
    "hiding",
    [
        {"category": "prompt-injection", "concept": "concealment"},
        {"category": "prompt-injection", "concept": "deception"},
        {"category": "concealment"},
    ],
)
def test_an_action_with_an_instruction_to_hide_it_adds_up(hiding: dict[str, object]) -> None:
    action = _finding(Level.MEDIUM, category="destructive")
    hidden = replace(_finding(Level.MEDIUM, path="references/x.md"), **hiding)  # type: ignore[arg-type]  # fields by name
    assert verdict_of([action]) is Verdict.CAUTION
    assert verdict_of([action, hidden]) is Verdict.DANGEROUS


def test_two_hiding_findings_alone_do_not_add_up_this_way() -> None:
    one = _finding(Level.MEDIUM, category="concealment")
    two = _finding(Level.MEDIUM, category="concealment", path="scripts/a.sh")
    assert verdict_of([one, two]) is Verdict.CAUTION
