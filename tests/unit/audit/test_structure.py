"""Structure audit: links, binaries by their bytes, sizes, counts, modes and names."""

from __future__ import annotations

import io
import os
import zipfile
from pathlib import Path

import pytest

from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import Source
from skillctl.audit.structure import scan_structure
from skillctl.audit.tree import FileKind
from skillctl.audit.tree import load_tree
from tests.helpers import skill_md
from tests.helpers import write_skill

ELF = b"\x7fELF\x02\x01\x01\x00" + b"\x00" * 56
PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00"
    b"\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00\x05\x18\xd8N\x00"
    b"\x00\x00\x00IEND\xaeB`\x82"
)


def _skill(tmp_path: Path) -> Path:
    return write_skill(tmp_path, "shape", skill_md("shape"))


def _write(folder: Path, rel: str, data: bytes, mode: int | None = None) -> Path:
    path = folder / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    if mode is not None:
        path.chmod(mode)
    return path


def _scan(folder: Path) -> list[Finding]:
    return list(scan_structure(load_tree(folder)))


def _ids(findings: list[Finding]) -> list[tuple[str, str, Level]]:
    return sorted((f.rule_id, f.path, f.severity) for f in findings)


def _zip_bytes() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("inner.txt", "hello")
    return buffer.getvalue()


def test_a_plain_skill_has_no_structure_findings(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, "scripts/run.sh", b"#!/bin/sh\necho hi\n", 0o755)
    _write(folder, "docs/guide.md", b"# Guide\n")
    _write(folder, ".gitignore", b"*.tmp\n")
    assert _scan(folder) == []


def test_a_png_image_in_assets_is_not_a_finding(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, "assets/logo.png", PNG)
    assert _scan(folder) == []


def test_symlink_inside_the_skill(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, "docs/real.md", b"# Real\n")
    (folder / "alias.md").symlink_to("docs/real.md")
    (folder / "docs" / "up.md").symlink_to("../SKILL.md")
    findings = _scan(folder)
    assert _ids(findings) == [
        ("SKC-ST-001", "alias.md", Level.HIGH),
        ("SKC-ST-001", "docs/up.md", Level.HIGH),
    ]
    assert all(f.line is None and f.source is Source.STRUCTURE for f in findings)
    assert "alias.md -> docs/real.md" in next(f.message for f in findings if f.path == "alias.md")


@pytest.mark.parametrize("target", ["/etc/passwd", "../../x", "..", "docs/../../escape"])
def test_symlink_pointing_outside_is_critical(tmp_path: Path, target: str) -> None:
    folder = _skill(tmp_path)
    (folder / "docs").mkdir()
    (folder / "link").symlink_to(target)
    findings = _scan(folder)
    assert _ids(findings) == [("SKC-ST-002", "link", Level.CRITICAL)]
    assert target in findings[0].message


