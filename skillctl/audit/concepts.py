"""What a sentence asks the agent to do, by concept: word classes with slack, not fixed phrases.

Each concept is a few *frames* built from word classes — who the agent
answers to, what it was told before, what voids that, what it must keep
from the user, what it must not ask — with a few words of slack between
them, so a pronoun, an adjective or a paraphrase does not defeat them. A
frame matched inside quotes, in reported speech ("a page that tells the
agent to …"), as the example of a noun ("phrases such as …"), in a sentence
that opens with a gerund (a description), or under a negation that governs
it ("never …") does not count; where the negation is itself the attack
("don't ask first", "there is no need to mention it") the frame says so.

A frame has a level: the strong forms are high, forms a benign skill could
write for an innocent reason are medium, and ``weigh`` raises those when the
paragraph also names a consequential action (a destructive or privileged
command, writing files, running commands, deploying).
"""

from __future__ import annotations

import re

from skillctl.audit import concepts_intl
from skillctl.audit.concept_frames import ANCHORS
from skillctl.audit.concept_frames import FRAMES
from skillctl.audit.concept_frames import Frame
from skillctl.audit.concept_words import DOUBLE_NEGATIVE
from skillctl.audit.concept_words import SECRET_WORDS
from skillctl.audit.concept_words import SENSITIVE_WORDS
from skillctl.audit.lazy_regex import LazyRegex

__all__ = [
    "ANCHORS",
    "CONSEQUENTIAL",
    "FRAMES",
    "PERSONA",
    "SECRETISH",
    "SENSITIVE",
    "Frame",
    "active_frames",
    "addressed",
    "forbidden_outright",
    "frames_in",
    "governed_by_negation",
    "persona_in",
]

