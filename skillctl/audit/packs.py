"""Load threat-pattern rule packs (``guards/*.yaml`` and ``--rules DIR``).

Built-in packs are checked against ``guard-pack.schema.json`` by the test
suite; packs a user adds with ``--rules`` are checked at load time, because
a broken extra pack must stop the audit (fail closed), not weaken it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from skillctl import __version__
from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Level
from skillctl.audit.finding import RuleInfo
from skillctl.audit.literals import required_literal_sets
from skillctl.audit.literals import required_literals
from skillctl.audit.matcher import LiteralScan
from skillctl.audit.matcher import Pattern
from skillctl.audit.matcher import compile_pattern
from skillctl.audit.matcher import re2_accepts
from skillctl.audit.tree import FileKind
from skillctl.errors import AuditError
from skillctl.resources import data_dir
from skillctl.store.cache import cached_json

PACK_SCHEMA = "guard-pack"


@dataclass(frozen=True, slots=True)
class Example:
    """A text a rule must, or must not, match; ``kind`` is how the text is read."""

    text: str
    kind: FileKind


@dataclass(frozen=True, slots=True)
class PatternRule:
    """A compiled pack rule."""

    info: RuleInfo
    pack: str
    targets: frozenset[FileKind]
    pattern_texts: tuple[str, ...]
    require_texts: tuple[str, ...]
    exclude_texts: tuple[str, ...]
    flags: int
    matches: tuple[Example, ...]
    no_matches: tuple[Example, ...]
    # The rule's prefilter words as a set, looked up once at load: match_rules asks for
    # it for every rule of every segment.
    prefilter: frozenset[str] | None = None

    # Compiling every pattern of every pack costs more than auditing a small
    # skill, so each is compiled the first time a file of its kind needs it.
    @property
    def patterns(self) -> tuple[Compiled, ...]:
        return _compiled_all(self.pattern_texts, self.flags)

    @property
    def requires(self) -> tuple[Compiled, ...]:
        return _compiled_all(self.require_texts, self.flags)

    def may_match(self, lowered: str) -> bool:
        """False only when no pattern of the rule can match ``lowered`` (the lower-cased text)."""
        words = _rule_literals(self.pattern_texts, self.flags)
        return words is None or any(word in lowered for word in words)

    @property
    def literals(self) -> tuple[str, ...] | None:
        """Every word some pattern of the rule needs; None when one pattern has no prefilter."""
        return _rule_literals(self.pattern_texts, self.flags)

    @property
    def excludes(self) -> tuple[Compiled, ...]:
        return _compiled_all(self.exclude_texts, self.flags)

    def reads(self, kind: FileKind) -> bool:
        """Whether the rule applies to text of this kind."""
        return kind in self.targets or (
            FileKind.TEXT in self.targets and kind is not FileKind.BINARY
        )


@dataclass(frozen=True, slots=True)
class RuleSet:
    """All loaded pattern rules, and each pack's version (recorded with every verdict)."""

    rules: tuple[PatternRule, ...]
    versions: dict[str, str]

    def for_segment(self, kind: FileKind, *, is_block: bool) -> list[PatternRule]:
        """Rules for a segment (kept per rule set: every skill of a batch asks). A Markdown
        code block runs only the rules written for its language: the any-text rules
        already read it as part of the whole file."""
        key = (id(self.rules), kind, is_block)
        known = _FOR_KIND.get(key)
        if known is not None and known[0] is self.rules:
            return known[1]
        chosen = [r for r in self.rules if (kind in r.targets if is_block else r.reads(kind))]
        _FOR_KIND[key] = (self.rules, chosen)
        return chosen

    def literal_scan(self) -> LiteralScan:
        """One automaton over every prefilter word of every rule: a text is scanned once."""
        known = _SCANS.get(id(self.rules))
        if known is not None and known[0] is self.rules:
            return known[1]
        words: set[str] = set()
        for rule in self.rules:
            for texts in (rule.pattern_texts, rule.require_texts):
                for text in texts:
                    words.update(_literals_of(text, rule.flags) or ())
                    for literal_set in _literal_sets_of(text, rule.flags):
                        words.update(literal_set)
        scan = LiteralScan(tuple(sorted(words)))
        _SCANS[id(self.rules)] = (self.rules, scan)
        return scan


# Keyed by the identity of a rule tuple (kept alive beside its scan): hashing
# every rule on each call would cost more than the scan saves.
_SCANS: dict[int, tuple[tuple[PatternRule, ...], LiteralScan]] = {}
_FOR_KIND: dict[tuple[int, FileKind, bool], tuple[tuple[PatternRule, ...], list[PatternRule]]] = {}


