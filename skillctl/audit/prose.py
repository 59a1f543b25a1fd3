"""A Markdown file as the agent reads it: what it says, and what it only shows.

One pass over the lines splits a file into prose (sentences, with the line
each starts on and whether an HTML comment hides it) and *shown* regions:
code blocks, block quotes, tables, and lists under a heading that forbids
them. A shown region is a quoted example — text on display — unless the
agent is told to use it: the sentence right before it is an instruction to
run, paste, write or follow something ("Run:", "Add this to CLAUDE.md:"), a
sentence of the file points at it ("run the block above", "apply each fix in
the table"), or another file tells the agent to follow this one. An invoked
region weighs as much as prose; a code block written in a programming
language is always a command the agent may run.

This is structure, not vocabulary: how the author describes a section never
decides anything. A heading that forbids what follows ("Never", "Don'ts",
"Indicators (recognise, don't run)") is the one exception, because the agent
obeys it too; one that only sounds negative ("Never skip this") forbids
nothing. A block quote that opens as a callout (``> [!NOTE]``, ``> **Note:**``)
is the document's own voice, not a quotation, and an HTML comment marker
written inside a code span is text on display, not a comment. Which regions
and files the prose tells the agent to use is worked out in ``prose_use``.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from skillctl.audit.concept_words import DOUBLE_NEGATIVE
from skillctl.audit.invisible import INVISIBLE
from skillctl.audit.patterns import COMMAND_LANGUAGES
from skillctl.audit.prose_use import LOOK_FOR_LIST
from skillctl.audit.prose_use import tells_to_use

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})\s*([\w+#.-]*)")
_LABEL = re.compile(r"\W{0,4}[\w-]+(?: [\w-]+){0,2}:")  # up to three words and a colon
_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*)")
_LIST_MARK = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
_SENTENCE_END = re.compile(
    # a colon ends a sentence unless a quotation follows it ("Your rule: "…"" is one)
    # a full stop ends a sentence, but not the one of an abbreviation ("e.g. `…`")
    r"(?<=[.!?;])(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\betc\.)(?<!\bvs\.)(?<!\bcf\.)(?<!\bz\.b\.)\s+|"
    r"(?<=:)\s+(?![\"\u201c\u00ab])|(?<=[\u3002\uff01\uff1f\uff1b])\s*|\n\s*\n|"
    r"\n(?=\s*(?:[-*+]|\d+[.)])\s)"
)
# A heading that forbids what it heads: the agent reads "Never" and does not do it.
_FORBIDDING_HEADING = re.compile(
    # (a numbered heading only with a strong prohibition: "2. Never", not "2. Avoid slow builds")
    r"^\W*(?:\d+[.)]?\s+(?=never\b|don'?ts?\b|do not\b|must not\b))?(?:never\b|don'?ts?\b|do not\b|must not\b|avoid\b|forbidden\b|prohibited\b|"
    r"not allowed\b|things (?:to|you must) (?:never|avoid|refuse)|(?:\w+ ){0,3}to refuse\b|"
    r"(?:things|what|actions|commands)\s+(?:\w+\s+){0,3}(?:will not|won't|does not|doesn't|"
    r"must not|should not|never)\s+(?:do|does|run|runs|use|uses|touch|touches)\b|"
    # lists of what to watch for: the agent recognises these, it does not do them
    r"(?:\w+ ){0,2}(?:red flags?|warning signs?|danger signs?|anti-?patterns?|what not to do|"
    r"indicators of compromise|signs of (?:an? )?(?:attack|compromise|injection))\b)"
)
# "Stop and tell the user if you see:", "Look for lines like these:", "Heuristics:": the list
# or block it introduces is what to recognise; the verb is one of perceiving, not of doing.
LOOK_FOR_INTRO = re.compile(
    r"\b(?:if|when|whenever)\s+you\s+(?:see|find|spot|notice|encounter|come across|meet)\b"
    r"[^.!?,;]*:\s*$|\b(?:look|watch|scan|search|grep|check)\s+(?:out\s+)?for\b[^.!?,;]*:\s*$|"
    r"\b(?:red flags?|warning signs?|indicators?(?: of compromise)?|signs of \w+|heuristics|"
    r"suspicious (?:\w+ ){0,2}(?:signs?|patterns?|lines?|entries|indicators?|markers?|features?)|"
    r"(?:flag|report) (?:these|the following)|(?:phrases|patterns|lines|signs) that should "
    r"(?:make|raise|worry|alert))\b[^.!?;]*:?\s*$|"
    # the same, in the other languages skills are written in
    r"(?:подозрительн\w*|verd[äa]chtige?\w*|suspects?|suspicious|sospechos\w*|suspeit\w*|"
    r"sospett\w*|podejrzan\w*|verdacht\w*|可疑|不審|怪しい|의심)[^.!?;]*:?\s*$",
    re.IGNORECASE,
)
# ... unless the negation turns into an order: "Never skip this", "Don't forget".
_DOUBLE_NEGATIVE = re.compile(DOUBLE_NEGATIVE)
# A later clause of a heading that forbids running what it heads: "Indicators (don't run)".
_FORBIDDING_CLAUSE = re.compile(
    r"^\W*(?:don'?t|do not|never|not to be|must not be)\s+(?:be\s+)?(?:run|execute|use|copy|"
    r"paste|try)\w*\W*(?:(?:this|these|them|it|any of (?:these|this|them))\W*)?$"
)
_FORBIDDEN_LIST = "a list under a heading that forbids it"
# A table whose header names a column of actions ("| Symptom | What to do |"): its rows are
# steps the agent follows, not quotations.
_ACTION_COLUMN = re.compile(
    r"\|\s*(?:what to do|action|actions|fix|fixes|do this|steps?|next steps?|solution|resolution|"
    r"remedy|response|how to fix|then|agent action|que faire|acci[oó]n|a[cç][aã]o|ma[sß]nahme|"
    r"l[oö]sung|was tun|対処|対応)\s*(?:\||$)"
)
_HEADING_CLAUSES = re.compile(r"[(),;:\u2014\u2013]|\s-\s")
# A block quote opening as a callout: the document's own note, not a quotation.
_CALLOUT = re.compile(
    r"^\W{0,3}(?:\[!\w+\]|(?:\*\*|__)?(?:note|notes|important|tip|warning|caution|info|"
    r"remember|reminder|heads up|nb|attention|hinweis|wichtig|achtung|remarque|nota|aviso|"
    r"importante|atenci[oó]n|aten[cç][aã]o|avertissement)\b[^*_\n]{0,60}?(?:\*\*|__|:))",
    re.IGNORECASE,
)
_CODE_SPAN = re.compile(r"(`+)[^`\n]*?\1")
# A list entry that is one quotation, perhaps followed by a comment on it: "- "Ignore …" — …"
_QUOTED_ENTRY = re.compile(
    r"^\s*(?:[-*+]|\d+[.)])\s+[*_]{0,2}(?:\"[^\"\n]{3,}\"|\u201c[^\u201d\n]{3,}\u201d|"
    r"'[^'\n]{3,}'|\u00ab[^\u00bb\n]{3,}\u00bb)[*_]{0,2}\s*[.,;]?\s*(?:[-\u2013\u2014:(]\s.*)?$"
)


def normalise(text: str) -> str:
    """NFKC, invisible characters removed, typographic quotes and dashes folded, case-folded."""
    return _fold(unicodedata.normalize("NFKC", INVISIBLE.sub("", text))).casefold()


def _fold(text: str) -> str:
    return (
        text.replace("\u2019", "'")
        .replace("\u2018", "'")
        .replace("\u2013", "-")
        .replace("\u201c", '"')
        .replace("\u201d", '"')
    )


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of prose: normalised text, as written (invisibles removed), where it is."""

    text: str
    raw: str
    line: int
    is_hidden: bool = False  # inside an HTML comment
    paragraph: int = 0  # sentences of one paragraph share the number
    shown_in: str | None = None  # the shown region it comes from, when that region is invoked
    section: int = 0  # the heading it is under (0 before the first)
    last_line: int = 0  # the line it ends on


