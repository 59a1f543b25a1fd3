"""Read one JSON object from a file that may be hostile: bounded in size and in depth.

Registry indexes, lockfiles and store records come from other people's
repositories and from disks anyone may edit. ``json.loads`` on a document
nested 100,000 deep raises RecursionError (a "bug" in skillctl's eyes), and
one nested a few hundred deep still parses and then breaks whatever walks it
later; so the nesting is measured on the raw bytes, before parsing, and a
file past the caps is bad input with an error that names it (issue 12).
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

from skillctl.errors import SkillctlError
from skillctl.errors import StoreError

# An index of 10,000 skills x 10 versions is a few MB; 64 MiB leaves room and still
# refuses a file meant to exhaust memory.
MAX_JSON_BYTES = 64 * 1024 * 1024
# Our deepest format (index -> skills -> name -> versions -> v -> audit -> rule_packs)
# needs 7 levels.
MAX_JSON_DEPTH = 64

_STRUCTURE = b'"[]{}'
_OTHER_BYTES = bytes(b for b in range(256) if b not in _STRUCTURE)
_STRING = re.compile(rb'"[^"]*"')
_INNERMOST = re.compile(rb"\[\]|\{\}")


def read_json_object(
    path: Path,
    *,
    what: str,
    error: type[SkillctlError] = StoreError,
    max_bytes: int = MAX_JSON_BYTES,
) -> dict[str, object]:
    """The JSON object in ``path``, which must be a regular file (links are not followed).

    ``what`` says what the file is ("the registry index", "the lockfile") in
    messages. A missing file raises FileNotFoundError, for the caller to word;
    anything else wrong raises ``error`` naming the file and what to do.
    """
    data = _read_capped(path, what=what, error=error, max_bytes=max_bytes)
    fix = f"fix or regenerate {path}"
    depth = nesting_depth(data, limit=MAX_JSON_DEPTH)
    if depth > MAX_JSON_DEPTH:
        raise error(
            f"{what} {path} nests more than {MAX_JSON_DEPTH} levels deep; it is not a file "
            "skillctl wrote",
            hint=fix,
        )
    try:
        document = json.loads(data)
    except UnicodeDecodeError as e:
        raise error(f"{what} {path} is not UTF-8 (byte {e.start})", hint=fix) from e
    except json.JSONDecodeError as e:
        raise error(
            f"{what} {path} is not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})",
            hint=fix,
        ) from e
    except (ValueError, RecursionError) as e:  # e.g. an integer with 10,000 digits
        raise error(f"{what} {path} is not usable JSON: {e}", hint=fix) from e
    if not isinstance(document, dict):
        raise error(
            f"{what} {path} holds a JSON {type(document).__name__}, not an object", hint=fix
        )
    return document


def nesting_depth(data: bytes, *, limit: int) -> int:
    """How deep ``[``/``{`` nest in JSON bytes, counted up to ``limit + 1``.

    Escaped backslashes and quotes go first (left to right, as a JSON reader
    pairs them), then every byte but quotes and brackets, then the strings, so
    brackets inside strings do not count. Each pass then removes the innermost
    empty pairs. All of it runs in C: a 6 MB index costs well under a second.
    """
    unescaped = data.replace(b"\\\\", b"").replace(b'\\"', b"")
    skeleton = _STRING.sub(b"", unescaped.translate(None, _OTHER_BYTES)).replace(b'"', b"")
    depth = 0
    while skeleton:
        if depth > limit:
            return depth
        reduced = _INNERMOST.sub(b"", skeleton)
        if reduced == skeleton:  # brackets that never pair up: the parser says where
            return depth
        skeleton, depth = reduced, depth + 1
    return depth


def _read_capped(path: Path, *, what: str, error: type[SkillctlError], max_bytes: int) -> bytes:
    # O_NONBLOCK: opening a FIFO must not wait for a writer; the type is checked on the
    # open descriptor, so nothing can be swapped in between.
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except OSError as e:
        if path.is_symlink():
            raise error(
                f"{what} {path} is a symbolic link; skillctl does not follow links there",
                hint=f"replace {path} with the file itself",
            ) from e
        raise error(f"cannot read {what} {path}: {e.strerror}", hint="check its permissions") from e
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise error(
                f"{what} {path} is not a regular file", hint=f"replace {path} with a JSON file"
            )
        if info.st_size > max_bytes:
            raise error(
                f"{what} {path} is {info.st_size} bytes, over the limit of {max_bytes}",
                hint=f"{path} is not a file skillctl wrote; regenerate it",
            )
        with os.fdopen(os.dup(fd), "rb") as handle:
            data = handle.read(max_bytes + 1)
    except OSError as e:
        raise error(f"cannot read {what} {path}: {e.strerror}", hint="check the file") from e
    finally:
        os.close(fd)
    if len(data) > max_bytes:
        raise error(
            f"{what} {path} grew past the limit of {max_bytes} bytes while it was read",
            hint="retry when nothing else writes it",
        )
    return data
