"""Hostile bytes in any file never crash the audit: every scanner copes or fails closed."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from skillctl.audit.packs import load_rules
from skillctl.audit.scan import audit_skill

RULES = load_rules()
_NAMES = st.sampled_from(["SKILL.md", "run.py", "setup.sh", "app.js", "notes.txt", "data.json"])
_TEXT = st.one_of(
    st.binary(max_size=400),
    st.text(max_size=400).map(lambda t: t.encode("utf-8", "surrogatepass")),
    st.text(
        alphabet="()[]{}:;'\"\\`$|&<>!#*=.-_ \n\tabcxyz0123\u200b\u202e\U000e0041", max_size=400
    ).map(str.encode),
)


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(_NAMES, _TEXT, min_size=1, max_size=4))
def test_random_files_never_crash_a_scanner(files: dict[str, bytes]) -> None:
    root = Path(tempfile.mkdtemp(prefix="skillctl-fuzz-"))
    try:
        skill = root / "fuzz"
        skill.mkdir()
        for name, data in files.items():
            (skill / name).write_bytes(data)
        audit = audit_skill(skill, "fuzz", RULES)
        assert audit.errors == (), audit.errors
        assert all(f.path in files for f in audit.findings)
    finally:
        shutil.rmtree(root, ignore_errors=True)


# Issue 12: names that are not UTF-8 and files that are not regular (a FIFO must never be
# opened for reading: that would block the audit forever).
_ODD_NAMES = st.sampled_from([b"\xff\xfe.md", b"caf\xe9.py", b"\x1b[31m.sh", b"-rf", b"a\nb.txt"])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(_ODD_NAMES, st.booleans(), _TEXT), min_size=1, max_size=4))
def test_odd_names_and_fifos_never_crash_or_block_the_audit(
    entries: list[tuple[bytes, bool, bytes]],
) -> None:
    root = Path(tempfile.mkdtemp(prefix="skillctl-fuzz-"))
    try:
        skill = root / "fuzz"
        skill.mkdir()
        (skill / "SKILL.md").write_bytes(b"---\nname: fuzz\ndescription: d. Use when x.\n---\n")
        made_fifo = False
        for raw, is_fifo, data in entries:
            path = skill / os.fsdecode(raw)
            if os.path.lexists(path):
                continue
            if is_fifo:
                os.mkfifo(path)
                made_fifo = True
            else:
                path.write_bytes(data)
        audit = audit_skill(skill, "fuzz", RULES)
        if made_fifo:
            assert audit.findings  # a pipe inside a skill is reported, never read
    finally:
        shutil.rmtree(root, ignore_errors=True)
