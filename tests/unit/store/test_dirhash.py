"""The ``h1:`` dirhash against values computed by hand with sha256sum and base64."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillctl.errors import StoreError
from skillctl.store.dirhash import dirhash
from skillctl.store.dirhash import file_lines

# printf '%s  %s\n' "$(sha256sum f | cut -d' ' -f1)" f  for B.md, a.txt, sub/empty, then
# echo "h1:$(sha256sum lines | cut -d' ' -f1 | xxd -r -p | base64)"
EXPECTED = "h1:mJs9nI5aoEsPJRn0v8XmDM+0IZpK+bNHMluP6GbdY4s="


def _tree(root: Path) -> Path:
    (root / "sub").mkdir(parents=True)
    (root / "a.txt").write_bytes(b"hello\n")
    (root / "sub" / "empty").write_bytes(b"")
    (root / "B.md").write_bytes(b"b")
    return root


def test_known_value(tmp_path: Path) -> None:
    root = _tree(tmp_path / "skill")
    assert file_lines(root) == [
        "3e23e8160039594a33894f6564e1b1348bbd7a0088d42c4acb73eeaed59c009d  B.md",
        "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03  a.txt",
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  sub/empty",
    ]
    assert dirhash(root) == EXPECTED


def test_git_and_pycache_are_excluded_and_one_byte_changes_it(tmp_path: Path) -> None:
    root = _tree(tmp_path / "skill")
    (root / ".git").mkdir()
    (root / ".git" / "HEAD").write_text("ref: x\n", encoding="utf-8")
    (root / "sub" / "__pycache__").mkdir()
    (root / "sub" / "__pycache__" / "m.pyc").write_bytes(b"\x00")
    assert dirhash(root) == EXPECTED
    (root / "a.txt").write_bytes(b"hellO\n")
    assert dirhash(root) != EXPECTED


def test_empty_folder(tmp_path: Path) -> None:
    # sha256 of the empty string, base64-encoded
    assert dirhash(tmp_path) == "h1:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="


def test_a_symlink_is_an_error(tmp_path: Path) -> None:
    root = _tree(tmp_path / "skill")
    (root / "link").symlink_to(root / "a.txt")
    with pytest.raises(StoreError, match="not a regular file"):
        dirhash(root)
