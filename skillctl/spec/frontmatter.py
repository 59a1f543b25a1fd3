"""Parse SKILL.md bytes into frontmatter, body and located problems.

The parser never raises on bad input: everything wrong with the bytes is a
:class:`~skillctl.spec.problems.Problem` with a line number in SKILL.md.
YAML is composed into nodes by ruamel.yaml's safe parser and built into
Python values here, so that duplicate keys, unsupported tags and alias bombs
are caught with their lines before any value exists.
"""

from __future__ import annotations

import warnings
from contextlib import closing
from dataclasses import dataclass
from dataclasses import field
from functools import cache
from typing import TYPE_CHECKING

from skillctl.spec.problems import Problem
from skillctl.spec.problems import problem

if TYPE_CHECKING:
    from ruamel.yaml import YAML
    from ruamel.yaml.nodes import Node

SKILL_MD = "SKILL.md"
BOM = b"\xef\xbb\xbf"
FENCE = "---"
# One frontmatter legitimately builds a few dozen values; a billion-laughs
# document needs millions, so this cap stops it long before memory matters.
MAX_YAML_NODES = 10_000
MAX_YAML_DEPTH = 64

_CORE = "tag:yaml.org,2002:"
_SCALAR_TAGS = frozenset(_CORE + t for t in ("str", "int", "float", "bool", "null"))
_TIMESTAMP = _CORE + "timestamp"
_MAP, _SEQ = _CORE + "map", _CORE + "seq"

KeyPath = tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SkillDocument:
    """A parsed SKILL.md.

    ``frontmatter`` is ``None`` when the file has no usable frontmatter (the
    reason is in ``problems``). ``key_lines`` maps every string key path, such
    as ``("metadata", "version")``, to its 1-based line in SKILL.md.
    """

    frontmatter: dict[str, object] | None
    body: str
    body_line: int
    text: str = ""
    has_bom: bool = False
    key_lines: dict[KeyPath, int] = field(default_factory=dict)
    problems: tuple[Problem, ...] = ()

    def line_of(self, *key: str) -> int:
        """The line of a key, or line 1 (the opening fence) when the key is absent."""
        return self.key_lines.get(key, 1)


class _YamlRejectedError(Exception):
    """Internal: the composed YAML is well-formed but not acceptable frontmatter."""

    def __init__(self, code: str, line: int, message: str, hint: str) -> None:
        super().__init__(message)
        self.code, self.line, self.message, self.hint = code, line, message, hint


