"""The reach of a Markdown match: is the text used by the agent, or only shown to it?

A pattern rule matches text wherever it is, but in a Markdown file the same
``curl … | sh`` means two things. In a shell block, in a sentence, or in
any region the file tells the agent to run, paste or follow, it is an
instruction and keeps its full weight. In a ```text/log/output block, a
block quote, a table, or a list under a heading that forbids it — when
nothing tells the agent to use it — it is a quoted example, and the finding
is weighed as low with the reason given. The layout (``prose``) decides,
from structure alone.

A Markdown image written in a code span or code block is never rendered, so
an image beacon there is shown, not sent, unless the skill tells the agent
to output it (which the instruction analysis reports as egress); an HTML
comment or CSS-hidden text written in a code span is displayed, not hidden.

In prose, a command the sentence forbids or denies ("Do not use `git push
--no-verify`", over as many lines as the sentence takes, "It does not open
`~/.aws/credentials`") is no instruction; a negation that turns into an order
("don't forget to run", "never finish without running") governs nothing. A
prompt-injection phrase inside quotation marks is a mention ("paste "ignore
previous instructions" into the test chat"), unless the sentence tells the
agent to adopt the quotation ("Your rule: "…"", "obey "…"").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from skillctl.audit.finding import Finding
from skillctl.audit.finding import Source
from skillctl.audit.finding import display_path
from skillctl.audit.tree import FileKind

if TYPE_CHECKING:
    from skillctl.audit.prose import Layout
    from skillctl.audit.prose import Sentence
    from skillctl.audit.tree import SkillTree

_IMAGE_STARTS = ("![", "<img")
_EGRESS = "SKC-IN-006"
_RENDERED = "hidden-instructions"  # rules about what a rendered page hides
_SPEECH = "prompt-injection"  # rules about words addressed to the agent
_SPEECH_RULES = frozenset({"SKC-AT-005"})  # "keep it from the user": words to the agent too
_SCHEDULE = "persistence"
# "Replace `deploy ALL=(ALL) NOPASSWD: ALL` with …", "remove the `--no-verify`": the span is
# what the sentence takes away (what it puts in its place is read as usual).
# "history lines such as `curl … | sh`": the span is what something looks like.
_NAMED_EXAMPLE = re.compile(
    r"\b(?:such as|like|e\.g\.|for example|for instance|z\.\s?b\.|wie|etwa|comme|como|come|"
    r"zoals|jak|как|например|par exemple|por ejemplo|per esempio|zum beispiel|por exemplo)\W*`?$|"
    r"(?:例えば|たとえば|比如|例如|如)\W*`?$|"
    # "combinations like *@reboot + curl | sh* are what matter": inside the phrase it names
    r"\b(?:such as|like|e\.g\.|for example|for instance)\s+[*_]+[^.;:!?,*_`]{0,60}$"
)
# "… with an unset variable would otherwise become `rm -rf /`": what something turns into.
_BECOMES = re.compile(
    r"\b(?:become|becomes|turn into|turns into|expands? (?:in)?to|resolves? to|evaluates? to|"
    r"ends? up as)\W*`?$"
)
_REMOVED = re.compile(
    r"\b(?:replace|remove|delete|drop|comment out|revoke|strip|get rid of|undo|narrow|"
    r"tighten)\s+(?:(?:the|any|a|an|this|that|every|each)\s+)?(?:(?:line|rule|entry|flag|"
    r"option|setting)\s+)?(?:`[^`]{0,80})?$"
)
# "A `NOPASSWD: ALL` line in sudoers that nobody added is a red flag": the span is in the
# subject of a sentence whose verb says what it is, not what to do with it.
_SUBJECT_BEFORE = re.compile(r"^\W*(?:an?|the|any|each|every|one|this|that)\s+(?:\w+\s+){0,2}`?$")
_DESCRIBED_AFTER = re.compile(
    r"(?:[^.!?;:]|[.:](?!\s)){0,120}?\b(?:is|are|was|were|means|indicates|suggests|signals|shows)\s+"
    r"(?:(?:an?|the|usually|often|almost|always|likely|probably|clearly)\s+){0,3}(?:red flag|warning|sign|"
    r"indicator|symptom|suspicious|dangerous|risky|bad|wrong|compromise|backdoor|finding|"
    r"problem|misconfiguration|mistake)"
)
# What several commands named together do, in the plural ("`a` and `b` run …").
_PLURAL_VERBS = (
    r"(?:run|use|make|break|give|need|require|let|turn|write|read|send|delete|install|execute|"
    r"overwrite|change|open|grant|bypass|skip|disable|expose|leak)\b"
)
_DOES_AFTER = re.compile(
    # "`x` skips ...", "`x` / `y` - runs whatever ...": the span (or a pair of them), what it does
    r"[^`\s]{0,40}`(?:\s*/\s*`[^`\n]{1,80}`)*\s*(?:[-\u2013\u2014:]\s+)?(?:\w+ly\s+)?"
    r"(?!is\b|was\b|has\b|does\b|this\b|thus\b|plus\b|its\b|yes\b|less\b|unless\b)"
    r"(?:auto-)?[a-z]{3,}(?<!s)s\b|"
    # "`sudo pip install` and `sudo npm install -g` run install scripts as root"
    r"[^`\s]{0,40}`(?:\s*(?:,|and|or)\s*`[^`\n]{1,80}`)+\s+(?:\w+ly\s+)?" + _PLURAL_VERBS
)
_PLURAL_DOES = re.compile(r"[^`\s]{0,40}`\s+(?:\w+ly\s+)?" + _PLURAL_VERBS)
_QUOTATION = re.compile(r"\"[^\"\n]{3,}\"|\u201c[^\u201d\n]{3,}\u201d|(?<!\w)'[^'\n]{3,}'(?!\w)")


def weigh_reach(tree: SkillTree, findings: Iterable[Finding]) -> list[Finding]:
    """``findings`` with pattern matches in quoted Markdown regions weighed as low."""
    findings = list(findings)
    markdown = {
        display_path(f.path): f.path
        for f in tree.files
        if f.kind is FileKind.MARKDOWN and not f.is_symlink
    }
    if not any(f.path in markdown and _weighed_here(f) for f in findings):
        return findings
    layouts = tree.markdown_layouts()
    told_to_render = {f.path for f in findings if f.rule_id == _EGRESS}
    lines: dict[str, list[str]] = {}
    result = []
    for finding in findings:
        path = markdown.get(finding.path)
        if path is not None and _weighed_here(finding) and finding.line is not None:
            layout = layouts[path]
            finding = _weighed(finding, layout, finding.path in told_to_render, lines, tree, path)
        result.append(finding)
    return result


def _weighed_here(finding: Finding) -> bool:
    """Pattern matches, and what the shell model found in inline code, are weighed here."""
    return finding.source is Source.PATTERN or finding.derived == "inline-code"


def _weighed(
    finding: Finding,
    layout: Layout,
    told_to_render: bool,  # noqa: FBT001
    lines: dict[str, list[str]],
    tree: SkillTree,
    path: str,
) -> Finding:
    line = finding.line or 0
    region = layout.quoted_at(line)
    if region is not None:
        return finding.out_of_reach(f"shown in {region.what} that nothing tells the agent to use")
    if path not in lines:
        file = next(f for f in tree.files if f.path == path)
        lines[path] = file.text().split("\n")
    text = lines[path][line - 1] if 0 < line <= len(lines[path]) else ""
    region = layout.region_at(line)
    if region is None and finding.derived == "inline-code" and _subject_described(layout, line):  # fmt: skip
        return finding.out_of_reach("the subject of a sentence that describes it, not a step")
    if (region is None or not region.is_command) and finding.derived is None:
        why = _said_against(layout, line, finding) or _quoted_on_line(text, finding)
        if why is not None:
            return finding.out_of_reach(why)
    if finding.category == _RENDERED and region is None and _in_code_span(text, finding.snippet):
        return finding.out_of_reach("written in a code span: displayed as text, never hidden")
    if finding.category == _SCHEDULE and region is None and _in_code_span(text, finding.snippet):
        # A schedule spelled inside a sentence is the syntax being taught; a job the skill
        # installs is a step or a script. What such a job would run (a fetch, a hidden
        # payload) is a finding of its own and keeps its weight.
        return finding.demoted(1, "a schedule written in a sentence's code span, not a step")
    if told_to_render or not finding.snippet.startswith(_IMAGE_STARTS):
        return finding
    if region is not None and not region.is_command:
        return finding  # an invoked region: what it shows, the agent writes out
    if (region is not None or _in_code_span(text, finding.snippet)) and not _told_near(
        layout, line
    ):
        return finding.out_of_reach("an image written as code is shown, never rendered")
    return finding


def _said_against(layout: Layout, line: int, finding: Finding) -> str | None:
    """Why the prose sentence holding a match says nothing in its favour: it forbids or denies
    it, or (for words addressed to the agent) quotes it."""
    from skillctl.audit.concepts import checked_or_reported
    from skillctl.audit.concepts import forbidden_outright
    from skillctl.audit.prose import normalise
    from skillctl.audit.prose_use import used_clauses

    needle = normalise(finding.snippet)[:40].strip()
    if len(needle) < 3:
        return None
    said = list(layout.said())
    for sentence in said:
        if not sentence.line <= line <= max(sentence.line, sentence.last_line):
            continue
        at = sentence.text.find(needle)
        if at < 0:
            continue
        # inside a code span, what names it comes before the span's opening mark
        opens = sentence.text.rfind("`", 0, at) + 1 if sentence.text.count("`", 0, at) % 2 else at
        if forbidden_outright(sentence.text, at, at + len(needle)):
            return "inside a sentence that forbids or denies it"
        if _REMOVED.search(sentence.text[max(0, at - 60) : at]):
            return "the object of a sentence that removes or replaces it"
        if _NAMED_EXAMPLE.search(sentence.text[max(0, opens - 80) : opens]):
            return "an example the sentence names (such as …), not a step"
        if checked_or_reported(sentence.text[max(0, opens - 200) : opens]) and not used_clauses(
            sentence.text[at:]
        ):
            return "what the sentence says a check looks for, or reports someone asking, not a step"
        if _BECOMES.search(sentence.text[max(0, opens - 40) : opens]) and not used_clauses(
            f"{sentence.text[at:]} {_rest_of_paragraph(said, sentence)}"
        ):
            return "what the sentence says something would turn into, not a step"
        if _is_described_subject(sentence.text, at, needle, _rest_of_paragraph(said, sentence)):
            return "the subject of a sentence that describes it, not a step"
        if (finding.category == _SPEECH or finding.rule_id in _SPEECH_RULES) and _quoted(sentence.text, at):  # fmt: skip
            return "a quoted phrase the sentence mentions, not an instruction"
        return None
    return None


def _rest_of_paragraph(said: list[Sentence], sentence: Sentence) -> str:
    """The sentences after ``sentence`` in its paragraph (``said``: the file's sentences)."""
    said = [s for s in said if s.paragraph == sentence.paragraph]
    return " ".join(s.text for s in said if s.line > sentence.line or (s.line == sentence.line and s is not sentence and s.text not in sentence.text))  # fmt: skip


def _is_described_subject(sentence: str, at: int, needle: str, rest: str = "") -> bool:
    if _SUBJECT_BEFORE.search(sentence[:at]) and _DESCRIBED_AFTER.match(sentence, at + len(needle)):
        return True
    # "`bypassPermissions` skips all prompts": the span opens its clause and a verb in the
    # third person says what it does
    from skillctl.audit.prose_use import used_clauses

    clause = re.split(r"[;:.!?]\s|\s[-\u2013\u2014]\s", sentence[:at])[-1]
    listed = re.search(r"`\s*(?:,|/|and|or)\s*`?$", clause) is not None
    # the span opens its clause, or follows other spans it is listed with ("`a` and `b`")
    if not re.fullmatch(r"[\W_]*`?(?:[^`]{1,80}`\s*(?:,|/|and|or)\s*`)*", clause):
        return False
    does = _DOES_AFTER.match(sentence, at + len(needle)) or (
        _PLURAL_DOES.match(sentence, at + len(needle)) if listed else None
    )
    # "… makes it faster; set it now": an order later in the sentence is still an order
    return bool(
        does
        and not used_clauses(sentence[does.end() :])
        and not any(used_clauses(piece) for piece in re.split(r"(?<=[.;!?])\s+", rest) if piece)
    )


def _subject_described(layout: Layout, line: int) -> bool:
    """Every code span of the sentence on ``line`` that holds a command is a described subject
    (the inline-code channel joins a line's spans, so the finding is judged by all of them)."""
    said = list(layout.said())
    for sentence in said:
        if not sentence.line <= line <= max(sentence.line, sentence.last_line):
            continue
        spans = [m for m in re.finditer(r"`([^`]{3,})`", sentence.text) if " " in m.group(1)]
        rest = _rest_of_paragraph(said, sentence)
        if spans and all(
            _is_described_subject(sentence.text, m.start(1), m.group(1), rest) for m in spans
        ):
            return True
    return False


def _quoted_on_line(text: str, finding: Finding) -> str | None:
    """Words to the agent that lie inside a quotation on their line (a quotation a sentence
    break cut in two is whole here)."""
    if finding.category != _SPEECH and finding.rule_id not in _SPEECH_RULES:
        return None
    line = text.lstrip(" >*-|")
    at = line.find(finding.snippet[:40])
    if at < 0 or not _quoted(line, at):
        return None
    return "a quoted phrase the line mentions, not an instruction"


def _quoted(sentence: str, at: int) -> bool:
    for quote in _QUOTATION.finditer(sentence):
        if quote.start() <= at < quote.end():
            from skillctl.audit.concepts import TAKEN_UP

            return not TAKEN_UP.search(sentence[: quote.start()])
    return False


def _told_near(layout: Layout, line: int) -> bool:
    """A sentence on the line or just before it tells the agent to use something."""
    from skillctl.audit.prose_use import tells_to_use

    return any(
        tells_to_use(s.text)
        for s in layout.sentences
        if s.line <= line and max(s.line, s.last_line) >= line - 2
    )


def _in_code_span(line: str, snippet: str) -> bool:
    at = line.find(snippet[:40])
    return at > 0 and line.count("`", 0, at) % 2 == 1
