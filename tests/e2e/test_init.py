"""``init PATH`` adopts an agent's skills folder as a store in place."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from skillctl.cli import cli
from tests.helpers import skill_md
from tests.helpers import write_skill


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_adopt_in_place_then_manage(tmp_path: Path) -> None:
    skills = tmp_path / ".claude" / "skills"
    write_skill(skills, "alpha", skill_md("alpha"))
    write_skill(skills, "beta", skill_md("beta"))
    elsewhere = write_skill(tmp_path / "real", "gamma", skill_md("gamma"))
    (skills / "gamma").symlink_to(elsewhere)
    (skills / "notes").mkdir()
    code, out, err = _run("--json", "init", str(skills))
    assert code == 0, err
    result = json.loads(out)
    assert result["adopted"] == [
        {"name": "alpha", "verdict": "safe"},
        {"name": "beta", "verdict": "safe"},
    ]
    assert result["skipped"][0]["name"] == "gamma"
    assert (skills / "alpha" / "SKILL.md").is_file()  # still where the agent reads it
    provenance = json.loads((skills / ".skillctl" / "provenance" / "alpha.json").read_text())
    assert provenance["origin"] == "user"
    code, out, _ = _run("--store", str(skills), "--json", "list")
    assert [s["name"] for s in json.loads(out)["skills"]] == ["alpha", "beta"]
    assert _run("--store", str(skills), "verify")[0] == 0
    new = write_skill(tmp_path / "src", "delta", skill_md("delta"))
    assert _run("--store", str(skills), "install", str(new))[0] == 0
    assert (skills / "delta" / "SKILL.md").is_file()
    (skills / "beta" / "SKILL.md").write_text("tampered\n")
    code, out, _ = _run("--store", str(skills), "verify")
    assert code == 1
    assert "beta/SKILL.md" in out
    assert _run("init", str(skills))[0] == 3  # already a store