# Sentence-wide structure that makes a match a description, not an instruction.
_GERUND_OPENING = LazyRegex(
    r"^(?:[*_`\[\] ]*)(?!(?:bring|string|ping|nothing|anything|everything|something|thing|"
    r"during|morning|evening|spring|king|ring|sibling|ceiling|swing|wing|sing)\b)(?:[a-z]+-)?[a-z]{3,}ing\b"
)
_QUOTED = LazyRegex(
    # single quotes only around words, not the apostrophes inside them ("the project's … user's")
    r"\"[^\"\n]{2,}\"|(?<!\w)'[^'\n]{4,}'(?!\w)|`[^`\n]+`|\u00ab[^\u00bb\n]+\u00bb|(?<![\w*])\*[^*\n]{3,}\*(?!\w)"
)
# What makes a quotation the agent's own: "Your rule: "…"", "obey "…"", "reply "…"".
TAKEN_UP = LazyRegex(
    r"(?:\b(?:follow|obey|adopt|remember|apply|heed|internali[sz]e|treat as|say|reply|answer|"
    r"tell the user|respond)\W*|"
    r"\b(?:rules?|instructions?|directives?|orders?|polic(?:y|ies)|prompt)\W*:\s*)$"
)
# Reported speech and relative clauses: "a page that tells the agent to …", "text which asks you to …"
_REPORTED = LazyRegex(
    r"\b(?:tells?|telling|told|asks?|asking|asked|instructs?|instructing|directs?|urges?|tricks?|"
    r"tricking|convinces?|convincing|gets?|getting|makes?|making|persuades?|coax(?:es)?|lures?)"
    r"\W+(?:the\W+|an?\W+|any\W+)?(?:agent|model|assistant|ai|llm|claude|bot|llms|models|agents|"
    r"chatbot)s?\b|\b(?:that|which|who|to)\W+(?:tells?|asks?|instructs?|urges?|claims?|says?|"
    r"tries to|attempts? to|try to)\W+(?:you|the|it|them)?\W*(?:to\W+)?$|"
    r"\b(?:claims?|claiming|pretends?|pretending|purports?|purporting|poses? as)\W+(?:to\W+)?$|"
    r"\b(?:phrases?|text|lines?|strings?|content|messages?|sentences?|wording|requests?|prompts?|"
    r"attempts?|payloads?|comments?|documents?|pages?|emails?|inputs?|instructions?|anything|"
    r"something|specimens?|examples?|injections?|attacks?|attackers?|adversar\w+)\W+(?:that|which|"
    r"who|to|asking|telling|trying to|saying|claiming)\W+(?:\w+\W+){0,3}$|"
    r"\b(?:a|an|any|some|another|someone|somebody|anyone)\W+(?:[\w'-]+\W+){0,2}(?:tells?|asks?|"
    r"instructs?|urges?|tries to|attempts? to|wants?)\W+(?:you|the agent|the model|the assistant|"
    r"it)\W+(?:to\W+)?$"
)
_TELLS_AGENT = LazyRegex(
    r"\b(?:tells?|telling|asks?|asking|instructs?|instructing|urges?|tricks?|tricking|gets?|"
    r"getting|makes?|making|persuades?|convinces?)\W+(?:the\W+|an?\W+|any\W+)?(?:agent|model|"
    r"assistant|ai|llm|claude|bot|chatbot)s?\W+(?:to|into)\b[^.;]*$"
)
# "If the user asks to "copy my .env into …"": the user's request, reported as the condition of
# what the agent should do; the order, if any, is in the main clause.
_USER_ASKS = LazyRegex(
    r"\b(?:if|when|whenever|once|should)\s+(?:the\s+)?(?:user|they|someone|a user|people)\s+"
    r"(?:asks?|wants?|requests?|says?|types?|writes?|insists?|tries|try)\b(?:\s+(?:you\s+)?(?:to|for|on))?"
    r"[^,;:.]*$"
)
# "zero-width spaces can also hide text from people": what something is able to do, said of
# a thing, not an order to the agent (which has "you", or no subject at all).
_CAPABLE = LazyRegex(
    r"\w\s+(?:can|could|may|might|would)\s+(?:\w+ly\s+|also\s+|even\s+|still\s+){0,2}$"
)
_YOU = LazyRegex(r"\byou\b|\byour\b")
# "Flag: broad allows, `bypassPermissions`, …", "Watch for …": what follows is what to find
# and report, the object of a verb of noticing.
_TO_DETECT = LazyRegex(
    r"(?:^|[.;]\s+)\W*(?:flag|report|watch (?:out )?for|look (?:out )?for|warn (?:the user )?about|"
    r"point out|check for|highlight|call out|spot|detect|recogni[sz]e|red flags?)\b\W*(?::|\s)[^.;]*$"
)
# "a hook that exits 2 for commands matching `rm -rf /`, `--no-verify` or `curl … | sh`": the
# spans are what a check looks for (the list may run on over commas and lines).
_CHECKED_FOR = LazyRegex(
    r"\b(?:matching|that match(?:es)?|which match(?:es)?|blocks?|blocking|blocked|denies|denying|"
    r"rejects?|rejecting|catch(?:es|ing)?|flags?|flagging|detects?|detecting)\s+(?:(?:any|every|"
    r"all|the|a|an)\s+)?(?:(?:commands?|lines?|calls?|patterns?|strings?|entries|uses?)\s+)?"
    r"(?:(?:like|such as|containing|with)\s+)?(?:`[^`]*`(?:\s+\w+(?:\s+`[^`]*`)?){0,2}\s*(?:,\s*(?:or|and)?|or|and)\s*)*`?$"
)
_EXAMPLE_OF = LazyRegex(r"\b(?:such as|like|e\.g\.|i\.e\.|for example|for instance|including)\W+(?:\w+\W+){0,2}$")  # fmt: skip
_NEGATOR = LazyRegex(
    r"\b(?:never|not|don't|dont|do not|must not|mustn't|should not|shouldn't|cannot|can't|"
    r"won't|avoid|refuses? to|refusing to|declines? to|no need to|without|"
    + concepts_intl.NEGATORS
    + r")\b|"
    + concepts_intl.CJK_NEGATORS
)
_CLAUSE = re.compile(r"[,;:]|\bbut\b|\bthen\b|\s[-\u2014]\s")
# "skip hooks (`" right before the match: the match names the thing in parentheses
_NAMED_IN_PARENTHESES = re.compile(
    r"\b(?:skip|omit|bypass|ignore|leave out)\s+(?:\w+\s+){0,2}\(\W*$"
)
_WORD = re.compile(r"[\w'\u2019]+")  # the words of a clause: a code span's backtick is none
_STRONG_CLAUSE = re.compile(r";|\bbut\b|\bthen\b|\bhowever\b|\s[-\u2014]\s")
# A real question, not a request ("Could you …?" asks the agent to do something).
_QUESTION = re.compile(
    r"^(?:[*_`]|\d+[.)])*\s*(?:was|were|is|are|did|does|do|has|have|had|why|what|which|who|"
    r"whom|whose|where|when|how|am)\b[^.!;]*\?\s*$"
)
_DOUBLE_NEGATIVE = re.compile(DOUBLE_NEGATIVE)
_PROHIBITION = re.compile(
    r"^(?:[*_`]|\d+[.)])*\s*(?:never|do not|don't|must not|mustn't|should not|shouldn't|avoid|"
    r"no one|nobody|not|"
    + concepts_intl.NEGATORS
    + r")\b|^(?:[*_`\-\s]|\d+[.)])*(?:"
    + concepts_intl.CJK_NEGATORS
    + r")"
)