@dataclass(slots=True)
class Shown:
    """A region that shows text rather than saying it."""

    what: str  # "a ```text block", "a block quote", "a table", "a list under a forbidding heading"
    first: int
    last: int
    language: str | None = None
    invoked_by: str | None = None  # the sentence that tells the agent to use it
    body: list[tuple[int, str]] = field(default_factory=list)
    section: int = 0

    @property
    def is_command(self) -> bool:
        """A code block in a language the agent runs (or an unlabelled one): never a quotation."""
        return self.language is not None and (
            self.language in COMMAND_LANGUAGES or not self.language
        )


@dataclass(slots=True)
class Layout:
    """The structure of one Markdown file."""

    sentences: list[Sentence] = field(default_factory=list)
    regions: list[Shown] = field(default_factory=list)
    # Markdown files this one tells the agent to run or follow, with the sentence that does.
    followed: list[tuple[str, str]] = field(default_factory=list)
    # Other files whose lines it tells the agent to run, with the sentence that does.
    executed: list[tuple[str, str]] = field(default_factory=list)
    _by_line: dict[int, Shown] | None = None

    def region_at(self, line: int) -> Shown | None:
        """The shown region holding ``line``, if any."""
        if self._by_line is None:
            self._by_line = {n: r for r in self.regions for n in range(r.first, r.last + 1)}
        return self._by_line.get(line)

    def quoted_at(self, line: int) -> Shown | None:
        """The region holding ``line`` when it is a quotation nothing tells the agent to use."""
        region = self.region_at(line)
        if region is None or region.is_command or region.invoked_by is not None:
            return None
        return region

    def code_near(self, first: int, last: int) -> str:
        """The text of the code blocks right before or after lines ``first``..``last``."""
        return "\n".join(
            line
            for r in self.regions
            if r.is_command and (first - 3 <= r.last < first or last < r.first <= last + 3)
            for _, line in r.body
        )

    def invoke_all(self, why: str) -> None:
        """Another file tells the agent to follow this one: everything it shows counts as said."""
        for region in self.regions:
            if region.invoked_by is None:
                region.invoked_by = why

    def said(self) -> Iterator[Sentence]:
        """The prose, then the sentences of every invoked region that is not a command block.
        What a forbidding heading heads, and a list of what to look for, are left out: the
        agent reads them as what not to do and what to recognise."""
        forbidden = [
            r
            for r in self.regions
            if r.what in (_FORBIDDEN_LIST, LOOK_FOR_LIST) and r.invoked_by is None
        ]
        for sentence in self.sentences:
            if not any(r.first <= sentence.line <= r.last for r in forbidden):
                yield sentence
        for region in self.regions:
            if region.invoked_by is not None and not region.is_command and region.body:
                for sentence in _split(region.body, -region.first, region.section):
                    yield replace(sentence, shown_in=region.what)


