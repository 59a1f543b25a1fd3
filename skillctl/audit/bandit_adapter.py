"""bandit's checks through its Python API, mapped onto skillctl findings, in proportion.

bandit is imported here and nowhere else, and only when a skill has Python
files. ``# nosec`` comments are ignored: in a skill they would be written by
the same stranger whose code is being checked. Checks that our own AST rules
already cover, and pure style noise, are left out so a problem is reported once.

bandit judges code that serves strangers; a skill's helper script mostly
works on the user's own files. Its code-quality checks (XML parsers, weak
hashes, temp paths, hard-coded passwords, SQL strings, template escaping …)
are therefore low in a file that takes no input from the network, and keep
bandit's own level only where the file also fetches or receives data. Its
warning that ``urlopen`` accepts ``file://`` (B310) is low where the Python
flow model shows the URL's scheme is fixed to http(s).
Paths are relative to the skill folder, wherever the audit runs from.
"""

from __future__ import annotations

import logging
import os
import re
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import RuleInfo
from skillctl.audit.finding import Source
from skillctl.audit.finding import make_finding
from skillctl.audit.tree import FileKind

if TYPE_CHECKING:
    from skillctl.audit.tree import SkillFile
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
# Quality checks that matter when untrusted input reaches them.
INPUT_DEPENDENT_TESTS = frozenset(
    {
        *(f"B{n}" for n in range(313, 321)),  # XML parsers
        *(f"B{n}" for n in range(405, 411)),  # importing XML parsers
        "B303",  # md5/sha1
        "B324",  # weak hash
        "B304",  # weak cipher
        "B305",  # weak cipher mode
        "B306",  # mktemp
        "B108",  # hard-coded temp path
        "B104",  # bind to all interfaces
        "B105",  # hard-coded password string
        "B106",  # hard-coded password argument
        "B107",  # hard-coded password default
        "B310",  # urlopen schemes
        "B608",  # SQL built from strings
        "B701",  # jinja2 autoescape
        "B702",  # mako templates
        "B703",  # django mark_safe
        "B704",  # markupsafe
        "B201",  # flask debug
        "B202",  # tarfile extractall
    }
)
_NETWORK_INPUT = re.compile(
    r"\b(?:import\s+(?:requests|httpx|aiohttp|socket|urllib3)|from\s+(?:requests|httpx|aiohttp|urllib3)\b"
    r"|urllib\.request|from\s+urllib\s+import\s+request|urlopen\s*\(|http\.client|http\.server"
    r"|socketserver|flask|fastapi|websocket)"
)
# Text a script reads at run time from someone else (stdin, a socket, a web request).
_UNTRUSTED_TEXT = re.compile(r"sys\.stdin|\binput\(|\.recv\(|\brequest\.(?:args|form|json|data)\b")
# What binding looks like on the line bandit points at (B104 flags any "0.0.0.0" string).
_BINDS = re.compile(r"\b(?:bind|listen|serve\w*|run|host|HOST|address|addr)\b\s*[=(:]|\.run\(")
_LEVELS = {"LOW": Level.LOW, "MEDIUM": Level.MEDIUM, "HIGH": Level.HIGH}
_CONFIDENCE = {"LOW": Confidence.LOW, "MEDIUM": Confidence.MEDIUM, "HIGH": Confidence.HIGH}
RULE_ID_PREFIX = "SKC-BD-"


# What any of bandit's checks looks for: a file with none of these words gives bandit nothing
# to report (a plain script that reads files and prints), and is not handed to it.
_BANDIT_TRIGGER = re.compile(
    r"exec|eval|compile|subprocess|\bos\b|popen|system|spawn|pickle|marshal|shelve|dill|yaml|"
    r"xml|etree|minidom|sax|md5|sha1|hashlib|random|temp|tmp|chmod|0o[0-7]|passw|pwd|secret|"
    r"token|key|assert|except|ssl|verify|request|urllib|http|telnet|ftp|socket|0\.0\.0\.0|bind|"
    r"sql|select|insert|update|delete|jinja|mako|django|flask|debug|paramiko|crypt|cipher|"
    r"\bdes\b|input|import_module|__import__|ctypes|shell|\*|wildcard|pexpect|commands|"
    r"spawn|\bpty\b|tarfile|zipfile|extract|requests|httpx|aiohttp|load",
    re.IGNORECASE,
)