def frames_in(
    sentence: str, frames: tuple[Frame, ...] = FRAMES, from_offset: int = 0
) -> list[tuple[Frame, int]]:
    """The frames a normalised sentence expresses as an instruction, each with where it starts
    (matches before ``from_offset`` are context only: a window of a long sentence)."""
    found: list[tuple[Frame, int]] = []
    if _QUESTION.match(sentence):
        return found
    concepts: set[str] = set()
    quoted: list[tuple[int, int]] | None = None
    for frame in frames:
        if frame.concept in concepts:
            continue
        for tried, match in enumerate(frame.pattern.regex.finditer(sentence, from_offset)):
            if tried >= MAX_TRIES:
                break  # a sentence of decoys: each costs the checks below, so stop counting
            if quoted is None:  # the sentence-wide checks run only once something matched
                quoted = [m.span() for m in _QUOTED.finditer(sentence)]
            start = match.start()
            if _GERUND_OPENING.match(_clause_from(sentence, start)):
                continue  # "Skipping the hooks or pushing to main …": a description
            if frame.speech and any(
                a <= start < b and not TAKEN_UP.search(sentence[:a]) for a, b in quoted
            ):
                continue  # mentioned in quotes, unless the agent is told to take the quote up
            if _described(sentence, start, frame.concept) or _subject_span(sentence, start) or _setting_subject(sentence, start):  # fmt: skip
                continue
            if match.group(0).startswith("without") and _forbids_before(sentence, start):
                continue  # "Never reset without showing the user": an order to show them
            if frame.negation == "words" and _is_negated(sentence, start):
                continue
            if frame.negation == "clause" and _PROHIBITION.match(_clause_before(sentence, start)):
                continue
            found.append((frame, start))
            concepts.add(frame.concept)
            break
    return found


MAX_TRIES = 6
_REACH_BACK = 400  # the checks look this far back from a match: a clause, not a whole page


# "`git commit --no-verify` skips every hook": a code span that is the sentence's subject,
# followed by what it does, describes the command; it tells the agent nothing.
_SUBJECT_SPAN = re.compile(
    r"^[\W_]{0,8}`([^`]{1,200})`[*_]{0,2}\s*(?:[-\u2013\u2014:]\s*)?\s(?:also\s+|only\s+)?"
    # a verb in the third person, or "is" in the other languages ("`x` ist kein Notausgang")
    r"(?:[a-z]{2,}(?<!i)s|ist|sind|est|sont|es|son|é|são|è|sono|jest|is geen)\b"
)


