"""Structure audit: what the folder itself says, before any text is read.

Links, hard links, executables and archives, sizes and counts, permission
bits and odd names. Binaries are recognised by their bytes, not their names.
"""

from __future__ import annotations

import posixpath
import stat
from collections.abc import Iterator

from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import RuleInfo
from skillctl.audit.finding import Source
from skillctl.audit.finding import make_finding
from skillctl.audit.tree import MAX_FILES
from skillctl.audit.tree import MAX_READ_BYTES
from skillctl.audit.tree import FileKind
from skillctl.audit.tree import SkillFile
from skillctl.audit.tree import SkillTree

_H, _M, _L, _C = Level.HIGH, Level.MEDIUM, Level.LOW, Level.CRITICAL
_HI, _MD, _LO = Confidence.HIGH, Confidence.MEDIUM, Confidence.LOW


def _rule(
    num: int,
    name: str,
    level: Level,
    conf: Confidence,
    message: str,
    fix: str,
    cwe: str | None = None,
) -> RuleInfo:
    return RuleInfo(f"SKC-ST-{num:03d}", name, "structure", level, conf, message, fix, cwe)


SYMLINK = _rule(
    1,
    "symlink",
    _H,
    _HI,
    "Symbolic link inside the skill",
    "Replace the link with the file itself; skills are copied without links.",
    "CWE-59",
)
SYMLINK_ESCAPE = _rule(
    2,
    "symlink-escape",
    _C,
    _HI,
    "Symbolic link points outside the skill",
    "Remove the link: it would expose files outside the skill folder.",
    "CWE-59",
)
HARDLINK = _rule(
    3,
    "hardlink",
    _M,
    _MD,
    "File has other hard links",
    "Copy the file instead of hard-linking it.",
    "CWE-62",
)
EXECUTABLE = _rule(
    4,
    "native-executable",
    _H,
    _HI,
    "Compiled executable or bytecode in the skill",
    "Ship source code the user can read; remove compiled binaries.",
    "CWE-506",
)
ARCHIVE = _rule(
    5,
    "archive",
    _M,
    _MD,
    "Archive inside the skill",
    "Unpack it into the skill so its contents are reviewed and audited.",
    "CWE-506",
)
DISGUISED = _rule(
    6,
    "disguised-binary",
    _H,
    _HI,
    "Binary content under a text file name",
    "Remove the file or give it an honest extension; its name hides what it is.",
    "CWE-434",
)
BIG_FILE = _rule(
    7,
    "oversized-file",
    _M,
    _MD,
    "Very large file",
    "Keep skills small; large files are not fully audited.",
)
BIG_SKILL = _rule(
    8,
    "oversized-skill",
    _M,
    _MD,
    "The skill is very large in total",
    "Split the skill or drop files it does not need.",
)
MANY_FILES = _rule(
    9,
    "too-many-files",
    _M,
    _MD,
    "The skill has a very large number of files",
    "Remove files the skill does not need.",
)
SETUID = _rule(
    10,
    "setuid-bit",
    _C,
    _HI,
    "setuid or setgid bit set",
    "Clear the bit (chmod u-s,g-s); a skill never needs it.",
    "CWE-250",
)
EXEC_BIT = _rule(
    11,
    "unexpected-exec-bit",
    _L,
    _LO,
    "Executable bit on a file that is not a script",
    "Clear the executable bit (chmod -x).",
)
CONTROL_NAME = _rule(
    12,
    "control-char-in-name",
    _H,
    _HI,
    "Control character in a file name",
    "Rename the file; control characters can hide or fake names in listings.",
    "CWE-150",
)
HIDDEN = _rule(13, "hidden-file", _L, _LO, "Hidden file", "Make sure the file is meant to ship.")
SECRET_FILE = _rule(
    14,
    "credential-file",
    _H,
    _MD,
    "A credential or key file ships with the skill",
    "Remove the file and rotate anything it held.",
    "CWE-522",
)
NOT_UTF8 = _rule(
    15,
    "not-utf8",
    _L,
    _MD,
    "Text file is not valid UTF-8",
    "Save it as UTF-8; it was audited with undecodable bytes replaced.",
)
SPECIAL = _rule(
    16,
    "special-file",
    _H,
    _HI,
    "Device, socket or pipe inside the skill",
    "Remove it; a skill holds regular files only.",
)
RULES = (
    SYMLINK,
    SYMLINK_ESCAPE,
    HARDLINK,
    EXECUTABLE,
    ARCHIVE,
    DISGUISED,
    BIG_FILE,
    BIG_SKILL,
    MANY_FILES,
    SETUID,
    EXEC_BIT,
    CONTROL_NAME,
    HIDDEN,
    SECRET_FILE,
    NOT_UTF8,
    SPECIAL,
)

