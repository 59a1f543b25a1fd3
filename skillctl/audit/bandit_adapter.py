"""bandit's checks through its Python API, mapped onto skillctl findings.

bandit is imported here and nowhere else, and only when a skill has Python
files. ``# nosec`` comments are ignored: in a skill they would be written by
the same stranger whose code is being checked. Checks that our own AST rules
already cover, and pure style noise, are left out so a problem is reported once.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Iterator
from typing import TYPE_CHECKING

from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import RuleInfo
from skillctl.audit.finding import Source
from skillctl.audit.finding import make_finding
from skillctl.audit.tree import FileKind

if TYPE_CHECKING:
    from skillctl.audit.tree import SkillTree

# Covered by skillctl.audit.python_ast (exec/eval, subprocess/os shells, pickle,
# marshal, yaml.load), or noise for skills (assert, subprocess without a shell,
# try/except/pass, random, requests without timeout, importing subprocess).
SKIPPED_TESTS = frozenset(
    {
        "B101",
        "B102",
        "B110",
        "B112",
        "B113",
        "B301",
        "B302",
        "B307",
        "B311",
        "B403",
        "B404",
        "B506",
        "B602",
        "B603",
        "B604",
        "B605",
        "B606",
        "B607",
    }
)
_LEVELS = {"LOW": Level.LOW, "MEDIUM": Level.MEDIUM, "HIGH": Level.HIGH}
_CONFIDENCE = {"LOW": Confidence.LOW, "MEDIUM": Confidence.MEDIUM, "HIGH": Confidence.HIGH}
RULE_ID_PREFIX = "SKC-BD-"


def scan_bandit(tree: SkillTree) -> Iterator[Finding]:
    """bandit's findings for the skill's Python files, read from the skill folder."""
    paths = {
        str(tree.root / f.path): f.path
        for f in tree.files
        if f.kind is FileKind.PYTHON and not f.is_symlink
    }
    if not paths:
        return
    logging.getLogger("bandit").setLevel(logging.CRITICAL)
    # bandit's plugin loader trips deprecation warnings in its own dependencies.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from bandit.core import config
        from bandit.core import manager

        runner = manager.BanditManager(config.BanditConfig(), "file", quiet=True, ignore_nosec=True)
        runner.discover_files(sorted(paths), recursive=False)
        runner.run_tests()
    for issue in runner.get_issue_list():
        if issue.test_id in SKIPPED_TESTS:
            continue
        rel = paths.get(issue.fname, issue.fname)
        rule = rule_for(
            issue.test_id,
            issue.test,
            str(issue.severity),
            str(issue.confidence),
            issue.text,
            _cwe(issue),
        )
        yield make_finding(
            rule,
            Source.BANDIT,
            rel,
            int(issue.lineno),
            f"{issue.test_id}:{issue.get_code()}",
            message=f"{issue.text} (bandit {issue.test_id})",
        )


def rule_for(
    test_id: str, test_name: str, severity: str, confidence: str, text: str, cwe: str | None
) -> RuleInfo:
    """The skillctl rule standing for one bandit check."""
    return RuleInfo(
        id=f"{RULE_ID_PREFIX}{test_id.lstrip('B')}",
        name=test_name.replace("_", "-"),
        category="dangerous-code",
        severity=_LEVELS.get(severity.upper(), Level.LOW),
        confidence=_CONFIDENCE.get(confidence.upper(), Confidence.LOW),
        message=text,
        remediation=f"See bandit's documentation for {test_id} ({test_name}).",
        cwe=cwe,
    )


def _cwe(issue: object) -> str | None:
    cwe = getattr(issue, "cwe", None)
    number = getattr(cwe, "id", None)
    return f"CWE-{number}" if isinstance(number, int) and number > 0 else None


def bandit_rules() -> list[RuleInfo]:
    """One rule per bandit check that skillctl reports (for --list-rules and SARIF)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from bandit.core import extension_loader

        plugins = list(extension_loader.MANAGER.plugins)
    rules = []
    for plugin in plugins:
        test_id = str(getattr(plugin.plugin, "_test_id", ""))
        if test_id and test_id not in SKIPPED_TESTS:
            name = str(plugin.name)
            rules.append(
                rule_for(
                    test_id,
                    name,
                    "per finding",
                    "per finding",
                    f"bandit {test_id}: {name.replace('_', ' ')}",
                    None,
                )
            )
    return rules
