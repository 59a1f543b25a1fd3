"""A read-only, size-capped view of one skill folder, as every audit rule sees it.

Walking never follows a symlink: links are recorded with their target text
and never opened. Each regular file is read once, up to a cap, and kept as
bytes; text is decoded on demand (invalid UTF-8 becomes U+FFFD, so rules
still see the rest of the file).
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING
from typing import TypeVar
from typing import cast

from skillctl.audit.embedded import is_make_file
from skillctl.spec.frontmatter import parse_skill_md

T = TypeVar("T")

if TYPE_CHECKING:
    import libcst

    from skillctl.audit.prose import Layout

MAX_READ_BYTES = 2 * 1024 * 1024
MAX_FILES = 1000
MAX_DEPTH = 24


class FileKind(StrEnum):
    """What a file is read as; ``TEXT`` is any other text, ``BINARY`` is never read as text."""

    MARKDOWN = "markdown"
    PYTHON = "python"
    SHELL = "shell"
    JS = "js"
    TEXT = "any"
    BINARY = "binary"


_EXTENSIONS = {
    ".md": FileKind.MARKDOWN,
    ".markdown": FileKind.MARKDOWN,
    ".mdx": FileKind.MARKDOWN,
    ".py": FileKind.PYTHON,
    ".pyw": FileKind.PYTHON,
    ".sh": FileKind.SHELL,
    ".bash": FileKind.SHELL,
    ".zsh": FileKind.SHELL,
    ".ksh": FileKind.SHELL,
    ".command": FileKind.SHELL,
    # PowerShell and make recipes are code: read by the shell rules, never counted as plain text.
    ".ps1": FileKind.SHELL,
    ".psm1": FileKind.SHELL,
    ".psd1": FileKind.SHELL,
    ".mk": FileKind.SHELL,
    ".js": FileKind.JS,
    ".mjs": FileKind.JS,
    ".cjs": FileKind.JS,
    ".ts": FileKind.JS,
    ".mts": FileKind.JS,
    ".cts": FileKind.JS,
    ".jsx": FileKind.JS,
    ".tsx": FileKind.JS,
}
_SHEBANGS = (
    ("python", FileKind.PYTHON),
    ("node", FileKind.JS),
    ("deno", FileKind.JS),
    ("bun", FileKind.JS),
    ("bash", FileKind.SHELL),
    ("zsh", FileKind.SHELL),
    ("/sh", FileKind.SHELL),
    (" sh", FileKind.SHELL),
    ("ksh", FileKind.SHELL),
)
_BINARY_MAGIC = (
    (b"\x7fELF", "an ELF executable"),
    (b"\xcf\xfa\xed\xfe", "a Mach-O executable"),
    (b"\xce\xfa\xed\xfe", "a Mach-O executable"),
    (b"\xca\xfe\xba\xbe", "a Mach-O universal binary or Java class"),
    (b"MZ", "a Windows PE executable"),
    (b"PK\x03\x04", "a zip archive"),
    (b"\x1f\x8b", "a gzip archive"),
    (b"BZh", "a bzip2 archive"),
    (b"\xfd7zXZ\x00", "an xz archive"),
    (b"7z\xbc\xaf\x27\x1c", "a 7-zip archive"),
    (b"Rar!\x1a\x07", "a RAR archive"),
    (b"\x00asm", "a WebAssembly module"),
)


@dataclass(frozen=True, slots=True)
class SkillFile:
    """One entry of the skill folder (files, and links, never followed)."""

    path: str
    kind: FileKind
    size: int
    mode: int
    nlink: int
    link_target: str | None = None
    data: bytes = b""
    is_truncated: bool = False
    binary_kind: str | None = None

    @property
    def is_symlink(self) -> bool:
        return self.link_target is not None

    def text(self) -> str:
        """The file as text; undecodable bytes become U+FFFD."""
        return self.data.decode("utf-8", errors="replace")

    @property
    def is_utf8(self) -> bool:
        try:
            self.data.decode("utf-8")
        except UnicodeDecodeError:
            return False
        return True


@dataclass(slots=True)
class SkillTree:
    """A skill folder: its files sorted by path, its frontmatter, and what could not be read."""

    root: Path
    name: str | None
    description: str | None
    files: tuple[SkillFile, ...]
    total_files: int
    errors: list[tuple[str, str]] = field(default_factory=list)
    _modules: dict[str, libcst.Module | None] = field(default_factory=dict)
    # Analyses of a file shared by several scanners (the Python flow model), made once.
    _analyses: dict[tuple[str, str], object] = field(default_factory=dict)
    _layouts: dict[str, Layout] | None = None

    def python_module(self, file: SkillFile) -> libcst.Module | None:
        """The file parsed by libcst (cached); ``None`` when it does not parse."""
        if file.path not in self._modules:
            import libcst

            try:
                self._modules[file.path] = libcst.parse_module(file.text())
            except (libcst.ParserSyntaxError, RecursionError, ValueError):
                self._modules[file.path] = None
        return self._modules[file.path]

    def analysis(self, key: str, file: SkillFile, make: Callable[[SkillFile], T]) -> T:
        """``make(file)``, computed once per tree for ``key`` (shared by scanners)."""
        slot = (key, file.path)
        if slot not in self._analyses:
            self._analyses[slot] = make(file)
        return cast("T", self._analyses[slot])

    def markdown_layouts(self) -> dict[str, Layout]:
        """Every Markdown file's prose and shown regions, linked across files (computed once)."""
        if self._layouts is None:
            from skillctl.audit.prose_use import layouts_of

            self._layouts = layouts_of(self)
        return self._layouts


