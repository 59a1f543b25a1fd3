"""Start-up cost: the hot commands must not import the heavy libraries."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.helpers import skill_md
from tests.helpers import write_skill

HEAVY = ("git", "libcst", "bandit", "jsonschema")

_PROBE = """
import json, sys
from skillctl.cli import cli
try:
    cli.main(args=sys.argv[1:], prog_name="skillctl", standalone_mode=False)
except SystemExit:
    pass
heavy = sorted(m for m in sys.modules if m.split(".")[0] in {heavy!r})
print(json.dumps(heavy), file=sys.stderr)
"""


def _heavy_modules_after(*args: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE.format(heavy=set(HEAVY)), *args],
        capture_output=True,
        text=True,
        check=False,
    )
    last = done.stderr.strip().splitlines()[-1]
    loaded: list[str] = json.loads(last)
    return loaded


def test_help_imports_no_heavy_library() -> None:
    assert _heavy_modules_after("--help") == []


def test_validate_one_valid_skill_imports_no_heavy_library(tmp_path: Path) -> None:
    skill = write_skill(tmp_path, "tables", skill_md("tables"))
    assert _heavy_modules_after("validate", str(skill)) == []


def test_validate_with_a_schema_error_imports_only_jsonschema(tmp_path: Path) -> None:
    skill = write_skill(tmp_path, "tables", skill_md("tables", extra="license: 3\n"))
    loaded = _heavy_modules_after("validate", str(skill))
    assert {m.split(".")[0] for m in loaded} == {"jsonschema"}


def test_audit_of_a_markdown_skill_imports_no_heavy_library(tmp_path: Path) -> None:
    skill = write_skill(tmp_path, "tables", skill_md("tables"))
    assert _heavy_modules_after("audit", str(skill)) == []


def test_audit_of_a_python_skill_loads_libcst_and_runs_bandit(tmp_path: Path) -> None:
    skill = write_skill(tmp_path, "tables", skill_md("tables"))
    script = 'import subprocess\npassword = "hunter22"\nsubprocess.run(cmd, shell=True)\n'
    (skill / "run.py").write_text(script, encoding="utf-8")
    loaded = {m.split(".")[0] for m in _heavy_modules_after("audit", str(skill))}
    assert "libcst" in loaded
    assert "git" not in loaded  # bandit may run in a forked child, so it is not asserted here
    done = subprocess.run(
        [sys.executable, "-m", "skillctl", "--json", "audit", str(skill)],
        capture_output=True,
        text=True,
        check=False,
    )
    sources = {f["source"] for f in json.loads(done.stdout)["skills"][0]["findings"]}
    assert "bandit" in sources


def test_a_plain_python_script_is_not_walked_by_libcst(tmp_path: Path) -> None:
    skill = write_skill(tmp_path, "tables", skill_md("tables"))
    script = "import sys\nfrom pathlib import Path\nprint(len(Path(sys.argv[1]).read_text()))\n"
    (skill / "run.py").write_text(script, encoding="utf-8")
    loaded = {m.split(".")[0] for m in _heavy_modules_after("audit", str(skill))}
    assert "libcst" not in loaded
