"""Instructions to the agent, recognised by concept rather than by fixed phrase.

What the agent reads as prose is analysed here: the sentences of every
Markdown file (prose, HTML comments, and any quoted region the file tells
the agent to use — see ``prose``), and the text a script prints for the
agent to read (``printed``: string literals that reach an output call,
decoded from rot13, hex or base64 first). Each sentence is matched against
the concept frames of ``concepts``; a paragraph is then read as a whole for
what no single sentence shows: a Markdown image whose address the agent is
told to fill with private data, standing instructions planted in other
agents' memory files, a dependency renamed to a lookalike, and whether a
"don't ask first" goes with a consequential command (which makes it high).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from skillctl.audit import api_hosts
from skillctl.audit import capability_rules
from skillctl.audit import concepts
from skillctl.audit.concepts import CONSEQUENTIAL
from skillctl.audit.concepts import SECRETISH
from skillctl.audit.concepts import SENSITIVE
from skillctl.audit.concepts import Frame
from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import RuleInfo
from skillctl.audit.finding import Source
from skillctl.audit.finding import make_finding
from skillctl.audit.lazy_regex import LazyRegex
from skillctl.audit.prose import Sentence
from skillctl.audit.prose import description_sentences
from skillctl.audit.prose import layout_of
from skillctl.audit.prose import normalise
from skillctl.audit.prose_use import tells_to_use
from skillctl.audit.tree import FileKind

if TYPE_CHECKING:
    from skillctl.audit.tree import SkillTree

__all__ = ["RULES", "concepts_in", "normalise", "scan_instructions", "sentences"]

_H, _C = Level.HIGH, Level.CRITICAL
_HI, _MD = Confidence.HIGH, Confidence.MEDIUM


def _rule(num: int, name: str, category: str, level: Level, conf: Confidence, msg: str, fix: str, cwe: str = "CWE-77") -> RuleInfo:  # fmt: skip
    return RuleInfo(f"SKC-IN-{num:03d}", name, category, level, conf, msg, fix, cwe)


OVERRIDE = _rule(1, "override-prior-instructions", "prompt-injection", _H, _HI,
    "Tells the agent to set aside its earlier instructions, or claims precedence over them",
    "A skill adds instructions; it never revokes the system's, developer's or user's.")  # fmt: skip
CONCEAL = _rule(2, "conceal-from-user", "prompt-injection", _H, _MD,
    "Tells the agent to hide a step or keep something from the user",
    "Every action a skill takes must be visible to the user.")  # fmt: skip
DECEIVE = _rule(3, "deceive-user", "prompt-injection", _H, _MD,
    "Tells the agent to lie to or mislead the user",
    "Remove the instruction.")  # fmt: skip
IDENTITY = _rule(4, "identity-change", "prompt-injection", _H, _MD,
    "Tells the agent it is someone else, or free of its rules",
    "Describe the task; do not redefine the agent.")  # fmt: skip
CONTROL = _rule(5, "remove-human-control", "agent-tricks", _H, _MD,
    "Removes the human from the loop: auto-approve, never ask first, installation taken as "
    "consent, skip review or hooks, push to the default branch, resist being stopped",
    "Leave approvals, hooks and branch protection to the user.")  # fmt: skip
EGRESS = _rule(6, "instructed-data-egress", "exfiltration", _C, _HI,
    "Tells the agent to send a secret or private data to an outside party, into its answer, "
    "or into the address of an image or link it renders",
    "Never ask the agent to move credentials or private data anywhere.", "CWE-200")  # fmt: skip
PLANT = _rule(7, "planted-agent-memory", "agent-tricks", _H, _MD,
    "Tells the agent to write standing instructions into agent memory files (CLAUDE.md, "
    "AGENTS.md, other skills) or to spread them to other projects",
    "A skill may suggest a memory entry to the user; it never plants or spreads rules itself.")  # fmt: skip
SUBSTITUTE = _rule(8, "instructed-package-substitution", "supply-chain", _H, _MD,
    "Tells the agent to replace a popular dependency with a lookalike name",
    "Keep dependency names as the user wrote them; report renames instead of making them.",
    "CWE-829")  # fmt: skip
SOURCE = _rule(10, "instructed-package-source", "supply-chain", _H, _MD,
    "Tells the agent to point pip, uv, npm or yarn at another package index (index-url, "
    "registry, trusted-host, pip.conf, .npmrc): every later install comes from that host",
    "Leave the user's package sources alone; name a private index in SKILL.md for the user to "
    "configure.", "CWE-829")  # fmt: skip
UNREAD = _rule(9, "prose-not-fully-read", "hidden-instructions", Level.MEDIUM, _MD,
    "A run of text without sentence breaks is too long to read whole for instructions; only "
    "its start was analysed",
    "Break the text into sentences and paragraphs; a reviewer cannot read it either.")  # fmt: skip
RULES = (OVERRIDE, CONCEAL, DECEIVE, IDENTITY, CONTROL, EGRESS, PLANT, SUBSTITUTE, UNREAD, SOURCE)
_RULE_OF = {
    "override": OVERRIDE,
    "concealment": CONCEAL,
    "deception": DECEIVE,
    "identity": IDENTITY,
    "control": CONTROL,
    "egress": EGRESS,
}

# Stems one of which every concept (its anchors), beacon, planting or rename needs: a file
# without any is skipped with substring tests, far cheaper than a regex on a large file.
_TRIGGER = tuple(
    sorted(
        {stem for stems in concepts.ANCHORS.values() for stem in stems}
        | {"![", "<img", "://", "claude.md", "agents.md", "skill.md", "memory", "instead",
           "rename", "replace", "write", "swap", "switch", "pin", "->", "=>", "\u2192"}
    )
)  # fmt: skip
_WINDOW = 1600  # a sentence longer than this is read in overlapping windows
# Past this a "sentence" is a crafted blob: its start is read and the rest reported unread,
# so the cost stays bounded and the skill is never called safe for text it did not read.
MAX_SENTENCE = 50_000
# An image or link whose address has a slot for data: ![x](https://h/p?d=<payload>)
# A slot in an address for data: ?d=<payload>, &k={key}, ?s=SUMMARY, =$TOKEN. Bounded classes
# that do not overlap, so a crafted line of half-written images cannot make it backtrack.
_SLOT = LazyRegex(
    r"[?&#]\w{1,40}=(?:<[\w-]{1,40}>|\{[\w-]{1,40}\}|[A-Z][A-Z0-9_]{2,40}\b|\$\{?\w{1,40})"
)
_IMAGE = LazyRegex(
    r"!\[[^\]\n]{0,200}\]\(\s{0,4}https?://|<img\b[^>\n]{0,300}\bsrc=['\"]?https?://"
)
_URL = LazyRegex(r"https?://[^\s`)]{1,2000}|`[^`\n]{0,1000}://[^`\n]{0,1000}`")
_FILL = LazyRegex(
    r"\b(?:put|place[ds]?|placing|insert(?:s|ed|ing)?|fill(?:s|ed|ing)?|substitut(?:e|es|ed|ing)|"
    r"replac(?:e|es|ed|ing)|encod(?:e|es|ed|ing)|append(?:s|ed|ing)?|add(?:s|ed|ing)?|"
    r"includ(?:e|es|ed|ing)|embed(?:s|ded|ding)?|set(?:s|ting)?|use[ds]?|using|"
    r"carr(?:y|ies|ied|ying)|pass(?:es|ed|ing)?|stuff(?:s|ed|ing)?|attach(?:es|ed|ing)?|"
    r"digest|hash(?:ed)?|checksum)\b|\bwhere\W+\S+\W+(?:is|are|holds?|contains?)\b|"
    r"\bin place of\b|"
    # the same in the other languages skills are written in
    r"\b(?:substitu\w+|rempla[cç]\w+|ersetz\w*|einsetz\w*|preench\w+|rellen\w+|coloqu\w+|"
    r"pong\w+|mettez|mets|insir\w+|insert\w+|ins[eé]r\w+|inclu[iy]\w*|inclu\w+|f[uü]ge\w*|"
    r"codific\w+|encod\w+|anexe|adjunt\w+|ajout\w+|agreg\w+|acrescent\w+|h[aä]ng\w+ an)"
)
_MEMORY_FILE = LazyRegex(
    r"claude\.md|agents\.md|gemini\.md|\.cursorrules|\.windsurfrules|\.clinerules|"
    r"copilot-instructions|memory files?|skill\.md|global memory|user memory|agent memory"
)
_SPREAD = LazyRegex(
    r"\b(?:another|other|every|each|all)\W+(?:\w+\W+){0,2}(?:repositor(?:y|ies)|repos?|projects?|"
    r"workspaces?|skills?|agents?|machines?|checkouts?)\b|\bacross\W+(?:\w+\W+){0,2}(?:projects|"
    r"repositories|repos|workspaces|skills|machines)\b|\bon the same machine\b|\buser-level\b|"
    r"\bglobal(?:ly)?\b|~/|\b(?:the\W+)?user(?:'s)?\W+(?:one|file|copy|level)\b"
)
# What makes a planted memory entry a standing order against the user: approval waived,
# precedence claimed, the skill's own commands trusted.
_PLANTED_RULE = LazyRegex(
    r"\bwithout\W+(?:asking|confirmation|confirming|approval)|\bdon'?t\W+ask\b|\bdo not\W+ask\b|"
    r"\btakes?\W+(?:priority|precedence)\b|\boverride\w*\b|\bcome from me\b|"
    r"\b(?:trust|run|follow)\W+(?:\w+\W+){0,3}?(?:commands?|scripts?|instructions?)\W+(?:\w+\W+){0,4}?"
    r"(?:without|automatically)|\brecreate\b|\breinstall\b|\bre-?download\b"
)
_WRITE = LazyRegex(
    r"\b(?:add|write|copy|append|insert|put|sync|propagate|install|paste|place|replicate|"
    r"restore|spread|inject|prepend|carry|make sure)\b"
)
_CONSENT = LazyRegex(
    r"\b(?:ask|offer|suggest|propose|if the user (?:agrees|wants|asks|says)|with (?:their|the "
    r"user's) (?:ok|okay|permission|approval|consent))\b"
)
_RENAME = LazyRegex(
    r"\b(?:write|replace|swap|rename|change|substitute|switch|map|turn|pin|carry)\W+`?"
    r"([a-z0-9][\w.-]*[a-z0-9])`?\W+(?:as|with|to|for|by|into|->|\u2192)\W+`?([a-z0-9][\w.-]*[a-z0-9])`?|"
    r"`([a-z0-9][\w.-]*[a-z0-9])`\s*(?:->|\u2192|=>)\s*`([a-z0-9][\w.-]*[a-z0-9])`|"
    r"\buse\W+`?([a-z0-9][\w.-]*[a-z0-9])`?\W+instead of\W+`?([a-z0-9][\w.-]*[a-z0-9])`?"
)
_PACKAGE_CONTEXT = LazyRegex(
    r"requirements|dependenc|package|\bpip\b|\bnpm\b|\byarn\b|\bpnpm\b|install|\bpin|lockfile|"
    r"pyproject|\.in\b|setup\.py|poetry"
)


def scan_instructions(tree: SkillTree) -> Iterator[Finding]:
    """Findings for instructions addressed to the agent, in Markdown and in printed output."""
    layouts = tree.markdown_layouts()
    for path, layout in layouts.items():
        said = list(layout.said())
        if path == "SKILL.md":
            yield from _description_findings(next(f for f in tree.files if f.path == path).text())
        if _triggered(" ".join(s.text for s in said)):
            yield from _findings(path, said, code_near=layout.code_near)
        yield from _sql_sweep(path, said)
    yield from _printed_findings(tree)


# What the frontmatter description may carry against the agent: a summary names what the skill
# guards against ("operations that need approval: force-push, --no-verify"), so only claims of
# rank and new identities, which no summary makes, are read there.
def _description_findings(skill_md: str) -> Iterator[Finding]:
    """Words to the agent in the description, which it reads when it picks skills."""
    said = description_sentences(skill_md)
    if said and _triggered(" ".join(s.text for s in said)):
        found = _findings("SKILL.md", said, only=frozenset({"override", "identity"}))
        yield from (f for f in found if f.rule_id in (OVERRIDE.id, IDENTITY.id))


_PLACEHOLDER = LazyRegex(r"<[\w -]{1,40}>|\{\{?\s*[\w-]{1,40}\s*\}?\}|\$\{?\w{1,40}\}?")
_SQL_SPAN = LazyRegex(r"`([^`\n]{6,400})`")


def _sql_sweep(path: str, said: list[Sentence]) -> Iterator[Finding]:
    """Steps that list the catalog in one code span and drop each listed object in another
    (``DROP SCHEMA <name> CASCADE`` "for each one"): every schema or database, in prose."""
    from skillctl.audit import content_checks

    if not any("drop" in s.text or "truncate" in s.text for s in said):
        return
    catalog = drop = None
    for sentence in said:
        for span in _SQL_SPAN.regex.findall(sentence.raw):
            if catalog is None and content_checks.sql_reads_catalog(span):
                catalog = sentence
            computed = _PLACEHOLDER.regex.sub("\ufffd", span)
            at = sentence.text.find(span[:20].lower())
            if drop is None and content_checks.sql_drops_computed(computed) and not concepts.governed_by_negation(sentence.text, at):  # fmt: skip
                drop = (sentence, span)
    if catalog is not None and drop is not None:
        sentence, span = drop
        why = f"{span[:60]} for each object the catalog lists"
        finding = make_finding(capability_rules.SQL_DESTRUCTION, Source.INSTRUCTION, path, sentence.line, sentence.raw)  # fmt: skip
        yield replace(finding, message=f"{capability_rules.SQL_DESTRUCTION.message}: {why}")


def _triggered(text: str) -> bool:
    return any(stem in text for stem in _TRIGGER)


def _findings(
    path: str,
    said: list[Sentence],
    derived: str | None = None,
    code_near: Callable[[int, int], str] | None = None,
    only: frozenset[str] | None = None,
) -> Iterator[Finding]:
    frames = concepts.active_frames(" ".join(s.text for s in said))
    if only is not None:  # the concepts a caller reads this text for, and no other
        frames = tuple(f for f in frames if f.concept in only)
        if not frames:
            return
    paragraphs: dict[int, list[Sentence]] = defaultdict(list)
    for sentence in said:
        paragraphs[sentence.paragraph].append(sentence)
    seen: set[tuple[str, int]] = set()
    groups = list(paragraphs.values())
    for index, group in enumerate(groups):
        whole = " ".join(s.text for s in group)
        consequential = CONSEQUENTIAL.search(whole)
        if consequential is None and whole.rstrip().endswith(":"):
            # "Run these for the user, without asking about each one:" and the list it opens
            consequential = CONSEQUENTIAL.search(_introduced(groups, index))
        if consequential is None and code_near is not None:
            # "Do not stash first": the command it protects may sit in the block beside it
            code = code_near(group[0].line, max(s.last_line for s in group))
            consequential = CONSEQUENTIAL.search(code.lower()) if code else None
        found: list[tuple[RuleInfo, Sentence, Level, str, str]] = []
        for sentence in group:
            if len(sentence.text) > MAX_SENTENCE:
                found.append((UNREAD, sentence, Level.MEDIUM, "unread", f" ({len(sentence.text)} characters)"))  # fmt: skip
            text = sentence.text[:MAX_SENTENCE]
            seen_here: set[str] = set()
            # the agent named in the third person ("the assistant acts as …") is read as "you"
            for reading in (text, concepts.addressed(text)):
                for frame, start in _frames_of(reading, frames) if reading else ():
                    if frame.concept in seen_here:
                        continue
                    if sentence.shown_in is not None and _quoted_in(reading or "", start):
                        continue  # a quoted specimen in a table or list the agent works from
                    seen_here.add(frame.concept)
                    level, why = _weigh(frame, consequential)
                    if sentence.is_hidden and level.rank < Level.HIGH.rank:
                        # said to the agent in a comment the rendered page hides from the user
                        level, why = Level.HIGH, f"{why} (hidden in an HTML comment)"
                    found.append((_RULE_OF[frame.concept], sentence, level, frame.concept, why))
            if concepts.persona_in(sentence.raw):
                found.append((IDENTITY, sentence, Level.HIGH, "identity", ""))
        near = " ".join(s.text for s in _neighbourhood(groups, index)) + " " + _introduced(groups, index)  # fmt: skip
        found += _paragraph_findings(group, whole, near)
        found += _beacon(group, _neighbourhood(groups, index), groups)
        for rule, sentence, level, concept, why in found:
            if (rule.id, sentence.line) in seen:
                continue
            seen.add((rule.id, sentence.line))
            finding = make_finding(rule, Source.INSTRUCTION, path, sentence.line, sentence.raw)
            message = f"{rule.message}{why}"
            finding = replace(
                finding,
                severity=level,
                original_severity=level,
                concept=None if rule in (UNREAD, SOURCE) else concept,
                message=message,
            )
            how = derived or ("html-comment" if sentence.is_hidden else None)
            if sentence.shown_in is not None:
                how = f"shown in {sentence.shown_in} the agent is told to use"
            yield replace(finding, derived=how) if how else finding


def _frames_of(text: str, frames: tuple[Frame, ...]) -> Iterator[tuple[Frame, int]]:
    frames = concepts.active_frames(text, frames)
    if not frames:
        return
    if len(text) <= _WINDOW:
        yield from concepts.frames_in(text, frames)
        return
    context = _WINDOW // 4  # each window is read with the text just before it as context
    for start in range(0, len(text), _WINDOW - context):
        begin = max(0, start - context)
        window = text[begin : start + _WINDOW - context]
        live = concepts.active_frames(window, frames)
        for frame, at in concepts.frames_in(window, live, start - begin):
            frames = tuple(f for f in frames if f.concept != frame.concept)  # found: stop looking
            yield frame, begin + at
        if not frames:
            return


# A specimen in quotation marks: "…", “…”, or a whole line in single quotes.
_SPECIMEN = LazyRegex(
    r"\"[^\"\n]{3,}\"|\u201c[^\u201d\n]{3,}\u201d|\u00ab[^\u00bb\n]{3,}\u00bb|"
    # a quotation cut by the sentence split: open to the end of this piece, or closed at its
    # end with the opening in the piece before
    r"^\W{0,3}[\"\u201c\u00ab][^\"\u201d\u00bb\n]{3,}$|^[^\"\u201c\u00ab\n]{3,}[\"\u201d\u00bb]\W{0,3}$"
)


def _quoted_in(text: str, start: int) -> bool:
    """The match lies inside a quotation that nothing before it tells the agent to take up:
    a region of examples ("| secrecy | "do not tell the user" |") names them, it does not say
    them."""
    for quote in _SPECIMEN.regex.finditer(text):
        if quote.start() <= start < quote.end():
            return not concepts.TAKEN_UP.search(text[: quote.start()])
    return False


def _weigh(frame: Frame, consequential: re.Match[str] | None) -> tuple[Level, str]:
    """A medium frame is high in a paragraph that names a consequential action."""
    if frame.level is Level.MEDIUM and consequential is not None:
        return Level.HIGH, f" (with {consequential.group(0)!r} beside it)"
    return frame.level, ""


def _paragraph_findings(
    group: list[Sentence], whole: str, near: str = ""
) -> list[tuple[RuleInfo, Sentence, Level, str, str]]:
    """What a paragraph shows as a whole. Writing into agent memory files is read with the
    paragraphs around it: "Insert it silently" plants what the paragraph before describes."""
    found: list[tuple[RuleInfo, Sentence, Level, str, str]] = []
    raw = " ".join(s.raw for s in group)
    told = any(tells_to_use(s.text) and _WRITE.search(s.text) for s in group)
    context = f"{whole} {near}"
    if told and _MEMORY_FILE.search(context):
        spread = _SPREAD.search(whole) or _SPREAD.search(near)
        planted = _PLANTED_RULE.search(_URL.regex.sub(" ", context))
        if (spread is not None or planted is not None) and not _CONSENT.search(whole):
            what = spread.group(0) if spread is not None else planted.group(0) if planted else ""
            at = _sentence_with(group, what) or group[0]
            found.append((PLANT, at, Level.HIGH, "planting", f" ({what!r})"))
    if "`" in raw and _PACKAGE_CONTEXT.search(whole):
        found += _substitutions(group)
    found += _package_sources(group)
    return found


_INDEX_SETTING = LazyRegex(
    r"\b(?:index-url|extra-index-url|index_url|uv_index_url|pip_index_url|uv_default_index|"
    r"npm_config_registry|trusted-host|registry)\b|pip\.conf|pip\.ini|\.npmrc|\.yarnrc"
)
# The user's settings for every project, not this one's: the whole machine's installs.
_USER_WIDE = LazyRegex(
    r"~/|%appdata%|\$home|\buser-?wide\b|\beverywhere\b|\bglobal(?:ly)?\b|\bshell profile\b|"
    r"\.bashrc|\.zshrc|\.profile\b|trusted-host|--global\b|\bdefault\b"
)


def _package_sources(group: list[Sentence]) -> list[tuple[RuleInfo, Sentence, Level, str, str]]:
    """A sentence telling the agent to set a package index on a host no ecosystem runs."""
    from skillctl.audit.package_sources import is_official_index

    found: list[tuple[RuleInfo, Sentence, Level, str, str]] = []
    for sentence in group:
        if not _INDEX_SETTING.search(sentence.text) or not tells_to_use(sentence.text):
            continue
        hosts = [h for h in api_hosts.hosts_in(sentence.raw) if not is_official_index(h)]
        if not hosts:
            continue
        level = Level.HIGH if _USER_WIDE.search(sentence.text) else Level.MEDIUM
        found.append((SOURCE, sentence, level, "package-source", f": {hosts[0]}"))
    return found


def _introduced(groups: list[list[Sentence]], index: int) -> str:
    """The text of the paragraphs a paragraph ending in a colon opens (same section)."""
    section = groups[index][0].section
    return " ".join(
        s.text for g in groups[index + 1 : index + 3] if g[0].section == section for s in g
    )


def _neighbourhood(groups: list[list[Sentence]], index: int) -> list[Sentence]:
    """A paragraph with the one before and after it in the same section."""
    section = groups[index][0].section
    near = groups[max(0, index - 1) : index + 2]
    return [s for g in near if g[0].section == section for s in g]


def _beacon(
    group: list[Sentence], near: list[Sentence], groups: list[list[Sentence]] | None = None
) -> list[tuple[RuleInfo, Sentence, Level, str, str]]:
    """An image or link with a slot in its address, and prose telling the agent to fill the
    slot with private data: nearby, or in a paragraph of the file that names the slot
    (``{{ctx}}``). The rendered page sends that data to the address's host."""
    raw = " ".join(s.raw for s in group)
    slotted = _slotted_address(raw)
    if slotted is None:
        return []
    names = {n for found in _NAMED_SLOT.findall(slotted) for n in found if len(n) >= 2}
    if names and groups:
        near = near + [
            s
            for g in groups
            if g is not group and any(n in s.raw for s in g for n in names)
            for s in g
        ]
    prose = _URL.regex.sub(" ", " ".join(s.text for s in near))
    sensitive = SENSITIVE.search(prose)
    if sensitive is None or not _FILL.search(prose):
        return []
    level = Level.CRITICAL if SECRETISH.search(sensitive.group(0)) else Level.HIGH
    at = _sentence_with(group, "http") or group[0]
    why = f": {sensitive.group(0)!r} into {slotted[:80]!r}"
    return [(EGRESS, at, level, "egress", why)]