def load_tree(root: Path) -> SkillTree:
    """Walk ``root`` without following links and read each regular file up to the cap."""
    files: list[SkillFile] = []
    errors: list[tuple[str, str]] = []
    total = 0
    pending: list[tuple[str, int]] = [("", 0)]
    while pending:
        rel_dir, depth = pending.pop()
        try:
            with os.scandir(root / rel_dir) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError as e:
            errors.append((rel_dir or ".", f"cannot list folder: {e.strerror}"))
            continue
        for entry in entries:
            rel = f"{rel_dir}/{entry.name}" if rel_dir else entry.name
            if entry.name == ".git" and not rel_dir:
                continue
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError as e:
                errors.append((rel, f"cannot stat: {e.strerror}"))
                continue
            if stat.S_ISDIR(info.st_mode):
                if depth < MAX_DEPTH:
                    pending.append((rel, depth + 1))
                else:
                    errors.append(
                        (rel, f"folders nest deeper than {MAX_DEPTH} levels; not audited")
                    )
                continue
            total += 1
            if len(files) >= MAX_FILES:
                if len(files) == MAX_FILES and total == MAX_FILES + 1:
                    errors.append((rel, f"more than {MAX_FILES} files; the rest were not audited"))
                continue
            files.append(_read_entry(root, rel, info, errors))
    files.sort(key=lambda f: f.path)
    name, description = _identity(files)
    tree = SkillTree(root, name, description, tuple(files), total, errors)
    if any(f.kind is FileKind.TEXT for f in files) and any(
        f.kind is FileKind.MARKDOWN for f in files
    ):
        _run_as_shell(tree)
    return tree


def _run_as_shell(tree: SkillTree) -> None:
    """A plain text file whose lines the Markdown tells the agent to run is a shell script:
    every scanner then reads it as one (``prose_use.run_files``)."""
    from skillctl.audit.prose_use import run_files

    run = run_files(tree)
    if run:
        tree.files = tuple(
            replace(f, kind=FileKind.SHELL) if f.path in run else f for f in tree.files
        )