def test_a_symlink_target_is_never_read(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    # Hold the pipe open for reading and writing so that nothing blocks, and leave bytes in it:
    # anything that followed the link and read it would consume them.
    holder = os.open(fifo, os.O_RDWR | os.O_NONBLOCK)
    try:
        os.write(holder, b"SECRET")
        outside = tmp_path / "secret.txt"
        outside.write_bytes(b"do not read\n")
        before = outside.stat()
        folder = _skill(tmp_path)
        (folder / "pipe-link").symlink_to(fifo)
        (folder / "file-link.txt").symlink_to(outside)
        tree = load_tree(folder)
        findings = list(scan_structure(tree))
        assert os.read(holder, 100) == b"SECRET"
    finally:
        os.close(holder)
    entries = {f.path: f for f in tree.files}
    assert entries["pipe-link"].link_target == str(fifo)
    assert entries["pipe-link"].data == b""
    assert entries["file-link.txt"].data == b""
    assert outside.read_bytes() == b"do not read\n"
    assert outside.stat().st_mtime_ns == before.st_mtime_ns
    assert _ids(findings) == [
        ("SKC-ST-002", "file-link.txt", Level.CRITICAL),
        ("SKC-ST-002", "pipe-link", Level.CRITICAL),
    ]
    assert tree.errors == []


def test_hardlink_is_flagged(tmp_path: Path) -> None:
    outside = tmp_path / "shared.md"
    outside.write_bytes(b"# Shared\n")
    folder = _skill(tmp_path)
    os.link(outside, folder / "linked.md")
    findings = _scan(folder)
    assert _ids(findings) == [("SKC-ST-003", "linked.md", Level.MEDIUM)]
    assert "2 links" in findings[0].message


def test_elf_is_recognised_by_its_bytes_not_its_name(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, "notes.txt", ELF)
    findings = _scan(folder)
    assert _ids(findings) == [("SKC-ST-004", "notes.txt", Level.HIGH)]
    assert "ELF" in findings[0].message


def test_compiled_python_is_an_executable(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, "x.pyc", b"\xa7\r\r\n" + b"\x00" * 12 + b"\xe3" + b"\x01" * 40)
    findings = _scan(folder)
    assert _ids(findings) == [("SKC-ST-004", "x.pyc", Level.HIGH)]
    assert "bytecode" in findings[0].message


def test_zip_under_a_text_name_is_disguised(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, "data.json", _zip_bytes())
    findings = _scan(folder)
    assert _ids(findings) == [("SKC-ST-006", "data.json", Level.HIGH)]
    assert "zip archive" in findings[0].message


def test_zip_under_its_own_name_is_an_archive(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, "data.zip", _zip_bytes())
    assert _ids(_scan(folder)) == [("SKC-ST-005", "data.zip", Level.MEDIUM)]


@pytest.mark.parametrize("name", ["notes.md", "payload"])
def test_binary_data_under_a_text_name_or_no_extension_is_disguised(
    tmp_path: Path, name: str
) -> None:
    folder = _skill(tmp_path)
    _write(folder, name, b"text\x00\x01\x02more")
    assert _ids(_scan(folder)) == [("SKC-ST-006", name, Level.HIGH)]


def test_file_over_one_mib_is_oversized(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, "big.txt", b"a" * (1024 * 1024 + 1))
    findings = _scan(folder)
    assert _ids(findings) == [("SKC-ST-007", "big.txt", Level.MEDIUM)]
    assert "only the first" not in findings[0].message


def test_file_over_two_mib_says_it_was_only_partly_audited(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, "huge.txt", b"a" * (2 * 1024 * 1024 + 10))
    tree = load_tree(folder)
    entry = next(f for f in tree.files if f.path == "huge.txt")
    assert entry.is_truncated
    assert len(entry.data) == 2 * 1024 * 1024
    findings = list(scan_structure(tree))
    assert _ids(findings) == [("SKC-ST-007", "huge.txt", Level.MEDIUM)]
    assert "only the first 2 MiB were audited" in findings[0].message


def test_more_than_500_files_is_flagged_once_for_the_skill(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    for i in range(500):  # plus SKILL.md: 501 files
        _write(folder, f"data/f{i:03d}.txt", b"x\n")
    findings = _scan(folder)
    assert [(f.rule_id, f.path, f.line, f.severity) for f in findings] == [
        ("SKC-ST-009", ".", None, Level.MEDIUM)
    ]
    assert "501" in findings[0].message
    assert "only the first" not in findings[0].message


def test_exactly_500_files_is_not_flagged(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    for i in range(499):
        _write(folder, f"data/f{i:03d}.txt", b"x\n")
    assert _scan(folder) == []


@pytest.mark.parametrize("mode", [0o4755, 0o2755])
def test_setuid_or_setgid_bit_is_critical(tmp_path: Path, mode: int) -> None:
    folder = _skill(tmp_path)
    _write(folder, "run.sh", b"#!/bin/sh\necho hi\n", mode)
    assert (folder / "run.sh").stat().st_mode & mode == mode
    findings = _scan(folder)
    assert _ids(findings) == [("SKC-ST-010", "run.sh", Level.CRITICAL)]


def test_exec_bit_on_a_readme_is_low(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, "README.md", b"# Readme\n", 0o755)
    assert _ids(_scan(folder)) == [("SKC-ST-011", "README.md", Level.LOW)]


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("tool.sh", b"echo hi\n"),
        ("tool", b"#!/usr/bin/env perl\nprint 1;\n"),
        ("tool2", b"#!/bin/sh\necho hi\n"),
        ("tool.py", b"print(1)\n"),
    ],
)
def test_exec_bit_on_a_script_is_expected(tmp_path: Path, name: str, data: bytes) -> None:
    folder = _skill(tmp_path)
    _write(folder, name, data, 0o755)
    assert _scan(folder) == []


def test_control_character_in_a_file_name(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, "bad\x1bname.md", b"# ok\n")
    findings = _scan(folder)
    assert _ids(findings) == [("SKC-ST-012", "bad\x1bname.md", Level.HIGH)]
    assert "'bad\\x1bname.md'" in findings[0].message


def test_hidden_file_is_low(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, ".secretrc", b"x=1\n")
    _write(folder, ".editorconfig", b"root = true\n")
    assert _ids(_scan(folder)) == [("SKC-ST-013", ".secretrc", Level.LOW)]


@pytest.mark.parametrize(
    "name", [".env", ".env.production", "deploy/server.pem", "id_rsa", ".npmrc"]
)
def test_credential_files_are_flagged_and_not_also_as_hidden(tmp_path: Path, name: str) -> None:
    folder = _skill(tmp_path)
    _write(folder, name, b"SECRET=1\n")
    assert _ids(_scan(folder)) == [("SKC-ST-014", name, Level.HIGH)]


def test_latin1_text_is_not_utf8(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, "notes.md", "Café crème\n".encode("latin-1"))
    tree = load_tree(folder)
    entry = next(f for f in tree.files if f.path == "notes.md")
    assert entry.kind is FileKind.MARKDOWN
    assert entry.text() == "Caf\ufffd cr\ufffdme\n"
    assert _ids(list(scan_structure(tree))) == [("SKC-ST-015", "notes.md", Level.LOW)]


def test_fifo_is_a_special_file(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    os.mkfifo(folder / "pipe")
    tree = load_tree(folder)
    assert _ids(list(scan_structure(tree))) == [("SKC-ST-016", "pipe", Level.HIGH)]
    assert tree.errors == []


def test_several_problems_on_one_file_are_each_reported(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, ".hidden.txt", ELF, 0o4755)
    assert _ids(_scan(folder)) == [
        ("SKC-ST-004", ".hidden.txt", Level.HIGH),
        ("SKC-ST-010", ".hidden.txt", Level.CRITICAL),
        ("SKC-ST-013", ".hidden.txt", Level.LOW),
    ]


def test_git_folder_at_the_root_is_not_walked(tmp_path: Path) -> None:
    folder = _skill(tmp_path)
    _write(folder, ".git/objects/blob", ELF)
    _write(folder, ".git/config", b"[core]\n", 0o755)
    assert _scan(folder) == []
