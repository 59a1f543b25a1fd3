"""The settings merge refuses what it cannot read; the fast path takes only a hook's argv."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillctl.errors import UsageError
from skillctl.fastpath import _hook_arguments
from skillctl.services.hook_settings import install_hook
from skillctl.services.hook_settings import remove_hook
from skillctl.services.hook_settings import settings_path


def test_fast_path_recognises_only_the_hook() -> None:
    assert _hook_arguments(["usage", "hook"]) == (None, "claude-code")
    assert _hook_arguments(["--store", "/s", "usage", "hook", "--agent", "x"]) == ("/s", "x")
    assert _hook_arguments(["--store=/s", "usage", "hook", "--agent=y"]) == ("/s", "y")
    for other in (["usage", "hook", "install"], ["--json", "usage", "hook"], ["list"], []):
        assert _hook_arguments(other) is None, other


def test_settings_that_are_not_json_are_left_alone(tmp_path: Path) -> None:
    path = settings_path(project=tmp_path, home=tmp_path / "home")
    assert path == tmp_path / ".claude" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text("{ not json")
    with pytest.raises(UsageError, match="not valid JSON"):
        install_hook(path, "skillctl usage hook --agent claude-code")
    assert path.read_text() == "{ not json"
    path.write_text('{"hooks": []}')
    with pytest.raises(UsageError, match="'hooks' is not an object"):
        install_hook(path, "skillctl usage hook --agent claude-code")


def test_a_new_settings_file_is_created_and_removed_cleanly(tmp_path: Path) -> None:
    path = tmp_path / ".claude" / "settings.json"
    change = install_hook(path, "skillctl usage hook --agent claude-code")
    assert change.is_changed
    assert change.backup is None
    assert remove_hook(path).is_changed
    assert path.read_text() == "{}\n"
    assert not remove_hook(path).is_changed
    assert not remove_hook(tmp_path / "missing.json").is_changed


def test_remove_keeps_later_user_changes(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"model": "a"}\n')
    install_hook(path, "skillctl usage hook --agent claude-code")
    text = path.read_text().replace('"model": "a"', '"model": "b"')
    path.write_text(text)
    remove_hook(path)
    assert '"model": "b"' in path.read_text()
    assert "usage hook" not in path.read_text()