def _slotted_address(raw: str) -> str | None:
    """The address of an image with a query (or any address with a named slot) in ``raw``."""
    for count, slot in enumerate(_SLOT.finditer(raw)):
        if count >= MAX_SLOTS:
            break
        token = raw[max(0, slot.start() - 300) : slot.end()].split()[-1] if slot.start() else ""
        if "://" in token:
            return token.lstrip("`(<[!")
    image = _IMAGE.search(raw)
    if image is not None:
        rest = raw[image.end() : image.end() + 500].split(")")[0]
        if any(c in rest for c in "?&=#"):
            return raw[image.start() : image.end() + len(rest) + 1]
    return None


MAX_SLOTS = 50
# A named placeholder in an address: {{ctx}}, {ctx}, <ctx>, $CTX, %CTX%.
_NAMED_SLOT = re.compile(r"\{\{\s*(\w+)\s*\}\}|\{(\w+)\}|<(\w+)>|\$\{?(\w+)|%(\w+)%")


def _sentence_with(group: list[Sentence], needle: str) -> Sentence | None:
    return next((s for s in group if needle in s.text or needle in s.raw), None)


def _substitutions(group: list[Sentence]) -> list[tuple[RuleInfo, Sentence, Level, str, str]]:
    from skillctl.audit.typosquat import lookalike_of

    found: list[tuple[RuleInfo, Sentence, Level, str, str]] = []
    for sentence in group:
        for match in _RENAME.finditer(sentence.text):
            names = [g for g in match.groups() if g is not None]
            old, new = (names[1], names[0]) if "instead of" in match.group(0) else names[:2]
            if lookalike_of(new, old):
                why = f": {old!r} becomes {new!r}"
                found.append((SUBSTITUTE, sentence, Level.HIGH, "substitution", why))
    return found