def _read_entry(
    root: Path, rel: str, info: os.stat_result, errors: list[tuple[str, str]]
) -> SkillFile:
    mode, nlink, size = info.st_mode, info.st_nlink, info.st_size
    if stat.S_ISLNK(info.st_mode):
        try:
            target = str((root / rel).readlink())
        except OSError:
            target = "?"
        return SkillFile(rel, FileKind.BINARY, size, mode, nlink, link_target=target)
    if not stat.S_ISREG(info.st_mode):
        return SkillFile(rel, FileKind.BINARY, size, mode, nlink, binary_kind="a special file")
    try:
        fd = os.open(root / rel, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        with os.fdopen(fd, "rb") as handle:
            data = handle.read(MAX_READ_BYTES + 1)
    except OSError as e:
        errors.append((rel, f"cannot read: {e.strerror}"))
        return SkillFile(rel, FileKind.BINARY, size, mode, nlink)
    truncated = len(data) > MAX_READ_BYTES
    data = data[:MAX_READ_BYTES]
    binary_kind = _binary_kind(rel, data)
    kind = FileKind.BINARY if binary_kind else classify(rel, data)
    return SkillFile(
        rel, kind, size, mode, nlink, data=data, is_truncated=truncated, binary_kind=binary_kind
    )


def classify(path: str, data: bytes) -> FileKind:
    """The kind of a text file, by extension or make file name, then by shebang."""
    if is_make_file(path):
        return FileKind.SHELL
    dot = path.rfind(".")
    if dot > path.rfind("/"):
        kind = _EXTENSIONS.get(path[dot:].lower())
        if kind is not None:
            return kind
    if data.startswith(b"#!"):
        first = data[: data.find(b"\n") if b"\n" in data else 200].decode("latin-1").lower()
        for needle, kind in _SHEBANGS:
            if needle in first:
                return kind
    return FileKind.TEXT


def _binary_kind(path: str, data: bytes) -> str | None:
    for magic, label in _BINARY_MAGIC:
        if data.startswith(magic) and (magic != b"MZ" or b"PE\x00\x00" in data[:1024]):
            return label
    if len(data) >= 16 and data[2:4] == b"\r\n" and path.endswith((".pyc", ".pyo")):
        return "compiled Python bytecode"
    if len(data) > 262 and data[257:262] == b"ustar":
        return "a tar archive"
    if b"\x00" in data[:8192]:
        return "binary data"
    return None


def _identity(files: list[SkillFile]) -> tuple[str | None, str | None]:
    skill_md = next((f for f in files if f.path == "SKILL.md" and not f.is_symlink), None)
    if skill_md is None:
        return None, None
    simple = plain_identity(skill_md.data)
    if simple is not None:
        return simple
    fm = parse_skill_md(skill_md.data).frontmatter or {}
    name, description = fm.get("name"), fm.get("description")
    return (
        name if isinstance(name, str) else None,
        description if isinstance(description, str) else None,
    )


_TOP_KEY = re.compile(r"^([A-Za-z_][\w-]*)[ \t]*:", re.MULTILINE)
_IDENTITY_LINE = re.compile(r"(name|description):[ \t]+(\S.*?)[ \t]*$")
_NOT_PLAIN = re.compile(
    r"^[-?:,\[\]{}#&*!|>'\"%@`]|: | #|:$|^(?:null|~|true|false|[-+]?[\d.]+)$", re.IGNORECASE
)


def plain_identity(data: bytes) -> tuple[str | None, str | None] | None:
    """``name`` and ``description`` when the frontmatter writes them as one-line plain
    scalars (the usual case), read without a YAML parser; ``None`` whenever YAML could read
    them differently (quotes, block or continued scalars, special values, repeated keys), so
    the full parser decides those."""
    if not data.startswith(b"---\n") or b"\r" in data[:4096]:
        return None
    end = data.find(b"\n---", 3)
    try:
        block = data[4:end].decode("utf-8") if end > 0 else None
    except UnicodeDecodeError:
        return None
    if block is None or "\t" in block:
        return None
    keys = _TOP_KEY.findall(block)
    if len(keys) != len(set(keys)):
        return None
    found: dict[str, str] = {}
    lines = block.split("\n")
    for index, line in enumerate(lines):
        matched = _IDENTITY_LINE.fullmatch(line)
        if matched is None:
            continue
        value = matched.group(2)
        continued = index + 1 < len(lines) and lines[index + 1][:1] == " "
        if _NOT_PLAIN.search(value) or continued:
            return None
        found[matched.group(1)] = value
    return found.get("name"), found.get("description")