def description_sentences(markdown: str) -> list[Sentence]:
    """The sentences of the frontmatter's ``description``: the agent reads it when it picks
    skills, so words addressed to it there are said to it (quotes and folding removed)."""
    lines = markdown.split("\n")
    if not lines or lines[0].strip() != "---":
        return []
    body: list[tuple[int, str]] = []
    for number, line in enumerate(lines[1:], start=2):
        if line.strip() == "---":
            break
        if body and (line[:1].isspace() or not line.strip()):
            body.append((number, line.strip()))
        elif body:
            break
        elif line.startswith("description:"):
            value = line.removeprefix("description:").strip()
            body.append((number, "" if value in ("|", ">", "|-", ">-") else value))
    text = [(n, t.strip("\"'")) for n, t in body if t.strip("\"'")]
    return list(_split(text, 0, 0)) if text else []


def layout_of(markdown: str) -> Layout:
    """Split a Markdown file into prose sentences and shown regions, and link them."""
    lines = markdown.split("\n")
    layout = Layout()
    parser = _Parser(layout)
    start = 0
    if lines and lines[0].strip() == "---":  # frontmatter is data, not prose
        start = next((i + 1 for i, line in enumerate(lines[1:], 1) if line.strip() == "---"), 0)
    for number, raw in enumerate(lines[start:], start=start + 1):
        parser.feed(number, raw)
    parser.close(len(lines))
    from skillctl.audit.prose_use import link

    link(layout)
    return layout


