"""The console entry point's exit codes, and the stderr progress line."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from skillctl.cli import main
from skillctl.cli._progress import StderrProgress
from skillctl.cli._progress import progress_for
from tests.helpers import skill_md
from tests.helpers import write_skill


def _main(monkeypatch: pytest.MonkeyPatch, *args: str) -> int:
    monkeypatch.setattr(sys, "argv", ["skillctl", *args])
    with pytest.raises(SystemExit) as done:
        main()
    code = done.value.code
    assert isinstance(code, int)
    return code


def test_main_exit_codes(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    good = write_skill(tmp_path, "good", skill_md("good"))
    bad = write_skill(tmp_path, "bad", skill_md("wrong"))
    assert _main(monkeypatch, "validate", str(good)) == 0
    assert _main(monkeypatch, "validate", str(bad)) == 1
    assert _main(monkeypatch, "validate", "--nope") == 2
    assert _main(monkeypatch, "validate", str(tmp_path / "missing")) == 3
    assert _main(monkeypatch, "--version") == 0


def test_progress_line_is_throttled_and_erased(capsys: pytest.CaptureFixture[str]) -> None:
    progress = StderrProgress("validating")
    progress.advance(1, 10, "a")  # small runs print nothing
    for done in range(1, 101):
        progress.advance(done, 100, "x")
    progress.close()
    err = capsys.readouterr().err
    assert "validating 1/100" in err
    assert "validating 100/100" in err
    assert err.count("validating") < 10
    assert err.endswith("\r")  # click drops the erase code when stderr is no terminal


def test_no_progress_when_quiet_json_or_not_a_terminal() -> None:
    assert progress_for("x", quiet=True, is_json=False) is None
    assert progress_for("x", quiet=False, is_json=True) is None
    assert progress_for("x", quiet=False, is_json=False) is None  # pytest's stderr is no TTY