class Compiled:
    """A pattern, compiled on first use, and the words every match must contain.

    ``literals`` (None: no prefilter) is one set of words of which a match
    needs one; ``literal_sets`` are further such sets (look-aheads included)
    read for the patterns that run on the backtracking engine, so a crafted
    text holding one of the words still skips the regex. A pattern is
    compiled only once a text passes its prefilter.
    """

    __slots__ = ("_regex", "flags", "literal_sets", "literals", "source")

    def __init__(
        self,
        source: str,
        flags: int,
        literals: tuple[str, ...] | None,
        literal_sets: tuple[tuple[str, ...], ...] = (),
    ) -> None:
        self.source = source
        self.flags = flags
        self.literals = literals
        self.literal_sets = literal_sets
        self._regex: Pattern | None = None

    @property
    def regex(self) -> Pattern:
        if self._regex is None:
            self._regex = compile_pattern(self.source, self.flags)
        return self._regex

    def may_match(self, lowered: str) -> bool:
        """False only when ``lowered`` (the text, lower-cased) cannot match."""
        if self.literals is not None and not any(word in lowered for word in self.literals):
            return False
        return all(any(word in lowered for word in words) for words in self.literal_sets)

    def is_possible(self, present: frozenset[str]) -> bool:
        """False only when some literal set of this pattern has no word among ``present``."""
        if self.literals is not None and present.isdisjoint(self.literals):
            return False
        return all(not present.isdisjoint(words) for words in self.literal_sets)


# Literal prefilters read from the content-hash cache, so a cold run neither
# parses nor compiles patterns it never needs.
_KNOWN_LITERALS: dict[tuple[str, int], tuple[str, ...] | None] = {}
_KNOWN_SETS: dict[tuple[str, int], tuple[tuple[str, ...], ...]] = {}


@cache
def _literals_of(pattern: str, flags: int) -> tuple[str, ...] | None:
    if (pattern, flags) in _KNOWN_LITERALS:
        return _KNOWN_LITERALS[(pattern, flags)]
    return required_literals(pattern, flags)


@cache
def _compiled(pattern: str, flags: int) -> Compiled:
    return Compiled(pattern, flags, _literals_of(pattern, flags), _literal_sets_of(pattern, flags))


@cache
def _literal_sets_of(pattern: str, flags: int) -> tuple[tuple[str, ...], ...]:
    if (pattern, flags) in _KNOWN_SETS:
        return _KNOWN_SETS[(pattern, flags)]
    return _computed_literal_sets(pattern, flags)


def _computed_literal_sets(pattern: str, flags: int) -> tuple[tuple[str, ...], ...]:
    # Only the backtracking engine needs the extra sets: RE2 is linear anyway,
    # and parsing every pattern again would cost the cold start.
    if re2_accepts(pattern, flags):
        return ()
    return required_literal_sets(pattern, flags) or ()


@cache
def _rule_literals(patterns: tuple[str, ...], flags: int) -> tuple[str, ...] | None:
    """Every word some pattern needs, or None when one pattern has no prefilter."""
    words: set[str] = set()
    for pattern in patterns:
        literals = _literals_of(pattern, flags)
        if literals is None:
            return None
        words.update(literals)
    return tuple(sorted(words))


@cache
def _compiled_all(patterns: tuple[str, ...], flags: int) -> tuple[Compiled, ...]:
    return tuple(_compiled(p, flags) for p in patterns)


def builtin_pack_files() -> list[Path]:
    """The shipped packs, sorted by file name."""
    return sorted((data_dir() / "guards").glob("*.yaml"))


def load_rules(extra_dirs: tuple[Path, ...] = ()) -> RuleSet:
    """Built-in packs plus every ``*.yaml`` in ``extra_dirs``; duplicate ids are an error."""
    packs = [_load_builtin(str(path)) for path in builtin_pack_files()]
    for directory in extra_dirs:
        if not directory.is_dir():
            raise AuditError(
                f"--rules {directory}: not a folder", hint="pass a folder of *.yaml packs"
            )
        packs.extend(_load_pack(path, is_checked=True) for path in sorted(directory.glob("*.yaml")))
    rules: list[PatternRule] = []
    versions: dict[str, str] = {}
    seen: dict[str, str] = {}
    for name, version, pack_rules, origin in packs:
        if name in versions:
            raise AuditError(f"{origin}: pack {name!r} is loaded twice", hint="rename one pack")
        versions[name] = version
        for rule in pack_rules:
            if rule.info.id in seen:
                raise AuditError(
                    f"{origin}: rule id {rule.info.id} is already used in {seen[rule.info.id]}",
                    hint="rule ids are global and never reused: pick a new id",
                )
            seen[rule.info.id] = origin
            rules.append(rule)
    return RuleSet(tuple(rules), versions)


_Pack = tuple[str, str, list[PatternRule], str]


@cache
def _load_builtin(path: str) -> _Pack:
    return _load_pack(Path(path), is_checked=False)