class _Parser:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.paragraph: list[tuple[int, str]] = []
        self.paragraphs = 0
        self.fence: str | None = None
        self.block: Shown | None = None  # the open block quote or table
        self.in_comment = False
        self.section = 0
        self.forbidding_level = 0  # heading level of a forbidding section, 0 outside one
        self.look_for_level = 0  # heading level of a section naming what to look for
        self.intro = ""  # the last prose line, while only blank lines follow it
        self.in_list = False  # inside a list of what to look for

    def feed(self, number: int, raw: str) -> None:
        opened = _FENCE.match(raw)
        if self.fence is not None:
            region = self.layout.regions[-1]
            if opened and opened.group(1)[0] == self.fence[0] and len(opened.group(1)) >= len(self.fence) and not opened.group(2):  # fmt: skip
                self.fence = None
                region.last = number
            else:
                region.body.append((number, raw))
                region.last = number
            return
        if opened and not self.in_comment:
            self._end_block()
            self._flush()
            self.fence = opened.group(1)
            language = opened.group(2).lower()
            what = f"a ```{language} block" if language else "a code block"
            self.layout.regions.append(Shown(what, number, number, language, section=self.section))
            return
        line, hidden, self.in_comment = _uncomment(raw, self.in_comment)
        stripped = line.strip()
        heading = _HEADING.match(line) if not hidden else None
        if heading:
            self._end_block()
            self._flush()
            self.section += 1
            level = len(heading.group(1))
            if self.forbidding_level and level <= self.forbidding_level:
                self.forbidding_level = 0
            if forbids(normalise(heading.group(2))):
                self.forbidding_level = level
            if self.look_for_level and level <= self.look_for_level:
                self.look_for_level = 0
            if _names_what_to_look_for(normalise(heading.group(2)).rstrip(":") + ":"):
                self.look_for_level = level
            self.intro, self.in_list = "", False
            return
        kind = (
            "a block quote" if stripped.startswith(">") else "a table" if stripped.startswith("|") else None
        )  # fmt: skip
        if kind is not None and not hidden:
            self._flush()
            if self.block is None or self.block.what != kind:
                self._end_block()
                self.block = Shown(kind, number, number, section=self.section)
                body = stripped.lstrip("> ")
                if kind == "a block quote" and _CALLOUT.match(body):
                    self.block.invoked_by = f"a callout: {body[:60]}"
                elif kind == "a table" and _ACTION_COLUMN.search(normalise(body)):
                    self.block.invoked_by = f"a table of what to do: {body[:60]}"
            self.block.last = number
            self.block.body.append((number, stripped.lstrip(">|").replace("|", " . ")))
            return
        self._end_block()
        if not stripped:
            self._flush()
            return
        self.in_list = self.in_list and (_LIST_MARK.match(line) is not None or line[:1].isspace())
        if _LIST_MARK.match(line) and not self.in_list:
            self.in_list = bool(self.look_for_level) or _names_what_to_look_for(self.intro)
        self.intro = "" if self.in_list else normalise(stripped)
        if self.forbidding_level and not hidden:
            self._mark(number, _FORBIDDEN_LIST)
        elif self.in_list and not hidden:
            self._mark(number, LOOK_FOR_LIST)
        elif not hidden and _QUOTED_ENTRY.match(line):
            self._mark(number, "a quoted list entry")
        self.paragraph.append((-number if hidden else number, line))

    def _mark(self, number: int, what: str) -> None:
        regions = self.layout.regions
        if regions and regions[-1].what == what and regions[-1].last >= number - 2:
            regions[-1].last = number
        else:
            regions.append(Shown(what, number, number, section=self.section))

    def _end_block(self) -> None:
        if self.block is not None:
            self.layout.regions.append(self.block)
            self.block = None

    def _flush(self) -> None:
        if self.paragraph:
            self.paragraphs += 1
            self.layout.sentences.extend(_split(self.paragraph, self.paragraphs, self.section))
            self.paragraph = []

    def close(self, last_line: int) -> None:
        if self.fence is not None:
            self.layout.regions[-1].last = last_line
        self._end_block()
        self._flush()
        self.layout.regions.sort(key=lambda r: r.first)


