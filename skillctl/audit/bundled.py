"""Data files a skill ships, read the way its scripts read them.

An attack can be split between a script and a data file it loads: the script
reads "every source listed in ``assets/sources.yaml``" and the YAML lists
``~/.aws/credentials``; a JSON "theme" holds the host a request goes to. The
code models resolve the path a script opens (``Path(__file__).parent.parent /
"assets" / "sources.yaml"``, ``path.join(__dirname, "..", "assets",
"mesh.json")``) against the skill's own files and, for a data file, get its
parsed content — plain dicts, lists and strings, which each model turns into
its own values. Nothing is executed; YAML is read by the safe loader, and
size and node counts are capped.
"""

from __future__ import annotations

import json
import posixpath
from typing import TYPE_CHECKING

from skillctl.audit import flow

if TYPE_CHECKING:
    from skillctl.audit.tree import SkillTree

MAX_DATA_BYTES = 64 * 1024
MAX_NODES = 400
MAX_DEPTH = 8
_DATA = (".json", ".yaml", ".yml", ".toml")
_TEXT = (".csv", ".tsv", ".txt", ".ini", ".cfg", ".conf", ".list", ".env", ".properties")
SCRIPT = "__file__"  # how the models spell the running script's own path


class Bundled:
    """The data and text files of one skill, for one script's reads."""

    def __init__(self, tree: SkillTree, script: str) -> None:
        self.script = script
        self.files = {
            f.path: f
            for f in tree.files
            if not f.is_symlink
            and f.path.lower().endswith(_DATA + _TEXT)
            and f.size <= MAX_DATA_BYTES
        }

    def resolve(self, path: str) -> str | None:
        """The skill file a path the script opens names, if it names one."""
        if not self.files or flow.UNKNOWN in path or not path:
            return None
        text = path.replace("\\", "/")
        if text.startswith(SCRIPT):
            text = self.script + text[len(SCRIPT) :]
        elif not text.startswith(("/", "~")):
            # relative: from the skill's root (where SKILL.md tells the agent to run it) or
            # from the script's folder
            for base in ("", posixpath.dirname(self.script)):
                found = posixpath.normpath(posixpath.join(base, text))
                if found in self.files:
                    return found
            return None
        found = posixpath.normpath(text)
        return found if found in self.files else None

    def document(self, path: str) -> object | None:
        """What reading ``path`` gives: a data file parsed (dicts, lists, strings), another
        text file as its text; ``None`` when it is not one of the skill's files."""
        name = self.resolve(path)
        if name is None:
            return None
        text = self.files[name].text()
        if not name.lower().endswith(_DATA):
            return text
        parsed = _parse(name, text)
        return _bounded(parsed, [MAX_NODES], 0) if parsed is not None else text


def _parse(name: str, text: str) -> object | None:
    try:
        if name.endswith(".json"):
            parsed: object = json.loads(text)
        elif name.endswith(".toml"):
            import tomllib

            parsed = tomllib.loads(text)
        else:
            from ruamel.yaml import YAML

            parsed = YAML(typ="safe", pure=True).load(text)
    except Exception:  # noqa: BLE001 - hostile data that does not parse is read as text
        return None
    return parsed


def _bounded(data: object, budget: list[int], depth: int) -> object:
    """The document with at most MAX_NODES nodes and MAX_DEPTH levels; scalars as text."""
    budget[0] -= 1
    if budget[0] < 0 or depth > MAX_DEPTH:
        return flow.UNKNOWN
    if isinstance(data, dict):
        return {str(k): _bounded(v, budget, depth + 1) for k, v in list(data.items())[:64]}
    if isinstance(data, list):
        return [_bounded(v, budget, depth + 1) for v in data[:64]]
    return "" if data is None else str(data)