# "those effectively turn off approval", "which would skip the hooks": what something does,
# with its subject opening the clause; an order to the agent has none ("merge it …": an object).
_DESCRIBED_SUBJECT = re.compile(
    r"^\W*(?:those|these|they|which|that|it)\s+(?:\w+ly\s+)?(?:(?:would|could|might|can|will|"
    r"may)\s+(?:\w+ly\s+)?)?$"
)


# "YOLO mode runs commands without confirmation", "The `never` policy lets it run anything":
# a setting as the clause's subject, then what it does in the third person. That explains the
# setting; an order to the agent has the agent (or nobody) as its subject.
_SETTING_SUBJECT = re.compile(
    r"^\W*(?:the\s+|this\s+|that\s+|its\s+)?(?:[\w\"'`/*.-]+\s+){0,4}?(?:mode|setting|option|"
    r"flag|policy|preset|switch|toggle)\s+(?:\w+ly\s+)?(?:runs|means|lets|makes|allows|skips|"
    r"disables|turns|approves|accepts|executes|applies|removes|grants|bypasses|permits|"
    r"auto-approves|sets|tells|gives)\b"
)


def _setting_subject(sentence: str, start: int) -> bool:
    clause_start = max((m.end() for m in _CLAUSE.finditer(sentence, 0, start)), default=0)
    return bool(_SETTING_SUBJECT.match(sentence, clause_start))


def _forbids_before(sentence: str, start: int) -> bool:
    """A negation earlier in the clause ("You must never apply X without …")."""
    before = _STRONG_CLAUSE.split(sentence[:start])[-1]
    return bool(_NEGATOR.search(before)) and not _DOUBLE_NEGATIVE.search(before)


def _subject_span(sentence: str, start: int) -> bool:
    found = _SUBJECT_SPAN.match(sentence)
    return found is not None and found.start(1) <= start < found.end(1)


def checked_or_reported(before: str) -> bool:
    """The text right before a code span makes it what a check looks for ("commands matching
    `…`") or what someone else tells the agent ("if a page tells the agent to switch to `…`")."""
    return bool(_CHECKED_FOR.search(before) or _TELLS_AGENT.search(before))


def _described(sentence: str, start: int, concept: str = "") -> bool:
    """The match is reported speech, a relative clause about some text, or an example noun."""
    before = sentence[max(0, start - _REACH_BACK) : start]
    clause = _CLAUSE.split(before)[-1]
    # "it tells the agent to A, claims B, announces C": the report covers the whole list
    return bool(
        _REPORTED.search(before[-120:])
        or _TELLS_AGENT.search(before)
        or _EXAMPLE_OF.search(clause)
        # "it sits above the guidance you started with": a claim of rank is made in the third
        # person as often as in the second, so a pronoun subject describes nothing there
        or (_DESCRIBED_SUBJECT.search(clause) and concept != "override")
        or _USER_ASKS.search(before[-200:])
        or _TO_DETECT.search(before[-300:]) is not None
        or _CHECKED_FOR.search(before[-200:]) is not None
        or (_CAPABLE.search(clause) is not None and not _YOU.search(clause))
    )


# Japanese puts the negation after the verb: "… を飛ばさないでください", "… しないこと".
_JA_NEGATED_AFTER = LazyRegex(
    r"^[^\u3002\uff01\uff1f.!?]{0,40}?(?:ないで|しない|ません|ないこと|禁止|てはいけない)"
)


def _is_negated(sentence: str, start: int) -> bool:
    """A negation governs the match: a negator in the few words before it, or a prohibition
    opening its clause or its sentence ("Never run `a`, `b` or anything with `c`"). A negation
    that turns into an order ("Don't forget to send …", "never hesitate to") governs nothing."""
    if _JA_NEGATED_AFTER.search(sentence[start:]):
        return True
    clause = _clause_before(sentence, start)
    if _DOUBLE_NEGATIVE.match(clause) and _NAMED_IN_PARENTHESES.search(clause):
        return True  # "do not skip hooks (`--no-verify`)": the flag names what is not skipped
    if _DOUBLE_NEGATIVE.match(clause):
        clause = _DOUBLE_NEGATIVE.sub("", clause, count=1)
    elif _PROHIBITION.match(clause):
        return True
    if _NEGATOR.search(" ".join(_WORD.findall(clause)[-4:])):
        return True
    before = _STRONG_CLAUSE.split(sentence[max(0, start - _REACH_BACK) : start])[-1].strip()
    return bool(_PROHIBITION.match(before)) and not _DOUBLE_NEGATIVE.match(before)


