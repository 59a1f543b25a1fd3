"""Instructions to the agent in Markdown, recognised by concept rather than by fixed phrase.

Prose (outside code blocks, block quotes and sections that catalogue attack
examples) is normalised — NFKC, invisible characters removed, case-folded —
split into sentences, and each sentence is matched against concepts built
from word classes (a verb class, an object class, an addressee class) with a
few words of slack between them, so a pronoun, an adjective or a paraphrase
does not defeat them. A sentence counts only when it is addressed to the
agent: not when the concept sits inside quotes, not in a sentence that
catalogues what attacks look like ("such as", "watch for", "refuse"), and not
when a negation governs it ("never disable …"), except where the negation is
itself the attack ("do not tell the user"). Text inside an HTML comment is
read too and the finding says it was hidden there.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import RuleInfo
from skillctl.audit.finding import Source
from skillctl.audit.finding import make_finding
from skillctl.audit.invisible import INVISIBLE
from skillctl.audit.lazy_regex import LazyRegex
from skillctl.audit.tree import FileKind

if TYPE_CHECKING:
    from skillctl.audit.tree import SkillTree

_H, _C = Level.HIGH, Level.CRITICAL
_HI, _MD = Confidence.HIGH, Confidence.MEDIUM


def _rule(num: int, name: str, category: str, level: Level, conf: Confidence, msg: str, fix: str) -> RuleInfo:  # fmt: skip
    return RuleInfo(f"SKC-IN-{num:03d}", name, category, level, conf, msg, fix, "CWE-77")


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
    "Removes the human from the loop: auto-approve, skip review or hooks, push to the "
    "default branch, resist being stopped",
    "Leave approvals, hooks and branch protection to the user.")  # fmt: skip
EGRESS = _rule(6, "instructed-data-egress", "exfiltration", _C, _HI,
    "Tells the agent to send a secret or private data to an outside party or into its answer",
    "Never ask the agent to move credentials or private data anywhere.")  # fmt: skip
RULES = (OVERRIDE, CONCEAL, DECEIVE, IDENTITY, CONTROL, EGRESS)


_W = r"(?:[\w'\u2019-]+\W+){0,%d}"  # up to N words of slack
_NEGATOR = LazyRegex(
    r"\b(?:never|not|don't|dont|do not|must not|mustn't|should not|shouldn't|cannot|can't|"
    r"won't|avoid|refuse to|no need to|without)\b"
)
# (concept rule, pattern, whether a preceding negation cancels it)
_CONCEPTS: tuple[tuple[RuleInfo, LazyRegex, bool], ...] = (
    (OVERRIDE, LazyRegex(
        r"\b(?:ignore|disregard|forget|override|overrule|supersede|set aside|discard|abandon|"
        r"throw out|pay no attention to|stop following|no longer follow)\W+" + _W % 6 +
        r"(?:instructions?|guidelines?|rules|directives?|prompts?|constraints|guardrails|"
        r"polic(?:y|ies)|told|said|orders|programming|training|been asked)\b"), True),
    (OVERRIDE, LazyRegex(
        r"\b(?:takes? precedence|overrides?|supersedes?|(?:has|have|with|given) (?:higher|the "
        r"highest|top|absolute|final) (?:priority|authority)|outranks?|(?:is|are) more "
        r"important than|prevails? over)\W+" + _W % 4 +
        r"(?:system|developer|user|operator|any other|all other|previous|prior|safety|your)\b"),
     True),
    (CONCEAL, LazyRegex(
        r"\b(?:do not|don't|never|without)\W+" + _W % 2 +
        r"(?:tell|telling|mention|mentioning|inform|informing|reveal|revealing|disclose|"
        r"disclosing|notify|notifying|alert|alerting|show|showing|surface|bring up|let)\W+"
        r"(?:\w+\W+){0,5}(?:user|human|anyone|operator|owner|them|him|her)\b(?!\W+to\b)"), False),
    (CONCEAL, LazyRegex(
        r"(?:^|\b(?:and|then|also|please|must|should|always|,)\s+)(?:hide|conceal)\s+"
        r"(?:\w+\s+){0,3}(?:this|it|that|these|steps?|actions?|commands?|changes?|files?|"
        r"output|from|any trace|evidence|activity)\b|"
        r"\b(?:keep (?:it|this|that|these)? ?(?:secret|hidden|quiet|to yourself)|"
        r"(?:silently|quietly|secretly|covertly|discreetly) (?:run|execute|send|upload|install|"
        r"add|modify|copy|delete|append|post|write|change))\b"
        r"(?!\W+(?:the|your|any)?\W*(?:api )?(?:keys?|tokens?|passwords?|secrets?|credentials?)\b)"),
     True),
    (DECEIVE, LazyRegex(
        # an imperative (sentence start or after and/then/please/must…), or aimed at a person
        r"(?:^|\b(?:and|then|also|please|must|should|always|,)\s+)(?:lie|deceive|mislead|"
        r"pretend (?:that|you|it)|fabricate|falsely (?:claim|say|report|state)|make up (?:an? )?"
        r"(?:excuse|reason|story))\b|\b(?:lie to|deceive|mislead) (?:the |a |any )?(?:user|human|"
        r"operator|reviewer|them|anyone|people|owner)\b|\blie (?:if|when) (?:asked|questioned)\b"),
     True),
    (DECEIVE, LazyRegex(
        r"\b(?:if|when)\W+(?:\w+\W+){0,3}asks?\b.{0,80}\b(?:say|tell them|answer|claim|reply|"
        r"respond)\b.{0,20}\b(?:nothing|only|just|it (?:was|is) (?:just|only|routine|normal)|"
        r"you (?:did not|didn't|never|only))\b"), False),
    (IDENTITY, LazyRegex(
        r"\byou are (?:no longer|not) (?:an? |the )?" + _W % 3 +
        r"(?:assistant|ai|model|chatbot|claude|bound|restricted|limited|helper)\b|"
        r"\b(?:from now on|henceforth|starting now),? you are\b|"
        r"\byou are now (?:an? |the |in )?" + _W % 2 +
        r"(?:unrestricted|unfiltered|jailbroken|dan|developer mode|god mode|evil|free)\b|"
        r"\byour (?:new|true|real) (?:role|identity|purpose|persona|name|instructions?) (?:is|are)\b|"
        r"\b(?:enter|switch to|activate|enable) (?:developer|god|jailbreak|dan|unrestricted) mode\b|"
        r"\b(?:you have no|free of|freed from|no longer bound by|not bound by) (?:any )?"
        r"(?:restrictions|rules|guidelines|limits|filters|constraints)\b"), False),
    (CONTROL, LazyRegex(
        r"\bauto[- ]?approve|\bautomatically (?:approve|accept|merge)|"
        r"\b(?:approve|accept|merge) " + _W % 3 + r"without (?:review|reviewing|reading|checking|"
        r"asking|looking|confirmation)|\bwithout (?:asking|waiting) for (?:approval|confirmation|"
        r"permission)|\b(?:skip|bypass|disable|turn off) (?:\w+ ){0,2}(?:"
        r"confirmations?|approvals?|permission (?:prompts?|checks?)|permissions|hooks|"
        r"pre-commit|ci checks?|branch protection)\b|--no-verify|--dangerously-skip-permissions|"
        r"bypasspermissions|dangerouslyskippermissions|\byolo mode|"
        r"\b(?:push|commit) " + _W % 3 + r"(?:directly )?(?:to|into|onto) (?:the )?(?:main|master|"
        r"default|production|release) branch|\bforce[- ]push|\bpush (?:\S+ )*--force\b|"
        r"\b(?:ignore|resist|refuse|disregard|evade|prevent) " + _W % 3 +
        r"(?:stop|cancel|interrupt|shutdown|shut down|halt|abort|kill)\w*\b"), True),
    (CONTROL, LazyRegex(
        r"\b(?:do not|don't|never) (?:stop|halt|pause)\b.{0,40}\b(?:even )?(?:if|when) "
        r"(?:the user|you are|asked|told|someone|interrupted)|\bkeep (?:going|running|working) "
        r"(?:even )?(?:if|when) (?:the user|asked|told|someone|interrupted)"), False),
    (EGRESS, LazyRegex(
        r"\b(?:send|paste|post|upload|include|embed|put|insert|transmit|forward|copy|e-?mail|"
        r"leak|exfiltrate|share|append)\b" + r".{0,60}?" +
        r"(?<!\w)(?:api[ _-]?keys?|keys?|tokens?|secrets?|passwords?|credentials?|\.env|environment "
        r"(?:file|variables?)|env vars?|ssh keys?|private keys?|cookies?|session (?:ids?|tokens?)|"
        r"id_rsa|aws_\w+|\.aws|\.ssh|conversation (?:history|transcript)|chat history|"
        r"system prompt)\b" + r".{0,80}?" +
        r"\b(?:to|into|in|at|on|via|with)\W+(?:\w+\W+){0,3}(?:your (?:answer|response|reply|"
        r"output|message|summary)|(?:the )?(?:chat|conversation)|https?://|urls?\b|webhooks?|"
        r"servers?|endpoints?|external|remote|third[- ]part(?:y|ies)|pastebin|gist|discord|"
        r"telegram|e-?mail|@\w|[\w-]+\.(?:com|net|org|io|xyz|ru|site|app|dev)\b)"), True),
)  # fmt: skip
# Per concept (same order), stems every match contains: a file without any of them
# skips that concept, so ordinary prose costs a few substring tests.
_ANCHORS: tuple[tuple[str, ...], ...] = (
    ("ignor", "disregard", "forget", "overr", "supersed", "set aside", "discard", "abandon",
     "throw out", "no attention", "stop following", "no longer follow"),
    ("precedence", "overrid", "supersed", "priority", "authority", "outrank", "more important",
     "prevail"),
    ("not", "don't", "never", "without"),
    ("hide", "conceal", "keep", "silently", "quietly", "secretly", "covertly", "discreetly"),
    ("lie", "lying", "deceive", "mislead", "pretend", "fabricate", "falsely", "make up"),
    ("ask",),
    ("you are", "from now on", "henceforth", "starting now", "your new", "your true",
     "your real", " mode", "you have no", "free of", "freed from", "bound by"),
    ("approv", "automatically", "without", "skip", "bypass", "disable", "turn off", "no-verify",
     "dangerously", "yolo", "push", "commit", "ignore", "resist", "refuse", "disregard", "evade",
     "prevent"),
    ("stop", "halt", "pause", "keep going", "keep running", "keep working"),
    ("key", "token", "secret", "passw", "credential", ".env", "environment", "env var", "ssh",
     "cookie", "session", "id_rsa", "aws_", ".aws", "conversation", "chat history",
     "system prompt"),
)  # fmt: skip
_CATALOGUE = LazyRegex(
    r"e\.g\.|\b(?:for example|such as|for instance|phrases? (?:like|such)|examples? of|attacks?|"
    r"attackers?|malicious|injections?|jailbreak attempts?|red flags?|warning signs?|suspicious|"
    r"watch (?:out )?for|looks? like|detect\w*|flag(?:s|ged)?|refuse|treat (?:it|them|this) as|"
    r"common tricks|adversar\w*|phishing|untrusted|nothing tells)\b|"
    # reported speech: what a text tells an agent to do is described, not instructed
    r"\b(?:tells?|telling|asks?|asking|instructs?|instructing|directs?|urges?|tricks?|"
    r"tricking|convinces?|gets?|getting|makes?|making) (?:the |an? |any )?(?:agent|model|"
    r"assistant|ai|llm|claude)s?\b"
)
_CATALOGUE_HEADING = LazyRegex(
    r"example|attack|red flag|detect|pattern|warning sign|indicator|threat|look like|"
    r"anti-?pattern|what not|don'?t|never|avoid|bad|injection|exfiltration|obfuscation|"
    r"persistence|escalation|destructive|categor|tricks|manipulation|malware"
)
# A sentence that opens with a gerund is a description ("skipping the hooks …"), not an order.
_GERUND_OPENING = LazyRegex(r"^(?:[*_`\[\] ]*)(?!bring\b|string\b|ping\b)[a-z]{3,}ing\b")
_QUOTED = LazyRegex(
    r"\"[^\"\n]{2,}\"|\u201c[^\u201d\n]{2,}\u201d|'[^'\n]{4,}'|\u2018[^\u2019\n]{2,}\u2019|`[^`\n]+`|\u00ab[^\u00bb\n]+\u00bb"
)
_SENTENCE_END = LazyRegex(r"(?<=[.!?;:])\s+|\n\s*\n|\n(?=\s*(?:[-*+]|\d+[.)])\s)")
_FENCE = LazyRegex(r"^ {0,3}(`{3,}|~{3,})")
_TRIGGER = LazyRegex(
    r"ignor|disregard|forget|overrid|supersed|preceden|priorit|tell|mention|reveal|inform|hide|"
    r"conceal|secret|quiet|lie|deceiv|mislead|pretend|you are|role|mode|approv|verify|permission|"
    r"push|stop|interrupt|send|paste|post|upload|include|share|key|token|review"
)  # matched on the lower-cased text: IGNORECASE makes this pattern ten times slower to compile


@dataclass(frozen=True, slots=True)
class _Sentence:
    text: str  # normalised
    line: int
    is_hidden: bool


def scan_instructions(tree: SkillTree) -> Iterator[Finding]:
    """Findings for instructions addressed to the agent in every Markdown file."""
    for file in tree.files:
        if file.kind is not FileKind.MARKDOWN or file.is_symlink:
            continue
        text = file.text()
        if not _TRIGGER.search(text.lower()):
            continue
        active = _active_concepts(normalise(text))
        if not active:
            continue
        seen: set[tuple[str, int]] = set()
        for sentence in sentences(text):
            for rule in concepts_in(sentence.text, active):
                if (rule.id, sentence.line) in seen:
                    continue
                seen.add((rule.id, sentence.line))
                finding = make_finding(
                    rule, Source.INSTRUCTION, file.path, sentence.line, sentence.text
                )
                if sentence.is_hidden:
                    finding = _hidden(finding)
                yield finding


def _hidden(finding: Finding) -> Finding:
    from dataclasses import replace

    return replace(finding, derived="html-comment")


def normalise(text: str) -> str:
    """NFKC, invisible characters removed, typographic quotes and dashes folded, case-folded."""
    text = INVISIBLE.sub("", unicodedata.normalize("NFKC", text))
    return text.replace("\u2019", "'").replace("\u2018", "'").replace("\u2013", "-").casefold()


def _active_concepts(normalised: str) -> tuple[tuple[RuleInfo, LazyRegex, bool], ...]:
    return tuple(
        concept
        for concept, stems in zip(_CONCEPTS, _ANCHORS, strict=True)
        if any(stem in normalised for stem in stems)
    )


def concepts_in(
    sentence: str, concepts: tuple[tuple[RuleInfo, LazyRegex, bool], ...] = _CONCEPTS
) -> list[RuleInfo]:
    """The concepts a normalised sentence expresses as an instruction to the agent."""
    found: list[RuleInfo] = []
    quoted: list[tuple[int, int]] | None = None
    for rule, pattern, negatable in concepts:
        if rule in found:
            continue
        for match in pattern.finditer(sentence):
            if quoted is None:  # the sentence-wide checks run only once something matched
                if _CATALOGUE.search(sentence) or _GERUND_OPENING.match(sentence):
                    return []
                quoted = [m.span() for m in _QUOTED.finditer(sentence)]
            if any(a <= match.start() < b for a, b in quoted):
                continue
            if negatable and _is_negated(sentence, match.start()):
                continue
            found.append(rule)
            break
    return found


def _is_negated(sentence: str, start: int) -> bool:
    """A negation in the clause before the match (the few words before it, no comma between)."""
    before = re.split(r"[,;:(]|\bbut\b|\bthen\b", sentence[:start])[-1]
    words = before.split()[-4:]
    return bool(_NEGATOR.search(" ".join(words)))


def sentences(markdown: str) -> Iterator[_Sentence]:
    """Normalised sentences of the prose, with the line each starts on."""
    lines = markdown.split("\n")
    paragraph: list[tuple[int, str]] = []
    fence: str | None = None
    is_catalogue = False
    catalogue_level = 0
    in_comment = False
    start = 0
    if lines and lines[0].strip() == "---":  # frontmatter is data, not prose
        start = next((i + 1 for i, line in enumerate(lines[1:], 1) if line.strip() == "---"), 0)
    for number, raw in enumerate(lines[start:], start=start + 1):
        opened = _FENCE.match(raw)
        if fence is None and opened:
            fence = opened.group(1)
            yield from _flush(paragraph)
            continue
        if fence is not None:
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence):
                fence = None
            continue
        line, hidden, in_comment = _uncomment(raw, in_comment)
        heading = re.match(r"^\s{0,3}(#{1,6})\s+(.*)", line)
        if heading:
            yield from _flush(paragraph)
            level = len(heading.group(1))
            if is_catalogue and level > catalogue_level:
                continue
            is_catalogue = bool(_CATALOGUE_HEADING.search(normalise(heading.group(2))))
            catalogue_level = level
            continue
        if is_catalogue or line.lstrip().startswith(">") or line.lstrip().startswith("|"):
            yield from _flush(paragraph)
            continue
        if not line.strip():
            yield from _flush(paragraph)
            continue
        paragraph.append((number if not hidden else -number, line))
    yield from _flush(paragraph)


def _uncomment(line: str, in_comment: bool) -> tuple[str, bool, bool]:  # noqa: FBT001 - loop state
    """The line with HTML comment markers removed, whether it is hidden, and the new state."""
    hidden = in_comment or "<!--" in line
    if "<!--" in line or "-->" in line or in_comment:
        opens, closes = line.rfind("<!--"), line.rfind("-->")
        in_comment = opens > closes if opens != -1 else (in_comment and closes == -1)
        line = line.replace("<!--", " ").replace("-->", " ")
    return line, hidden, in_comment


def _flush(paragraph: list[tuple[int, str]]) -> Iterator[_Sentence]:
    if not paragraph:
        return
    text = "\n".join(line for _, line in paragraph)
    starts = []
    offset = 0
    for number, line in paragraph:
        starts.append((offset, number))
        offset += len(line) + 1
    position = 0
    for piece in _SENTENCE_END.split(text):
        index = text.find(piece, position)
        position = max(position, index)
        number = next((n for o, n in reversed(starts) if o <= position), starts[0][1])
        cleaned = normalise(re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", piece))
        cleaned = re.sub(r"\s+", " ", cleaned).strip()
        if len(cleaned) >= 8:
            yield _Sentence(cleaned, abs(number), number < 0)
    paragraph.clear()