def _printed_findings(tree: SkillTree) -> Iterator[Finding]:
    from skillctl.audit.code_models import shown_texts
    from skillctl.audit.printed import printed_texts

    for file in tree.files:
        if file.kind not in (FileKind.PYTHON, FileKind.JS, FileKind.SHELL) or file.is_symlink:
            continue
        # the literals beside an output call, and what the code models computed as printed
        # or written out (joined from parts, decoded, kept in tables)
        for printed in [*printed_texts(file.kind, file.text()), *shown_texts(tree, file)]:
            said = [
                replace(s, line=printed.line, paragraph=0)
                for s in layout_of(printed.text).sentences
            ]
            if said and _triggered(" ".join(s.text for s in said)):
                yield from _findings(file.path, said, derived=printed.how)


# The sentence-level API, for tests and for callers of the first version of this module.
def sentences(markdown: str) -> Iterable[Sentence]:
    """The prose sentences of a Markdown text (shown regions left out unless invoked)."""
    return list(layout_of(markdown).said())


def concepts_in(sentence: str, frames: tuple[Frame, ...] = concepts.FRAMES) -> list[RuleInfo]:
    """The concept rules a normalised sentence expresses as an instruction to the agent."""
    return [_RULE_OF[frame.concept] for frame, _ in concepts.frames_in(sentence, frames)]


def _active_concepts(normalised: str) -> tuple[Frame, ...]:
    return concepts.active_frames(normalised)