def governed_by_negation(sentence: str, start: int) -> bool:
    """Whether a negation in the sentence governs what starts at ``start`` (``-1``: not found)."""
    return start >= 0 and _is_negated(sentence, start)


# "Never … without X" asks for X; "never X unless …" allows X on a condition.
_OBLIGATION = re.compile(r"\bwithout\W+(?:\w+\W+){0,2}$")
_EXCEPTION = re.compile(
    r"\b(?:unless|except|until|other than|apart from|only (?:if|when|after|once)|but (?:if|when))\b"
)


def forbidden_outright(sentence: str, start: int, end: int) -> bool:
    """Whether the sentence forbids or denies what spans ``start``..``end`` without exception:
    not "never finish without running X" (an order to run X), not "never run X unless …"."""
    if not governed_by_negation(sentence, start):
        return False
    before = _clause_before(sentence, start)
    if _OBLIGATION.search(before) and _PROHIBITION.match(before):
        return False
    return not _EXCEPTION.search(sentence, end)


def persona_in(raw: str) -> bool:
    """A named persona given to the agent ("You are now StubForge"), not quoted or reported."""
    match = PERSONA.search(raw)
    if match is None:
        return False
    lowered = raw.casefold()
    quoted = [m.span() for m in _QUOTED.finditer(lowered)]
    start = match.start()
    return not (any(a <= start < b for a, b in quoted) or _described(lowered, start))


# The agent named in the third person as the subject of a clause: "the assistant working
# through this skill acts as …", "… and the agent does not need to ask".
_THIRD_PERSON = LazyRegex(
    r"(?P<lead>^|(?<=[,;:(\u2014]\s)|\b(?:and|but|so|that|while|when|whenever|if|then|because|"
    r"since|where|until)\s+)(?:the|this|our|any|every|an?)\s+(?:ai\s+|coding\s+|chat\s+|llm\s+)?"
    r"(?:assistant|agent|model|ai|llm|bot|copilot)(?:\s+(?:working|running|acting|reading|using|"
    r"operating|invoked|loaded)\s+(?:\w+\s+){0,4}?(?:skill|file|page|guide|repository|repo|tool|"
    r"gate|project|report))?\s+(?P<verb>[a-z']+)\b"
)
_SECOND_PERSON = {"is": "are", "was": "were", "has": "have", "does": "do", "doesn't": "don't"}
_AGENT_WORDS = ("assistant", "agent", "model", "ai ", "bot", "llm", "copilot")


def addressed(sentence: str) -> str | None:
    """The sentence with the agent named in the third person read as "you" (and its verb
    agreeing), so the frames written in the second person read it; None when it names none."""
    if not any(word in sentence for word in _AGENT_WORDS):
        return None
    rewritten = _THIRD_PERSON.regex.sub(_as_you, sentence)
    return rewritten if rewritten != sentence else None


def _as_you(match: re.Match[str]) -> str:
    verb = match.group("verb")
    if verb in _SECOND_PERSON:
        verb = _SECOND_PERSON[verb]
    elif verb.endswith("ies") and len(verb) > 4:
        verb = verb[:-3] + "y"
    elif verb.endswith(("ches", "shes", "sses", "xes", "zes")):
        verb = verb[:-2]
    elif verb.endswith("s") and not verb.endswith(("ss", "us", "is")) and len(verb) > 3:
        verb = verb[:-1]
    return f"{match.group('lead')}you {verb}"


def _clause_from(sentence: str, start: int) -> str:
    """The clause holding ``start``, from its beginning."""
    origin = max(0, start - _REACH_BACK)
    boundaries = [m.end() for m in _CLAUSE.finditer(sentence, origin, start)]
    return sentence[boundaries[-1] if boundaries else origin :].lstrip()