BIG_FILE_BYTES = 1024 * 1024
BIG_SKILL_BYTES = 20 * 1024 * 1024
MANY_FILES_COUNT = 500
_EXECUTABLE_KINDS = ("executable", "Mach-O", "bytecode", "WebAssembly", "Java class")
_TEXT_EXTENSIONS = (
    ".md",
    ".markdown",
    ".txt",
    ".json",
    ".yaml",
    ".yml",
    ".toml",
    ".py",
    ".sh",
    ".js",
    ".ts",
    ".csv",
    ".html",
    ".css",
    ".xml",
    ".ini",
    ".cfg",
)
_ALLOWED_HIDDEN = frozenset(
    {
        ".gitignore",
        ".gitattributes",
        ".editorconfig",
        ".gitkeep",
        ".prettierrc",
        ".markdownlint.json",
        ".nvmrc",
        ".python-version",
    }
)
_SECRET_NAMES = frozenset(
    {
        ".env",
        "id_rsa",
        "id_dsa",
        "id_ecdsa",
        "id_ed25519",
        "credentials",
        ".npmrc",
        ".pypirc",
        ".netrc",
        ".git-credentials",
        "kubeconfig",
    }
)
_SECRET_SUFFIXES = (".pem", ".key", ".p12", ".pfx", ".keystore", ".jks")


def scan_structure(tree: SkillTree) -> Iterator[Finding]:
    """Findings about the folder's shape; one pass over the recorded entries."""
    total = 0
    for file in tree.files:
        total += file.size
        yield from _entry(file)
    if total > BIG_SKILL_BYTES:
        yield make_finding(
            BIG_SKILL,
            Source.STRUCTURE,
            ".",
            None,
            "oversized-skill",
            message=f"{BIG_SKILL.message}: {total // (1024 * 1024)} MiB",
        )
    if tree.total_files > MANY_FILES_COUNT:
        note = f" (only the first {MAX_FILES} were audited)" if tree.total_files > MAX_FILES else ""
        yield make_finding(
            MANY_FILES,
            Source.STRUCTURE,
            ".",
            None,
            "too-many-files",
            message=f"{MANY_FILES.message}: {tree.total_files}{note}",
        )


def _entry(file: SkillFile) -> Iterator[Finding]:
    name = file.path.rsplit("/", 1)[-1]
    if any(ord(c) < 32 or ord(c) == 127 for c in file.path):
        yield _at(CONTROL_NAME, file, f"{CONTROL_NAME.message}: {file.path!r}")
    if file.link_target is not None:
        target = file.link_target
        joined = posixpath.normpath(posixpath.join(posixpath.dirname(file.path), target))
        if target.startswith("/") or joined == ".." or joined.startswith("../"):
            yield _at(SYMLINK_ESCAPE, file, f"{SYMLINK_ESCAPE.message}: {file.path} -> {target}")
        else:
            yield _at(SYMLINK, file, f"{SYMLINK.message}: {file.path} -> {target}")
        return
    if not stat.S_ISREG(file.mode):
        yield _at(SPECIAL, file, f"{SPECIAL.message}: {file.path}")
        return
    if file.mode & (stat.S_ISUID | stat.S_ISGID):
        yield _at(
            SETUID, file, f"{SETUID.message} on {file.path} (mode {stat.filemode(file.mode)})"
        )
    if file.nlink > 1:
        yield _at(HARDLINK, file, f"{HARDLINK.message}: {file.path} has {file.nlink} links")
    yield from _content(file, name)
    if file.size > BIG_FILE_BYTES:
        scanned = (
            f"; only the first {MAX_READ_BYTES // (1024 * 1024)} MiB were audited"
            if file.is_truncated
            else ""
        )
        yield _at(
            BIG_FILE, file, f"{BIG_FILE.message}: {file.path} is {file.size // 1024} KiB{scanned}"
        )
    is_secret = name in _SECRET_NAMES or name.endswith(_SECRET_SUFFIXES) or name.startswith(".env.")
    if name.startswith(".") and name not in _ALLOWED_HIDDEN and not is_secret:
        yield _at(HIDDEN, file, f"{HIDDEN.message}: {file.path}")
    if is_secret:
        yield _at(SECRET_FILE, file, f"{SECRET_FILE.message}: {file.path}")


def _content(file: SkillFile, name: str) -> Iterator[Finding]:
    kind = file.binary_kind
    if kind is not None and any(word in kind for word in _EXECUTABLE_KINDS):
        yield _at(EXECUTABLE, file, f"{file.path} is {kind}")
    elif kind is not None and "archive" in kind:
        rule = DISGUISED if name.lower().endswith(_TEXT_EXTENSIONS) else ARCHIVE
        yield _at(rule, file, f"{file.path} is {kind}")
    elif kind is not None and (name.lower().endswith(_TEXT_EXTENSIONS) or "." not in name):
        yield _at(DISGUISED, file, f"{file.path} is {kind}")
    is_script = file.kind in (FileKind.SHELL, FileKind.PYTHON, FileKind.JS) or file.data.startswith(
        b"#!"
    )
    if file.mode & 0o111 and not is_script and kind is None:
        yield _at(EXEC_BIT, file, f"{EXEC_BIT.message}: {file.path}")
    if kind is None and file.kind is not FileKind.BINARY and not file.is_utf8:
        yield _at(NOT_UTF8, file, f"{NOT_UTF8.message}: {file.path}")


def _at(rule: RuleInfo, file: SkillFile, message: str) -> Finding:
    return make_finding(
        rule, Source.STRUCTURE, file.path, None, f"{rule.id}:{file.path}", message=message
    )