def _names_what_to_look_for(text: str) -> bool:
    """A heading or an introducing line that names what follows as what to recognise ("What
    to look for", "Heuristics:", "Red flags:"), and gives no order to use it."""
    return bool(text) and bool(LOOK_FOR_INTRO.search(text)) and not tells_to_use(text)


def forbids(heading: str) -> bool:
    """Whether a normalised heading forbids what it heads."""
    if _DOUBLE_NEGATIVE.match(heading):
        return False
    first, *rest = _HEADING_CLAUSES.split(heading)
    return bool(_FORBIDDING_HEADING.match(first)) or any(
        _FORBIDDING_CLAUSE.match(clause) and not _DOUBLE_NEGATIVE.match(clause) for clause in rest
    )


def _uncomment(line: str, in_comment: bool) -> tuple[str, bool, bool]:  # noqa: FBT001 - loop state
    """The line with HTML comment markers removed, whether it is hidden, and the new state.
    A marker inside a code span outside a comment is text on display."""
    probe = _outside_code(line, in_comment)
    if "<!--" not in probe and "-->" not in probe and not in_comment:
        return line, False, False
    hidden = in_comment or "<!--" in probe
    opens, closes = probe.rfind("<!--"), probe.rfind("-->")
    in_comment = opens > closes if opens != -1 else (in_comment and closes == -1)
    chars = list(line)
    for marker in re.finditer(r"<!--|-->", probe):
        chars[marker.start() : marker.end()] = " " * (marker.end() - marker.start())
    return "".join(chars), hidden, in_comment


def _outside_code(line: str, in_comment: bool) -> str:  # noqa: FBT001 - loop state
    """``line`` with its code spans blanked (same length); the part still inside a comment
    is kept as it is, since a comment has no code spans."""
    start = 0
    if in_comment:
        close = line.find("-->")
        start = len(line) if close == -1 else close + 3
    rest = (
        _CODE_SPAN.sub(lambda m: "\x00" * len(m.group(0)), line[start:])
        if "`" in line
        else line[start:]
    )
    return line[:start] + rest


def _pieces(text: str) -> list[str]:
    """``text`` cut at sentence ends, except inside a code span on one line
    ("`deploy ALL=(ALL) NOPASSWD: ALL`" is one thing, not two sentences)."""
    pieces, begin = [], 0
    for end in _SENTENCE_END.finditer(text):
        if "\n" not in end.group(0):
            line_start = text.rfind("\n", 0, end.start()) + 1
            if text.count("`", line_start, end.start()) % 2 == 1:
                continue
            if _LABEL.fullmatch(text[begin : end.start()]):
                continue  # "Flag: …", "Watch for: …": a label belongs to what it introduces
        pieces.append(text[begin : end.start()])
        begin = end.end()
    pieces.append(text[begin:])
    return pieces


def _split(
    paragraph: list[tuple[int, str]], paragraph_number: int, section: int
) -> Iterator[Sentence]:
    """The sentences of a paragraph (lines numbered negative when an HTML comment hides them)."""
    text = "\n".join(line for _, line in paragraph)
    starts = []
    offset = 0
    for number, line in paragraph:
        starts.append((offset, number))
        offset += len(line) + 1
    position = 0
    for piece in _pieces(text):
        index = text.find(piece, position)
        position = max(position, index)
        number = next((n for o, n in reversed(starts) if o <= position), starts[0][1])
        end = position + len(piece)
        last = next((n for o, n in reversed(starts) if o <= end), number)
        raw = _LIST_MARK.sub("", piece, count=1)
        raw = " ".join(_fold(unicodedata.normalize("NFKC", INVISIBLE.sub("", raw))).split())
        if len(raw) >= 8:
            yield Sentence(
                raw.casefold(),
                raw,
                abs(number),
                number < 0,
                paragraph_number,
                section=section,
                last_line=abs(last),
            )