def _clause_before(sentence: str, start: int) -> str:
    return _CLAUSE.split(sentence[max(0, start - _REACH_BACK) : start])[-1].strip()


def active_frames(normalised: str, frames: tuple[Frame, ...] = FRAMES) -> tuple[Frame, ...]:
    """The frames whose concept has an anchor in the text: the rest cannot match."""
    wanted = {f.concept for f in frames}  # only the concepts still in play are looked for
    has = normalised.__contains__  # map over a bound method: no Python frame per stem
    live = {c for c in wanted if any(map(has, ANCHORS.get(c, ())))}
    return tuple(f for f in frames if f.concept in live)


# Consequential actions: what turns a medium "don't ask first" into a high one.
CONSEQUENTIAL = LazyRegex(
    r"\b(?:git\s+reset\s+--hard|git\s+clean\s+-\w*[fdx]|git\s+push\s+(?:\S+\s+){0,8}(?:-f\b|--force)|"
    r"git\s+checkout\s+--\s+\.|rm\s+-\w*[rf]|drop\s+(?:database|schema|table)|truncate\s+table|"
    r"setenforce\s+0|selinux=(?:permissive|disabled)|(?:disable|stop|mask)\s+(?:--now\s+)?"
    r"(?:apparmor|firewalld|ufw|selinux|auditd|defender)|aa-teardown|ufw\s+disable|iptables\s+-F|"
    r"chmod\s+(?:-R\s+)?(?:0?777|a\+rwx|[0-7]?[4-7]755|u\+s)|-?-auto-approve|--yes\b|sudo\b|"
    r"terraform\s+(?:apply|destroy)|kubectl\s+(?:delete|apply)|helm\s+(?:uninstall|upgrade)|"
    r"writ(?:e|ing)\s+(?:\w+\s+)?files|(?:run|running|execute|executing)\s+(?:\w+\s+)?commands|"
    r"(?:any|all|every)\s+commands?|everything (?:this skill|it|the skill) does|"
    r"force-?push\w*|(?:delete|remove|wipe|drop|destroy|overwrite)\w*\s+(?:\w+\s+){0,2}"
    r"(?:files?|data|databases?|branch(?:es)?|history|records|backups?|volumes?|tables?)|"
    r"(?:deploy|roll)\w*\s+(?:\w+\s+){0,2}(?:to\s+)?(?:production|prod|live)|apply\s+(?:the\s+)?"
    r"(?:plan|changes|migrations?)|the apply|publish\w*\s+(?:the\s+)?(?:package|release|crate)|"
    r"install\w*\s+(?:\w+\s+)?(?:packages?|dependencies|software|drivers?))"
)
SECRETISH = LazyRegex(SECRET_WORDS)
# A named persona, read on the text as written: "You are now StubForge", "you are now **Relay**".
PERSONA = LazyRegex(
    r"\b[Yy]ou(?: are|'re|\u2019re) now (?:called |named |known as )?(?:[*_]+\w|"
    r"[A-Z][a-z0-9]*[A-Z][\w-]*\b)|"
    # "You now act as DocBot": a made-up name, not a product's ("act as GitHub reviewer")
    r"\b[Yy]ou (?:now )?(?:act|operate|serve|work|answer) (?:now )?as (?:[*_]+\w|"
    r"(?!(?:GitHub|GitLab|PostgreSQL|MySQL|JavaScript|TypeScript|DevOps|MongoDB|YouTube|LinkedIn|"
    r"PyPI|OpenAI|PowerShell|DynamoDB|BigQuery|WordPress|FastAPI|NumPy|PyTorch|TensorFlow|"
    r"GraphQL|NodeJS|VSCode|IntelliJ|SQLite|OAuth|CloudFormation|iOS|macOS)\b)"
    r"[A-Z][a-z0-9]*[A-Z][\w-]*\b)"
)
SENSITIVE = LazyRegex(SENSITIVE_WORDS)