def scan_bandit(tree: SkillTree) -> Iterator[Finding]:
    """bandit's findings for the skill's Python files, read from the skill folder."""
    files = {
        f.path: f
        for f in tree.files
        if f.kind is FileKind.PYTHON and not f.is_symlink and _BANDIT_TRIGGER.search(f.text())
    }
    paths = {_key(str(tree.root / rel)): rel for rel in files}
    if not paths:
        return
    logging.getLogger("bandit").setLevel(logging.CRITICAL)
    # bandit's plugin loader trips deprecation warnings in its own dependencies.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from bandit.core import config
        from bandit.core import manager

        runner = manager.BanditManager(config.BanditConfig(), "file", quiet=True, ignore_nosec=True)
        runner.discover_files(sorted(str(tree.root / rel) for rel in files), recursive=False)
        runner.run_tests()
    for issue in runner.get_issue_list():
        if issue.test_id in SKIPPED_TESTS:
            continue
        rel = paths.get(_key(issue.fname))
        if rel is None:  # pragma: no cover - bandit reports only the files it was given
            continue
        rule = rule_for(
            issue.test_id,
            issue.test,
            str(issue.severity),
            str(issue.confidence),
            issue.text,
            _cwe(issue),
        )
        finding = make_finding(
            rule,
            Source.BANDIT,
            rel,
            int(issue.lineno),
            f"{issue.test_id}:{issue.get_code()}",
            message=f"{issue.text} (bandit {issue.test_id})",
        )
        if issue.test_id in INPUT_DEPENDENT_TESTS and not takes_network_input(files[rel]):
            finding = finding.demoted(
                finding.severity.rank, "code quality in a helper that takes no network input"
            )
        elif issue.test_id == "B310":
            scheme = _fixed_scheme(tree, files[rel], int(issue.lineno))
            if scheme is not None:
                why = f"the URL opened here always starts with {scheme}://"
                finding = finding.demoted(finding.severity.rank, why)
            elif not _UNTRUSTED_TEXT.search(files[rel].text()):
                why = (
                    "the URL comes from the skill or the user's own settings, not from text "
                    "read at run time; where the request goes is judged by the flow model"
                )
                finding = finding.demoted(finding.severity.rank, why)
        elif issue.test_id == "B104" and not _BINDS.search(issue.get_code()):
            finding = finding.demoted(
                finding.severity.rank, "the address is compared or printed here, not bound"
            )
        yield finding


def _fixed_scheme(tree: SkillTree, file: SkillFile, line: int) -> str | None:
    """The scheme every URL opened at ``line`` has, when the script (or the user's own
    setting) fixes it: B310 warns of ``file://`` reaching urlopen, which then cannot happen."""
    from skillctl.audit.argv import python_model

    model = python_model(tree, file)
    return model.sinks.fixed_urls.get(line) if model is not None else None


def takes_network_input(file: SkillFile) -> bool:
    """Whether a Python file fetches or receives data over the network."""
    return bool(_NETWORK_INPUT.search(file.text()))


def _key(path: str) -> str:
    # bandit may hand back "./x" for "x": compare absolute, normalised paths.
    return os.path.normcase(os.path.normpath(Path.cwd() / path))


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
        blacklisted = {
            str(entry["id"]): str(entry["name"])
            for entries in extension_loader.MANAGER.blacklist.values()
            for entry in entries
        }
    named = [
        (test_id, name) for test_id, name in blacklisted.items() if test_id not in SKIPPED_TESTS
    ]
    for plugin in plugins:
        test_id = str(getattr(plugin.plugin, "_test_id", ""))
        if test_id and test_id not in SKIPPED_TESTS:
            named.append((test_id, str(plugin.name)))
    rules = []
    for test_id, name in sorted(set(named)):
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
