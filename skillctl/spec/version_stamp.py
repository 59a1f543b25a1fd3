"""Write a version into SKILL.md's ``metadata.version``, changing nothing else in the file.

``publish --version V`` publishes a copy whose frontmatter says V, so an
installed skill reports the version it was published as. The edit is made on
lines (only the ``version:`` line, or one or two inserted lines), so the
author's formatting, comments and body stay byte for byte; the result is
parsed again and used only if it reads back as V.
"""

from __future__ import annotations

from skillctl.spec.frontmatter import parse_skill_md

_BOM = b"\xef\xbb\xbf"


def stamp_version(data: bytes, version: str) -> bytes | None:
    """``data`` (a SKILL.md) with ``metadata.version`` set to ``version``.

    Returns ``data`` itself when it already says so, and None when the
    frontmatter cannot be edited line-wise (flow-style ``metadata: {…}``, a
    multi-line value) or does not parse.
    """
    document = parse_skill_md(data)
    if document.frontmatter is None:
        return None
    metadata = document.frontmatter.get("metadata")
    if isinstance(metadata, dict) and metadata.get("version") == version:
        return data
    bom = _BOM if data.startswith(_BOM) else b""
    lines = data[len(bom) :].decode("utf-8").split("\n")
    eol = "\r" if lines[0].endswith("\r") else ""
    entry = f'version: "{version}"{eol}'
    at_version = document.key_lines.get(("metadata", "version"))
    at_metadata = document.key_lines.get(("metadata",))
    if at_version is not None:
        line = lines[at_version - 1]
        lines[at_version - 1] = line[: len(line) - len(line.lstrip())] + entry
    elif at_metadata is not None:
        header = lines[at_metadata - 1]
        if header.split(":", 1)[1].strip():  # `metadata: {…}` or `metadata: null`
            return None
        lines.insert(at_metadata, " " * (_child_indent(lines, at_metadata) or 2) + entry)
    else:
        closing = next(i for i in range(1, len(lines)) if lines[i].rstrip(" \t\r") == "---")
        lines[closing:closing] = [f"metadata:{eol}", f"  {entry}"]
    stamped = bom + "\n".join(lines).encode("utf-8")
    again = parse_skill_md(stamped).frontmatter or {}
    metadata = again.get("metadata")
    return stamped if isinstance(metadata, dict) and metadata.get("version") == version else None


def _child_indent(lines: list[str], header: int) -> int:
    """The indent of the first entry below the ``metadata:`` line at index ``header - 1``."""
    parent = len(lines[header - 1]) - len(lines[header - 1].lstrip())
    for line in lines[header:]:
        if line.strip() and not line.lstrip().startswith("#"):
            indent = len(line) - len(line.lstrip())
            return indent if indent > parent else parent + 2
    return parent + 2
