"""An Agent Skills discovery index read as a read-only registry."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from click.testing import CliRunner

from skillctl.cli import cli
from tests.helpers import skill_md


def _run(store: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--store", str(store), *args], catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def _site(root: Path, *, tamper: bool = False) -> Path:
    folder = root / ".well-known" / "agent-skills"
    (folder / "notes").mkdir(parents=True)
    text = skill_md("notes").encode()
    (folder / "notes" / "SKILL.md").write_bytes(text)
    digest = "sha256:" + hashlib.sha256(b"x" if tamper else text).hexdigest()
    index = {
        "skills": [
            {
                "name": "notes",
                "type": "skill-md",
                "description": "Notes.",
                "url": "notes/SKILL.md",
                "digest": digest,
            }
        ]
    }
    (folder / "index.json").write_text(json.dumps(index))
    return root


def test_install_and_search_from_a_discovery_index(tmp_path: Path) -> None:
    site = _site(tmp_path / "site")
    store = tmp_path / "store"
    code, out, _ = _run(store, "--json", "search", "notes", "--registry", str(site))
    assert [r["name"] for r in json.loads(out)["results"]] == ["notes"]
    code, _, err = _run(store, "install", "--registry", str(site), "--allow-caution", "notes")
    assert code == 0, err
    assert (store / "skills" / "notes" / "SKILL.md").read_bytes() == skill_md("notes").encode()


def test_a_wrong_digest_is_refused(tmp_path: Path) -> None:
    site = _site(tmp_path / "site", tamper=True)
    code, _, err = _run(tmp_path / "store", "install", "--registry", str(site), "notes")
    assert code == 3
    assert "the index says sha256:" in err