def parse_skill_md(data: bytes, *, path: str = SKILL_MD) -> SkillDocument:
    """Split and parse SKILL.md bytes; never raises for any input."""
    problems: list[Problem] = []
    has_bom = data.startswith(BOM)
    if has_bom:
        data = data[len(BOM) :]
        problems.append(
            problem(
                "SKL003",
                path,
                1,
                "SKILL.md starts with a UTF-8 byte-order mark",
                "save the file as UTF-8 without BOM; some agents fail to see the frontmatter",
            )
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        problems.append(
            problem(
                "SKL002",
                path,
                line,
                f"byte {data[e.start]:#04x} at offset {e.start} is not UTF-8",
                "re-save SKILL.md with UTF-8 encoding",
            )
        )
        return SkillDocument(None, "", 1, has_bom=has_bom, problems=tuple(problems))
    text = text.replace("\r\n", "\n")
    lines = text.split("\n")
    if lines[0].rstrip(" \t") != FENCE:
        problems.append(
            problem(
                "SKL004",
                path,
                1,
                "SKILL.md must start with a '---' line that opens the frontmatter",
                "put '---', then name: and description:, then '---' at the very top of the file",
            )
        )
        return SkillDocument(None, text, 1, text, has_bom, problems=tuple(problems))
    closing = next((i for i in range(1, len(lines)) if lines[i].rstrip(" \t") == FENCE), None)
    if closing is None:
        problems.append(
            problem(
                "SKL005",
                path,
                1,
                "the frontmatter opened on line 1 is never closed",
                "add a line holding only '---' after the last frontmatter field",
            )
        )
        return SkillDocument(None, "", 1, text, has_bom, problems=tuple(problems))
    body = "\n".join(lines[closing + 1 :])
    body_line = closing + 2
    yaml_text = "\n".join(lines[1:closing])
    try:
        frontmatter, key_lines = _load_yaml(yaml_text, first_line=2)
    except _YamlRejectedError as e:
        problems.append(problem(e.code, path, e.line, e.message, e.hint))
        return SkillDocument(None, body, body_line, text, has_bom, problems=tuple(problems))
    return SkillDocument(frontmatter, body, body_line, text, has_bom, key_lines, tuple(problems))


def _load_yaml(yaml_text: str, *, first_line: int) -> tuple[dict[str, object], dict[KeyPath, int]]:
    from ruamel.yaml.error import MarkedYAMLError
    from ruamel.yaml.error import YAMLError

    loader = _yaml_loader()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            _check_nesting(loader, yaml_text, first_line=first_line)
            root = loader.compose(yaml_text)
    except MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = first_line + (mark.line if mark is not None else 0)
        detail = " ".join(str(part) for part in (e.context, e.problem) if part)
        raise _YamlRejectedError(
            "SKL006",
            line,
            f"frontmatter is not valid YAML: {detail or e}",
            "quote values that contain ': ' or start with a special character ([ { * & ! | > ' \" %)",
        ) from e
    except (YAMLError, RecursionError, ValueError) as e:
        raise _YamlRejectedError(
            "SKL006",
            first_line,
            f"frontmatter is not valid YAML: {e}",
            "simplify the frontmatter to plain 'key: value' lines",
        ) from e
    if root is None:
        return {}, {}
    builder = _Builder(first_line)
    value = builder.build(root, (), 0)
    if not isinstance(value, dict):
        raise _YamlRejectedError(
            "SKL007",
            first_line,
            f"frontmatter is a {_kind(value)}, not a mapping of fields",
            "write the frontmatter as 'name: …' and 'description: …' lines",
        )
    top: dict[str, object] = {}
    for key, item in value.items():
        top[key if isinstance(key, str) else str(key)] = item
    return top, builder.key_lines


def _check_nesting(loader: YAML, yaml_text: str, *, first_line: int) -> None:
    """Refuse nesting deeper than :data:`MAX_YAML_DEPTH` before anything is composed.

    ruamel's C composer recurses once per level without a depth check, so
    ``[[[[…]]]]`` 30,000 deep (60 KB) overflows the C stack and kills the
    process (issue 12). Its event stream is flat, so walking the events and
    stopping at the first level too deep is safe and cheap.
    """
    from ruamel.yaml.events import CollectionEndEvent
    from ruamel.yaml.events import CollectionStartEvent

    depth = 0
    with closing(loader.parse(yaml_text)) as events:
        for event in events:
            if isinstance(event, CollectionStartEvent):
                depth += 1
                if depth > MAX_YAML_DEPTH:
                    raise _YamlRejectedError(
                        "SKL010",
                        first_line + int(event.start_mark.line),
                        f"frontmatter nests lists or mappings more than {MAX_YAML_DEPTH} levels deep",
                        "flatten the value; frontmatter needs a few levels at most",
                    )
            elif isinstance(event, CollectionEndEvent):
                depth -= 1


@cache
def _yaml_loader() -> YAML:
    """One safe loader per process (building one costs more than a parse); it uses
    ruamel's C parser when ruamel.yaml.clib is installed."""
    from ruamel.yaml import YAML

    return YAML(typ="safe")


class _Builder:
    """Turns composed nodes into plain values, counting nodes to stop alias bombs."""

    def __init__(self, first_line: int) -> None:
        self.first_line = first_line
        self.budget = MAX_YAML_NODES
        self.key_lines: dict[KeyPath, int] = {}

    def line(self, node: Node) -> int:
        return self.first_line + int(node.start_mark.line)

    def build(self, node: Node, path: KeyPath, depth: int) -> object:
        from ruamel.yaml.nodes import MappingNode
        from ruamel.yaml.nodes import ScalarNode
        from ruamel.yaml.nodes import SequenceNode

        self.budget -= 1
        if self.budget < 0 or depth > MAX_YAML_DEPTH:
            raise _YamlRejectedError(
                "SKL010",
                self.line(node),
                f"frontmatter expands to more than {MAX_YAML_NODES} values or "
                f"{MAX_YAML_DEPTH} levels (YAML anchors and aliases)",
                "write the values out plainly; frontmatter needs no anchors (&) or aliases (*)",
            )
        tag = str(node.tag)
        if isinstance(node, ScalarNode) and (tag in _SCALAR_TAGS or tag == _TIMESTAMP):
            return _scalar(tag, str(node.value))
        if isinstance(node, SequenceNode) and tag == _SEQ:
            return [self.build(item, path, depth + 1) for item in node.value]
        if isinstance(node, MappingNode) and tag == _MAP:
            return self.build_mapping(node, path, depth)
        raise _YamlRejectedError(
            "SKL009",
            self.line(node),
            f"unsupported YAML tag {tag!r}",
            "remove the tag; frontmatter holds only strings, numbers, booleans, lists and mappings",
        )

    def build_mapping(self, node: Node, path: KeyPath, depth: int) -> dict[object, object]:
        from ruamel.yaml.nodes import ScalarNode

        result: dict[object, object] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, ScalarNode):
                raise _YamlRejectedError(
                    "SKL009",
                    self.line(key_node),
                    "a mapping key is itself a list or mapping",
                    "use plain words as keys",
                )
            key = self.build(key_node, path, depth + 1)
            if key in result:
                raise _YamlRejectedError(
                    "SKL008",
                    self.line(key_node),
                    f"duplicate key {key!r}",
                    "keep one of the two entries; YAML readers disagree on which one wins",
                )
            if isinstance(key, str):
                self.key_lines[(*path, key)] = self.line(key_node)
            child_path = (*path, key) if isinstance(key, str) else path
            result[key] = self.build(value_node, child_path, depth + 1)
        return result


def _scalar(tag: str, raw: str) -> object:
    """Core-schema scalars as Python values; timestamps stay strings as written."""
    match tag.rsplit(":", 1)[-1]:
        case "str" | "timestamp":
            return raw
        case "null":
            return None
        case "bool":
            return raw.lower() == "true"
        case "int":
            return _to_int(raw)
        case _:
            return _to_float(raw)


def _to_int(raw: str) -> int | str:
    text = raw.replace("_", "")
    sign = -1 if text.startswith("-") else 1
    digits = text.lstrip("+-")
    base = {"0x": 16, "0o": 8, "0b": 2}.get(digits[:2].lower(), 10)
    try:
        return sign * int(digits[2:] if base != 10 else digits, base)
    except ValueError:
        return raw


def _to_float(raw: str) -> float | str:
    lowered = raw.lower()
    if lowered in (".inf", "+.inf"):
        return float("inf")
    if lowered == "-.inf":
        return float("-inf")
    if lowered == ".nan":
        return float("nan")
    try:
        return float(raw.replace("_", ""))
    except ValueError:
        return raw


def _kind(value: object) -> str:
    match value:
        case list():
            return "list"
        case str():
            return "string"
        case None:
            return "null"
        case _:
            return type(value).__name__
