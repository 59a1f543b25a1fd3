"""Content hashes against values computed by hand with sha256sum and base64.

``h1:`` is Go's dirhash (contents and paths); ``h2:`` adds git's file mode,
so a ``chmod +x`` changes it. Old ``h1:`` records keep verifying by h1's rule.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from skillctl.errors import StoreError
from skillctl.store.dirhash import H1
from skillctl.store.dirhash import dirhash
from skillctl.store.dirhash import file_digests
from skillctl.store.dirhash import file_lines
from skillctl.store.dirhash import files_match
from skillctl.store.dirhash import hash_as
from skillctl.store.dirhash import hash_of_files
from skillctl.store.dirhash import matches
from skillctl.store.dirhash import scheme_of

# printf '%s  %s\n' "$(sha256sum f | cut -d' ' -f1)" f  for B.md, a.txt, sub/empty, then
# echo "h1:$(sha256sum lines | cut -d' ' -f1 | xxd -r -p | base64)"
EXPECTED = "h1:mJs9nI5aoEsPJRn0v8XmDM+0IZpK+bNHMluP6GbdY4s="
# the same with printf '%s  %s %s\n' "$(sha256sum f | cut -d' ' -f1)" 100644 f (a.txt: 100755)
EXPECTED_H2 = "h2:SmXbdzCEKxsBqsSTmCEqqLOGwp8pE5W3Xf6tuwdoCvc="
EXPECTED_H2_EXECUTABLE = "h2:DExe4PlWJPdRg+K8ZrmDtdWbelqiqW5rpWS20IcvDrM="


def _tree(root: Path) -> Path:
    (root / "sub").mkdir(parents=True)
    (root / "a.txt").write_bytes(b"hello\n")
    (root / "sub" / "empty").write_bytes(b"")
    (root / "B.md").write_bytes(b"b")
    for path in (root / "a.txt", root / "sub" / "empty", root / "B.md"):
        path.chmod(0o644)
    return root


def _h1(root: Path) -> str:
    return hash_of_files(file_digests(root), H1)


def test_known_value(tmp_path: Path) -> None:
    root = _tree(tmp_path / "skill")
    assert file_lines(root, H1) == [
        "3e23e8160039594a33894f6564e1b1348bbd7a0088d42c4acb73eeaed59c009d  B.md",
        "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03  a.txt",
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  sub/empty",
    ]
    assert _h1(root) == EXPECTED


def test_known_h2_value_covers_the_executable_bit(tmp_path: Path) -> None:
    root = _tree(tmp_path / "skill")
    assert dirhash(root) == EXPECTED_H2
    (root / "a.txt").chmod(0o755)
    assert file_lines(root)[1] == (
        "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03  100755 a.txt"
    )
    assert dirhash(root) == EXPECTED_H2_EXECUTABLE
    assert _h1(root) == EXPECTED  # h1 never saw modes
    (root / "a.txt").chmod(0o655)  # git's rule: only the owner's bit counts
    assert dirhash(root) == EXPECTED_H2


def test_git_and_pycache_are_excluded_and_one_byte_changes_it(tmp_path: Path) -> None:
    root = _tree(tmp_path / "skill")
    (root / ".git").mkdir()
    (root / ".git" / "HEAD").write_text("ref: x\n", encoding="utf-8")
    (root / "sub" / "__pycache__").mkdir()
    (root / "sub" / "__pycache__" / "m.pyc").write_bytes(b"\x00")
    assert _h1(root) == EXPECTED
    assert dirhash(root) == EXPECTED_H2
    (root / "a.txt").write_bytes(b"hellO\n")
    assert _h1(root) != EXPECTED
    assert dirhash(root) != EXPECTED_H2


def test_empty_folder(tmp_path: Path) -> None:
    # sha256 of the empty string, base64-encoded
    assert _h1(tmp_path) == "h1:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="
    assert dirhash(tmp_path) == "h2:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="


def test_a_symlink_is_an_error(tmp_path: Path) -> None:
    root = _tree(tmp_path / "skill")
    (root / "link").symlink_to(root / "a.txt")
    with pytest.raises(StoreError, match="not a regular file"):
        dirhash(root)


def test_a_recorded_hash_is_checked_by_the_rule_of_its_own_scheme(tmp_path: Path) -> None:
    root = _tree(tmp_path / "skill")
    assert (scheme_of(EXPECTED), scheme_of(EXPECTED_H2), scheme_of("h9:x"), scheme_of("x")) == (
        "h1",
        "h2",
        None,
        None,
    )
    assert matches(root, EXPECTED)
    assert matches(root, EXPECTED_H2)
    assert hash_as(root, EXPECTED) == EXPECTED
    (root / "a.txt").chmod(0o755)
    assert matches(root, EXPECTED)  # an old h1 record still verifies its contents
    assert not matches(root, EXPECTED_H2)  # an h2 record sees the chmod +x
    assert not matches(root, "h9:" + EXPECTED_H2[3:])  # an unknown scheme never matches
    (root / "a.txt").write_bytes(b"x")
    assert not matches(root, EXPECTED)


def test_names_are_hashed_as_bytes_and_a_newline_cannot_forge_a_line(tmp_path: Path) -> None:
    root = tmp_path / "skill"
    root.mkdir()
    (root / os.fsdecode(b"caf\xe9.md")).write_bytes(b"x")
    assert dirhash(root).startswith("h2:")  # not UTF-8: hashed, not a crash
    assert _h1(root).startswith("h1:")
    # h1: a name holding "\n<digest>  b" makes the same lines as two files a and b
    forged = tmp_path / "forged"
    forged.mkdir()
    digest_y = "a1fce4363854ff888cff4b8e7875d600c2682390412a8cf79b37d0b11148b0fa"
    (forged / f"a\n{digest_y}  b").write_bytes(b"x")
    honest = tmp_path / "honest"
    honest.mkdir()
    (honest / "a").write_bytes(b"x")
    (honest / "b").write_bytes(b"y")
    assert _h1(forged) == _h1(honest)  # why h2 refuses such names
    with pytest.raises(StoreError, match="newline"):
        dirhash(forged)
    assert not files_match(file_digests(forged), dirhash(honest))