def _load_pack(path: Path, *, is_checked: bool) -> _Pack:
    try:
        data = path.read_bytes()
    except OSError as e:
        raise AuditError(
            f"cannot read rule pack {path}: {e.strerror}", hint="check the path"
        ) from e
    # Parsing YAML costs more than the whole audit of a small skill; the parsed
    # pack is cached by content hash, so an edited pack is simply parsed again.
    document = cached_json("packs", (__version__.encode(), data), lambda: _parse_pack(path, data))
    if is_checked:
        _check_schema(path, document)
    if not isinstance(document, dict):
        raise AuditError(
            f"rule pack {path} is not a mapping", hint="see schemas/guard-pack.schema.json"
        )
    known = cached_json(
        "pack-literals-3", (__version__.encode(), data), lambda: _pack_literals(document)
    )
    if isinstance(known, list):
        for pattern, flags, literals, sets in known:
            _KNOWN_LITERALS[(str(pattern), int(flags))] = (
                tuple(literals) if literals is not None else None
            )
            _KNOWN_SETS[(str(pattern), int(flags))] = tuple(tuple(x) for x in sets)
    rules = [
        _compile_rule(path, str(document["pack"]), raw, eager=is_checked)
        for raw in document["rules"]
    ]
    return str(document["pack"]), str(document["version"]), rules, str(path)


def _pack_literals(document: dict[str, object]) -> list[list[object]]:
    """[pattern, flags, literals, literal sets] for every pattern and requirement of a pack."""
    rows: list[list[object]] = []
    raw_rules = document.get("rules")
    for raw in raw_rules if isinstance(raw_rules, list) else []:
        if not isinstance(raw, dict):
            continue
        flags = re.MULTILINE | (re.IGNORECASE if raw.get("ignore_case") else 0)
        for key in ("patterns", "requires"):
            for pattern in raw.get(key) or []:
                literals = required_literals(str(pattern), flags)
                sets = _computed_literal_sets(str(pattern), flags)
                rows.append(
                    [
                        str(pattern),
                        flags,
                        list(literals) if literals is not None else None,
                        [list(x) for x in sets],
                    ]
                )
    return rows


def _parse_pack(path: Path, data: bytes) -> object:
    from ruamel.yaml import YAML
    from ruamel.yaml.error import YAMLError

    try:
        return YAML(typ="safe").load(data.decode("utf-8"))
    except (UnicodeDecodeError, YAMLError) as e:
        raise AuditError(f"cannot read rule pack {path}: {e}", hint="fix the pack file") from e


def _check_schema(path: Path, document: object) -> None:
    from jsonschema import Draft202012Validator

    from skillctl.resources import load_schema

    errors = sorted(
        Draft202012Validator(load_schema(PACK_SCHEMA)).iter_errors(document),
        key=lambda e: list(map(str, e.absolute_path)),
    )
    if errors:
        where = "/".join(str(p) for p in errors[0].absolute_path) or "(top)"
        raise AuditError(
            f"rule pack {path} breaks the pack schema at {where}: {errors[0].message}"
            + (f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""),
            hint="see schemas/guard-pack.schema.json",
        )


def _compile_rule(path: Path, pack: str, raw: dict[str, object], *, eager: bool) -> PatternRule:
    """A rule from its pack entry; ``eager`` compiles now so a user's bad regex fails at load."""
    rule_id = str(raw["id"])
    flags = re.MULTILINE | (re.IGNORECASE if raw.get("ignore_case") else 0)

    def compiled(key: str) -> tuple[str, ...]:
        values = raw.get(key) or []
        assert isinstance(values, list)  # noqa: S101 - the schema guarantees a list
        try:
            if eager:
                for value in values:
                    # The pack contract is Python syntax: reject what Python rejects.
                    re.compile(str(value), flags)
                    _ = _compiled(str(value), flags).regex
            return tuple(str(v) for v in values)
        except re.error as e:
            raise AuditError(
                f"{path}: rule {rule_id} has a bad regular expression in {key}: {e}",
                hint="fix the pattern; rules are Python regular expressions",
            ) from e

    targets_raw = raw["targets"]
    assert isinstance(targets_raw, list)  # noqa: S101 - the schema guarantees a list
    targets = frozenset(FileKind(str(t)) for t in targets_raw)
    first_kind = FileKind(str(targets_raw[0]))
    examples = raw["examples"]
    assert isinstance(examples, dict)  # noqa: S101 - the schema guarantees a mapping
    info = RuleInfo(
        id=rule_id,
        name=str(raw["name"]),
        category=str(raw["category"]),
        severity=Level(str(raw["severity"])),
        confidence=Confidence(str(raw["confidence"])),
        message=str(raw["message"]).strip(),
        remediation=str(raw["remediation"]).strip(),
        cwe=str(raw["cwe"]) if raw.get("cwe") else None,
    )
    pattern_texts = compiled("patterns")
    words = _rule_literals(pattern_texts, flags)
    return PatternRule(
        info=info,
        pack=pack,
        targets=targets,
        pattern_texts=pattern_texts,
        require_texts=compiled("requires"),
        exclude_texts=compiled("excludes"),
        flags=flags,
        matches=tuple(_example(e, first_kind) for e in examples["match"]),
        no_matches=tuple(_example(e, first_kind) for e in examples["no_match"]),
        prefilter=frozenset(words) if words is not None else None,
    )


def _example(raw: object, default: FileKind) -> Example:
    if isinstance(raw, dict):
        return Example(str(raw["text"]), FileKind(str(raw["kind"])))
    return Example(str(raw), default)
