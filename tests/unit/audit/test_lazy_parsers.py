"""tree-sitter is loaded only for skills whose shell or JavaScript text has something to follow."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.helpers import skill_md
from tests.helpers import write_skill

_PROBE = """
import json, sys
from skillctl.cli import cli
try:
    cli.main(args=sys.argv[1:], prog_name="skillctl", standalone_mode=False)
except SystemExit:
    pass
print(json.dumps(sorted(m for m in sys.modules if m.startswith("tree_sitter"))), file=sys.stderr)
"""


def _parsers_after(*args: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, *args], capture_output=True, text=True, check=False
    )
    return set(json.loads(done.stderr.strip().splitlines()[-1]))


def test_a_markdown_skill_without_code_loads_no_parser(tmp_path: Path) -> None:
    skill = write_skill(tmp_path, "tables", skill_md("tables"))
    assert _parsers_after("audit", str(skill)) == set()


def test_a_shell_block_without_trigger_loads_no_parser(tmp_path: Path) -> None:
    body = "# Title\n\n```bash\npip install tabulate==0.9.0\n```\n"
    skill = write_skill(tmp_path, "tables", skill_md("tables", body=body))
    assert _parsers_after("audit", str(skill)) == set()


def test_a_shell_script_loads_only_the_bash_grammar(tmp_path: Path) -> None:
    skill = write_skill(tmp_path, "tables", skill_md("tables"))
    (skill / "run.sh").write_text('#!/bin/sh\nout=$(mktemp -d)\nrm -rf "$out"\n', encoding="utf-8")
    loaded = _parsers_after("audit", str(skill))
    assert "tree_sitter_bash" in loaded
    assert not loaded & {
        "tree_sitter_javascript",
        "tree_sitter_typescript",
        "tree_sitter_powershell",
    }
