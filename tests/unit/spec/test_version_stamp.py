"""``stamp_version``: ``metadata.version`` written into SKILL.md, every other byte kept."""

from __future__ import annotations

import pytest

from skillctl.spec.frontmatter import parse_skill_md
from skillctl.spec.version_stamp import stamp_version


def _version(data: bytes) -> object:
    metadata = (parse_skill_md(data).frontmatter or {}).get("metadata")
    return metadata.get("version") if isinstance(metadata, dict) else None


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (  # replaces the value, keeps the comment line and the indent
            b'---\nname: a\ndescription: d\nmetadata:\n    # ours\n    version: "0.1.0"\n---\nBody\n',
            b'---\nname: a\ndescription: d\nmetadata:\n    # ours\n    version: "2.0.0"\n---\nBody\n',
        ),
        (  # adds version to an existing metadata block at its indent
            b"---\nname: a\ndescription: d\nmetadata:\n  author: me\n---\nBody\n",
            b'---\nname: a\ndescription: d\nmetadata:\n  version: "2.0.0"\n  author: me\n---\nBody\n',
        ),
        (  # adds a metadata block when there is none
            b"---\nname: a\ndescription: d\n---\nBody\n",
            b'---\nname: a\ndescription: d\nmetadata:\n  version: "2.0.0"\n---\nBody\n',
        ),
        (  # CRLF line ends and a byte-order mark stay
            b'\xef\xbb\xbf---\r\nname: a\r\ndescription: d\r\nmetadata:\r\n  version: "1"\r\n---\r\nB\r\n',
            b'\xef\xbb\xbf---\r\nname: a\r\ndescription: d\r\nmetadata:\r\n  version: "2.0.0"\r\n---\r\nB\r\n',
        ),
    ],
)
def test_the_version_is_written_and_nothing_else_changes(before: bytes, after: bytes) -> None:
    assert stamp_version(before, "2.0.0") == after
    assert _version(after) == "2.0.0"


def test_the_same_version_leaves_the_bytes_alone() -> None:
    data = b"---\nname: a\ndescription: d\nmetadata: {version: '2.0.0'}\n---\nBody\n"
    assert stamp_version(data, "2.0.0") is data


@pytest.mark.parametrize(
    "data",
    [
        b"---\nname: a\ndescription: d\nmetadata: {author: me}\n---\nBody\n",  # flow style
        b"---\nname: a\ndescription: d\nmetadata:\n  version: >\n    1.0\n---\nBody\n",
        b"no frontmatter\n",
    ],
)
def test_what_cannot_be_edited_line_by_line_is_refused(data: bytes) -> None:
    assert stamp_version(data, "2.0.0") is None
