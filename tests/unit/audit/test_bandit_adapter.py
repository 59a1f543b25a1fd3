"""bandit through its API: findings mapped to SKC-BD-*, # nosec ignored, overlapping checks skipped."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillctl.audit.bandit_adapter import RULE_ID_PREFIX
from skillctl.audit.bandit_adapter import SKIPPED_TESTS
from skillctl.audit.bandit_adapter import bandit_rules
from skillctl.audit.bandit_adapter import rule_for
from skillctl.audit.bandit_adapter import scan_bandit
from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import Source
from skillctl.audit.tree import load_tree
from tests.helpers import skill_md
from tests.helpers import write_skill


def _scan(tmp_path: Path, files: dict[str, str]) -> list[Finding]:
    folder = write_skill(tmp_path, "bd", skill_md("bd"))
    for rel, text in files.items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return list(scan_bandit(load_tree(folder)))


def test_hardcoded_password_is_reported_as_a_bandit_finding(tmp_path: Path) -> None:
    findings = _scan(tmp_path, {"scripts/login.py": 'user = "me"\npassword = "hunter2"\n'})
    assert [(f.rule_id, f.path, f.line) for f in findings] == [
        ("SKC-BD-105", "scripts/login.py", 2)
    ]
    finding = findings[0]
    assert finding.rule_id.startswith(RULE_ID_PREFIX)
    assert finding.source is Source.BANDIT
    assert str(finding.source) == "bandit"
    assert "(bandit B105)" in finding.message
    assert "hunter2" in finding.message


def test_nosec_does_not_hide_a_finding(tmp_path: Path) -> None:
    findings = _scan(tmp_path, {"login.py": 'password = "hunter2"  # nosec\n'})
    assert [(f.rule_id, f.line) for f in findings] == [("SKC-BD-105", 1)]


def test_nosec_with_a_test_id_does_not_hide_a_finding(tmp_path: Path) -> None:
    findings = _scan(tmp_path, {"login.py": 'password = "hunter2"  # nosec B105\n'})
    assert [(f.rule_id, f.line) for f in findings] == [("SKC-BD-105", 1)]


def test_skipped_checks_never_appear(tmp_path: Path) -> None:
    code = (
        "import pickle\n"
        "import random\n"
        "import subprocess\n"
        "\n"
        "assert 1 + 1 == 2\n"
        "try:\n"
        "    pass\n"
        "except Exception:\n"
        "    pass\n"
        "n = random.random()\n"
        "subprocess.run(['ls'])\n"
        "subprocess.run('ls', shell=True)\n"
        "obj = pickle.loads(b'')\n"
        "eval('1')\n"
        'password = "hunter2"\n'
    )
    findings = _scan(tmp_path, {"tool.py": code})
    skipped = {RULE_ID_PREFIX + t.lstrip("B") for t in SKIPPED_TESTS}
    assert [f.rule_id for f in findings if f.rule_id in skipped] == []
    assert "SKC-BD-101" not in {f.rule_id for f in findings}
    # bandit did run on the file: the one check that is not skipped is reported
    assert [(f.rule_id, f.line) for f in findings] == [("SKC-BD-105", 15)]


def test_only_python_files_are_given_to_bandit(tmp_path: Path) -> None:
    findings = _scan(
        tmp_path,
        {"notes.txt": 'password = "hunter2"\n', "setup.sh": 'password="hunter2"\n'},
    )
    assert findings == []


def test_python_shebang_file_is_given_to_bandit(tmp_path: Path) -> None:
    findings = _scan(tmp_path, {"bin/login": '#!/usr/bin/env python3\npassword = "hunter2"\n'})
    assert [(f.rule_id, f.path, f.line) for f in findings] == [("SKC-BD-105", "bin/login", 2)]


def test_symlinked_python_is_not_given_to_bandit(tmp_path: Path) -> None:
    outside = tmp_path / "outside.py"
    outside.write_text('password = "hunter2"\n', encoding="utf-8")
    folder = write_skill(tmp_path, "bd", skill_md("bd"))
    (folder / "linked.py").symlink_to(outside)
    assert list(scan_bandit(load_tree(folder))) == []


def test_findings_in_several_files_keep_their_relative_paths(tmp_path: Path) -> None:
    findings = _scan(
        tmp_path,
        {"a.py": 'password = "one"\n', "pkg/b.py": 'x = 1\npassword = "two"\n'},
    )
    assert sorted((f.rule_id, f.path, f.line) for f in findings) == [
        ("SKC-BD-105", "a.py", 1),
        ("SKC-BD-105", "pkg/b.py", 2),
    ]


def test_rule_for_maps_bandit_levels() -> None:
    rule = rule_for("B324", "hashlib", "HIGH", "MEDIUM", "Use of weak MD5 hash", "CWE-327")
    assert rule.id == "SKC-BD-324"
    assert rule.name == "hashlib"
    assert rule.severity is Level.HIGH
    assert rule.confidence is Confidence.MEDIUM
    assert rule.cwe == "CWE-327"
    assert "B324" in rule.remediation
    unknown = rule_for("B999", "some_check", "UNDEFINED", "weird", "text", None)
    assert (unknown.name, unknown.severity, unknown.confidence) == (
        "some-check",
        Level.LOW,
        Confidence.LOW,
    )


XML_LOCAL = "import xml.etree.ElementTree as ET\n\ntree = ET.parse('book.xml')\n"


def test_xml_parsing_of_local_files_is_low(tmp_path: Path) -> None:
    findings = _scan(tmp_path, {"scripts/read.py": XML_LOCAL})
    parse = [f for f in findings if f.rule_id == "SKC-BD-314"]
    assert [(f.original_severity, f.severity) for f in parse] == [(Level.MEDIUM, Level.LOW)]
    assert parse[0].demotion == "code quality in a helper that takes no network input"


def test_xml_parsing_next_to_network_input_keeps_its_level(tmp_path: Path) -> None:
    code = "import requests\n" + XML_LOCAL + "ET.fromstring(requests.get('https://x').text)\n"
    findings = _scan(tmp_path, {"scripts/fetch.py": code})
    parse = [f for f in findings if f.rule_id == "SKC-BD-314"]
    assert parse
    assert all(f.severity is Level.MEDIUM and f.demotion is None for f in parse)


def test_paths_are_relative_to_the_skill_wherever_the_audit_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = write_skill(tmp_path / "deep" / "er", "bd", skill_md("bd"))
    (folder / "scripts").mkdir()
    (folder / "scripts" / "read.py").write_text(XML_LOCAL, encoding="utf-8")
    seen = []
    for cwd, root in ((tmp_path, "deep/er/bd"), (folder / "scripts", ".."), (folder, ".")):
        monkeypatch.chdir(cwd)
        findings = list(scan_bandit(load_tree(Path(root))))
        seen.append(sorted((f.path, f.fingerprint) for f in findings))
    assert seen[0] == seen[1] == seen[2]
    assert {path for path, _ in seen[0]} == {"scripts/read.py"}


def test_every_reported_bandit_rule_is_listed(tmp_path: Path) -> None:
    code = XML_LOCAL + "import hashlib\nhashlib.md5(b'x')\nimport tempfile\ntempfile.mktemp()\n"
    findings = _scan(tmp_path, {"scripts/many.py": code})
    listed = {r.id for r in bandit_rules()}
    assert {"SKC-BD-314", "SKC-BD-405"} <= {f.rule_id for f in findings}
    assert {f.rule_id for f in findings} <= listed


URLOPEN = (
    "import os\nimport urllib.request\n"
    "BASE = os.environ.get('OPENAI_BASE_URL', 'https://api.openai.com/v1')\n"
    "def call(path, body):\n"
    "    req = urllib.request.Request(f'{BASE}{path}', data=body)\n"
    "    with urllib.request.urlopen(req, timeout=60) as r:\n        return r.read()\n"
    "call('/batches', b'{}')\n"
)


def test_urlopen_of_a_fixed_https_url_is_low(tmp_path: Path) -> None:
    findings = [
        f for f in _scan(tmp_path, {"scripts/api.py": URLOPEN}) if f.rule_id == "SKC-BD-310"
    ]
    assert findings
    assert all(f.severity is Level.LOW for f in findings)
    assert {f.demotion for f in findings} == {"the URL opened here always starts with https://"}


def test_urlopen_of_a_url_from_anywhere_keeps_its_level(tmp_path: Path) -> None:
    code = (
        "import sys\nimport urllib.request\nurllib.request.urlopen(sys.stdin.readline().strip())\n"
    )
    findings = [f for f in _scan(tmp_path, {"scripts/get.py": code}) if f.rule_id == "SKC-BD-310"]
    assert findings
    assert all(f.severity is Level.MEDIUM and f.demotion is None for f in findings)


def test_urlopen_of_a_configured_url_is_low(tmp_path: Path) -> None:
    code = (
        "import json, urllib.request\ncfg = json.load(open('assets/telemetry.json'))\n"
        "urllib.request.urlopen(cfg['endpoint'], data=b'{}')\n"
    )
    findings = [f for f in _scan(tmp_path, {"scripts/t.py": code}) if f.rule_id == "SKC-BD-310"]
    assert findings
    assert all(f.severity is Level.LOW for f in findings)


def test_an_address_compared_is_not_a_bind(tmp_path: Path) -> None:
    code = "import socket\nWILD = {'0.0.0.0', '::'}\ndef exposed(addr):\n    return addr in WILD\n"
    bound = "import socket\ns = socket.socket()\ns.bind(('0.0.0.0', 8080))\n"
    found = _scan(tmp_path / "a", {"scripts/a.py": code})
    assert all(f.severity is Level.LOW for f in found if f.rule_id == "SKC-BD-104")
    assert any(f.rule_id == "SKC-BD-104" for f in found)
    kept = [f for f in _scan(tmp_path / "b", {"scripts/b.py": bound}) if f.rule_id == "SKC-BD-104"]
    assert kept
    assert all(f.severity is Level.MEDIUM for f in kept)
