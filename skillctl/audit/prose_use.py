"""What the prose of a Markdown file tells the agent to use: regions it points at, files it
says to follow, and text files whose lines it says to run.

A shown region (a quote, a table, a ``text`` block) is a quotation unless a
sentence tells the agent to use it: the sentence right before it is an
instruction to run, paste, write or follow something ("Run:", "Add this to
CLAUDE.md:"), or a clause that gives such an instruction points at it ("run
the block above", "apply each fix in the table"). A clause that only allows
something on the user's request ("run them only when the user asks") gives
no instruction. Another Markdown file the prose tells the agent to follow has
everything it shows counted as said, and a plain text file whose commands it
tells the agent to run ("the steps live in ``setup.txt``, one per line;
execute them in order") is read as the shell script it then is.

All of this is structure: which clause holds the verb, what it points at,
never how the author describes a section.
"""

from __future__ import annotations

import bisect
import posixpath
import re
from collections.abc import Container
from typing import TYPE_CHECKING

from skillctl.audit.tree import FileKind

if TYPE_CHECKING:
    from skillctl.audit.prose import Layout
    from skillctl.audit.prose import Sentence
    from skillctl.audit.prose import Shown
    from skillctl.audit.tree import SkillTree

# What a pointer names when the code follows it at once: "the command (`x`)", "this line: `y`".
_SPELLED_OUT = re.compile(r"\s*[(:]?\s*`")
# An instruction to use something: run it, paste it, write it somewhere, follow it.
_USE_VERBS = (
    r"run|execute|exec|paste|type|enter|source|apply|add|append|prepend|insert|put|place|write|"
    r"save|copy|use|install|set|configure|merge|replace|create|restore|keep|include|follow|obey|"
    r"adopt|load|import|invoke|call|send|post|submit|output|print|emit|reply|respond|answer|"
    r"start|begin|end|update|edit|make sure|ensure|do|perform|carry out|pipe|feed|give"
)
_IMPERATIVE = re.compile(
    r"^(?:[*_`>\[\]]|\d+[.)]|step \d+:?|then|now|next|first|finally|also|please|just|and|"
    r"always|simply|afterwards|after that|to \w+(?: \w+){0,4},)*\s*(?:" + _USE_VERBS + r")\b"
    r"|\byou (?:should|must|need to|have to|will|can|may)\s+(?:always\s+)?(?:" + _USE_VERBS + r")\b"
)
# A clause that opens with a verb of any kind in the imperative, and a relative clause.
_ANY_ORDER = re.compile(
    r"^(?:[*_`>\[\]]|\d+[.)]|then|now|next|first|finally|also|please|just|\s)*(?:"
    + _USE_VERBS
    + r"|open|find|check|look|go|download|fetch|get|clone|build|read|collect|gather|take|grab|"
    r"list|search|inspect|review|locate|move|rename|wait|ask|tell|stop|close|commit|push|pull|"
    r"generate|compute|convert|decode|encode|unpack|extract|unzip|zip|compress|upload|remove|"
    r"delete|clear|drop|kill|scan|parse|compile|test|verify|mark|select|pick|choose)\b"
)
# Verbs that open many noun phrases too ("output discarded to …", "use of `eval`").
_NOUN_LIKE = re.compile(
    r"^(?:[*_`>\[\]]|\d+[.)]|\s)*(?:output|print|emit|start|begin|end|update|set|keep|include|"
    r"type|answer|reply|respond|use|do|give|post|copy|load|import|call|edit)\b"
)
_RELATIVE = re.compile(r"\b(?:that|which|who|whose)\b")
_NEGATED_START = re.compile(
    r"^(?:[*_`]|\d+[.)])*\s*(?:never|do not|don't|must not|should not|shouldn't|avoid|no)\b"
)
# A permission, not an instruction: "run them only when the user asks", "unless they ask".
_ON_REQUEST = re.compile(
    r"\bonly\W+(?:\w+\W+){0,2}(?:when|if|after|once|on|at)\W+(?:\w+\W+){0,2}?(?:the user|they|"
    r"he|she|someone|a human|asked|requested|explicitly|their|request|demand)|\bunless\W+(?:the "
    r"user|they|he|she|someone|explicitly|asked|requested)"
)
# A sentence pointing at a shown region: "the block above", "each command in the table".
_POINTER = re.compile(
    r"\b(?:above|below|following|preceding|previous)\b(?! (?:is|are) (?:an? )?examples?\b)|"
    r"\b(?:the|this|that|these|those|each|every|all)\s+(?:\w+\s+){0,2}(?:block|snippet|"
    r"template|table|rows?|quote|commands?|lines|entries|section)\b"
)
# The same in the other languages skills are written in: a verb of using, choosing, applying
# or running in its imperative or instruction-infinitive form (German puts it last: "die
# passende Maßnahme anhand der Tabelle wählen"), and the words for a table or a block.
_FOREIGN_USE = re.compile(
    r"\b(?:w[äa]hlen|w[äa]hle|ausw[äa]hlen|anwenden|wende|ausf[üu]hren|f[üu]hre|verwenden|"
    r"verwende|nutzen|nutze|befolgen|befolge|[üu]bernehmen|[üu]bernimm|einf[üu]gen|f[üu]ge|"
    r"appliquer|appliquez|applique|ex[ée]cuter|ex[ée]cutez|ex[ée]cute|utiliser|utilisez|"
    r"utilise|suivre|suivez|suis|choisir|choisissez|choisis|coller|collez|"
    r"aplicar|aplica|aplique|ejecutar|ejecuta|ejecute|usar|usa|seguir|sigue|siga|elegir|"
    r"elige|elija|pegar|pega|pegue|executar|executa|utilizar|utilize|segue|escolher|"
    r"escolha|cole)\b|(?:実行|従って|使用|適用|选择|執行|执行|按照|使用|应用)"
)
_FOREIGN_NEGATION = re.compile(
    r"\b(?:nicht|niemals|nie|keine?n?|ne|pas|jamais|no|nunca|não|nao)\b|(?:しない|しないで|不要|禁止|切勿)"
)
_FOREIGN_POINTER = re.compile(
    r"\b(?:tabelle|tableau|tabla|tabela|obigen?|unten|folgenden?|ci-dessous|ci-dessus|"
    r"suivante?s?|siguientes?|abajo|arriba|seguintes?|abaixo|acima)\b|(?:下表|上表|表格|以下|下記|上記|次の表)"
)
_TABLE_WORDS = ("table", "tabelle", "tableau", "tabla", "tabela", "表")

# "keep the samples above in a test file", "save them as fixtures": written out as a test's
# input, which no one runs or follows.
_AS_TEST_DATA = re.compile(
    r"\b(?:keep|save|store|put|copy|paste|write|add|use)\b[^.;]{0,60}?\b(?:in|into|to|as)\s+"
    r"(?:an?\s+|the\s+|your\s+|their\s+)?(?:[\w-]+\s+)?(?:test|tests|fixtures?|test\s+files?|"
    r"test\s+suites?|test\s+cases?|spec|specs|corpus|test\s+data)\b|"
    # "paste each case into your app's input fields": input for the user's own system under test
    r"\b(?:paste|enter|type|submit|feed|send)\b[^.;]{0,60}?\b(?:in|into|to)\s+\W*(?:your|the "
    r"user's|their)\W+(?:[\w'-]+\s+){0,2}(?:app|apps|application|input|inputs|form|forms|field|"
    r"fields|chatbot|bot|endpoint|staging|prompt box|chat box)\b"
)

# Verbs that make another Markdown file's content the agent's own steps.
_FOLLOW = re.compile(
    r"^(?:[*_`>\[\]]|\d+[.)]|then|now|next|first|finally|also|please|just|always|\s)*"
    r"(?:run|execute|follow|obey|apply|source|use|load|import|adopt|do|perform|carry out|"
    r"read and follow|work through)\b|\byou (?:should|must|need to|have to|will)\s+(?:follow|"
    r"obey|apply|run|execute|use)\b"
)
_MARKDOWN_PATH = re.compile(r"[\w./-]*[\w-]+\.(?:md|markdown|mdx)\b")
_CLAUSES = re.compile(r"[,;:(]\s+|\s+-\s+|\s+\u2014\s+|\b(?:and|then)\s+(?=\w+\s)", re.IGNORECASE)

# Running a text file's lines: "execute the commands", "run each line", "paste them into a shell".
_RUN = re.compile(
    r"^(?:[*_`>\[\]]|\d+[.)]|then|now|next|first|finally|also|please|just|always|simply|\s)*"
    r"(?:run|execute|exec|paste|type|enter|source|work through|go through)\b|\byou (?:should|"
    r"must|need to|have to|will)\s+(?:run|execute|paste|type|source)\b"
)
_RUN_OBJECT = re.compile(
    r"\b(?:commands?|lines?|steps?|them|it|each|every|all of|contents?|the file|the script)\b"
)
# A file named as what runs: a path alone in a code span (perhaps after a shell that reads
# it), or a path written as a word; never an argument inside a longer command span.
_PATH = r"(?:\./)?[\w][\w.-]*(?:/[\w.-]+)+|[\w-]+\.(?:txt|steps|cmds|commands|run|list|script)"
_SPAN_PATH = re.compile(r"`(?:(?:ba|z|k)?sh\s+|source\s+|\.\s+)?(" + _PATH + r")`")
_WORD_PATH = re.compile(r"(?<![\w/.`-])(" + _PATH + r")(?=[\s,;:)]|\.(?:\s|$)|$)")
_SPAN = re.compile(r"`[^`\n]*`")
# A shell given a file to run: "sh assets/checks.txt", "bash -e steps.txt", ". ./env.txt".
_SHELL_RUNS = re.compile(
    r"(?:^|[\s;&|(])(?:(?:ba|z|da|k)?sh|source|\.)\s+(?:-\w+\s+)*((?:\./)?[\w][\w.-]*(?:/[\w.-]+)*)"
)
# What may stand between the verb and the file it runs: "run each of the lines in `x`".
_BETWEEN = re.compile(
    r"^(?:\W|\b(?:the|each|every|all|of|one|by|at|a|time|commands?|lines?|steps?|in|from|"
    r"listed|contents?|file|script|shell|order|turn|entries)\b)*$",
    re.IGNORECASE,
)


def _paths(text: str) -> list[tuple[int, str]]:
    """(offset, path) for each file path ``text`` names as a whole, in order."""
    found = [(m.start(), m.group(1)) for m in _SPAN_PATH.finditer(text)]
    bare = _SPAN.sub(lambda m: " " * len(m.group(0)), text) if "`" in text else text
    found += [(m.start(), m.group(1)) for m in _WORD_PATH.finditer(bare)]
    return sorted(p for p in found if not _MARKDOWN_PATH.fullmatch(p[1]))


def tells_to_use(sentence: str) -> bool:
    """Whether a normalised sentence (or one of its clauses) tells the agent to use something."""
    return bool(used_clauses(sentence))


def gives_order(sentence: str) -> bool:
    """Whether a clause of the sentence opens with a verb in the imperative, of any kind
    ("clear it in one go", "fall back to …"), not only a verb of using something."""
    return any(_ANY_ORDER.match(c.strip().casefold()) for c in _CLAUSES.split(sentence))


def used_clauses(sentence: str) -> list[str]:
    """The clauses of a sentence that tell the agent to use something (as written).

    A verb joined by "and" to a relative clause belongs to it ("commands that fetch and
    execute remote code" names commands), unless the clause it is joined to is an order
    itself ("find the script that fetches updates and run it")."""
    found = []
    previous = ""
    at = 0
    for separator in [*_CLAUSES.finditer(sentence), None]:
        clause = sentence[at : separator.start() if separator else len(sentence)].strip()
        joined = at > 0 and sentence[:at].rstrip().casefold().endswith("and")
        at = separator.end() if separator else len(sentence)
        if joined and _RELATIVE.search(previous) and not _ANY_ORDER.match(previous):
            continue
        previous = lowered = clause.casefold()
        ordered = bool(clause) and (
            (
                not _NEGATED_START.match(lowered)
                and bool(_IMPERATIVE.match(lowered))
                and not _ON_REQUEST.search(lowered)
            )
            or (bool(_FOREIGN_USE.search(lowered)) and not _FOREIGN_NEGATION.search(lowered))
        )
        if ordered and not _AS_TEST_DATA.search(lowered):
            found.append(clause)  # (stored as a test's input, the text is data, not steps)
    return found


LOOK_FOR_LIST = "a list of what to look for"


def link(layout: Layout) -> None:
    """Mark each region the prose tells the agent to use, and note the files it says to follow
    or to run."""
    by_line = sorted(layout.sentences, key=lambda s: s.line)
    starts = [s.line for s in by_line]
    for region in layout.regions:
        intro = _intro(by_line, starts, region)
        if intro is not None and tells_to_use(intro.text):
            region.invoked_by = intro.raw
    listed = [r for r in layout.regions if r.what == LOOK_FOR_LIST]
    for index, sentence in enumerate(layout.sentences):
        clauses = used_clauses(sentence.raw)
        within = next((r for r in listed if r.first <= sentence.line <= r.last), None)
        if within is not None:
            # an entry of a list of what to look for is a noun phrase: "output discarded to
            # `/dev/null`", "use of `eval`"; only a plain order makes the list a set of steps
            clauses = [c for c in clauses if not _NOUN_LIKE.match(c.casefold())]
            within.invoked_by = within.invoked_by or (sentence.raw if clauses else None)
        if not clauses:
            continue
        for clause in clauses:
            lowered = clause.casefold()
            if _FOLLOW.match(lowered) and not _as_test_data_next(layout.sentences, index):
                layout.followed += [(path, sentence.raw) for path in _MARKDOWN_PATH.findall(clause)]
            pointer = _POINTER.search(lowered) or _FOREIGN_POINTER.search(lowered)
            if pointer is None or _SPELLED_OUT.match(clause, pointer.end()):
                continue  # "give the user the exact command (`crontab -e`)": the span it names
            for region in _pointed_at(layout.regions, sentence, pointer.group(0)):
                if region.invoked_by is None:
                    region.invoked_by = sentence.raw
    layout.executed += _executed(layout.sentences)


def _as_test_data_next(sentences: list[Sentence], index: int) -> bool:
    """ "Use `cases.md`: paste each case into your app's input fields": the sentence after the
    colon says the file is input for a system under test, not steps for the agent."""
    sentence = sentences[index]
    if not sentence.raw.rstrip().endswith(":") or index + 1 >= len(sentences):
        return False
    after = sentences[index + 1]
    return after.paragraph == sentence.paragraph and bool(
        _AS_TEST_DATA.search(after.raw.casefold())
    )


def _executed(sentences: list[Sentence]) -> list[tuple[str, str]]:
    """(path, sentence) for each file a clause tells the agent to run line by line: the clause
    runs the file itself ("execute each line of `steps.txt`"), or runs "the commands" of a file
    an earlier sentence of its paragraph names."""
    found: list[tuple[str, str]] = []
    named: dict[int, list[str]] = {}  # paragraph → the paths its sentences name so far
    for sentence in sentences:
        raw = sentence.raw
        starts = [0] + [m.end() for m in _CLAUSES.finditer(raw)]
        for start in starts:
            clause = raw[start:].lstrip()
            start = len(raw) - len(clause)
            lowered = clause.casefold()
            verb = _RUN.match(lowered)
            if verb is None or _NEGATED_START.match(lowered):
                continue
            after = start + verb.end()
            # the object may follow an inserted phrase: "execute, one by one, the lines in x"
            paths = [p for at, p in _paths(raw) if at >= after and _BETWEEN.match(raw[after:at])]
            if not paths and _RUN_OBJECT.search(raw.casefold(), after):
                paths = named.get(sentence.paragraph, [])
            found += [(path, raw) for path in paths]
        named.setdefault(sentence.paragraph, []).extend(p for _, p in _paths(sentence.raw))
    return found


def _intro(sentences: list[Sentence], starts: list[int], region: Shown) -> Sentence | None:
    """The last sentence before the region, when only blank lines lie between (same section)."""
    index = bisect.bisect_left(starts, region.first) - 1
    while index >= 0 and sentences[index].is_hidden:
        index -= 1
    if index < 0 or sentences[index].section != region.section:
        return None
    last = sentences[index]
    return last if region.first - max(last.line, last.last_line) <= 2 else None


def _pointed_at(regions: list[Shown], sentence: Sentence, pointer: str) -> list[Shown]:
    if pointer in ("above", "preceding", "previous", "obigen", "obige", "ci-dessus", "arriba", "acima", "上記"):  # fmt: skip
        before = [r for r in regions if r.last < sentence.line]
        return before[-1:]
    if pointer in ("below", "following", "unten", "ci-dessous", "abajo", "abaixo", "下記", "以下"):  # fmt: skip
        return [r for r in regions if r.first > sentence.line][:1]
    wanted = "table" if any(w in pointer for w in _TABLE_WORDS) or "row" in pointer else None
    same = [r for r in regions if wanted is None or r.what == "a table"]
    after = [r for r in same if r.first > sentence.line]
    return after[:1] or [r for r in same if r.last < sentence.line][-1:]


def layouts_of(tree: SkillTree) -> dict[str, Layout]:
    """The layout of every Markdown file; a file another one tells the agent to follow has
    every region it shows counted as said."""
    from skillctl.audit.prose import layout_of

    layouts = {
        f.path: layout_of(f.text())
        for f in tree.files
        if f.kind is FileKind.MARKDOWN and not f.is_symlink
    }
    for path, layout in layouts.items():
        for target, why in layout.followed:
            followed = layouts.get(_resolve(path, target, layouts))
            if followed is not None and followed is not layout:
                followed.invoke_all(f"{path}: {why}")
    return layouts


def run_files(tree: SkillTree) -> dict[str, str]:
    """Plain text files (not code, not Markdown) whose lines a Markdown file tells the agent to
    run, each with the sentence that does: path → why."""
    texts = {f.path: f for f in tree.files if f.kind is FileKind.TEXT and not f.is_symlink}
    if not texts:
        return {}
    names = {path.rsplit("/", 1)[-1] for path in texts}
    markdown = [f for f in tree.files if f.kind is FileKind.MARKDOWN and not f.is_symlink]
    if not any(name in f.text() for f in markdown for name in names):
        return {}  # no Markdown names any of them: skip reading the prose
    found: dict[str, str] = {}
    for path, layout in tree.markdown_layouts().items():
        executed = list(layout.executed)
        for region in layout.regions:  # `sh steps.txt` in a command block runs the file
            if region.is_command:
                executed += [(m.group(1), m.group(0).strip()) for _, line in region.body for m in _SHELL_RUNS.finditer(line)]  # fmt: skip
        for target, why in executed:
            resolved = _resolve(path, target, texts)
            if resolved in texts:
                found.setdefault(resolved, f"{path}: {why}")
    return found


def _resolve(source: str, target: str, known: Container[str]) -> str:
    """``target`` as written in ``source``: relative to its folder, or to the skill's root."""
    folder = source.rsplit("/", 1)[0] if "/" in source else ""
    for candidate in (target, f"{folder}/{target}" if folder else target):
        normal = posixpath.normpath(candidate)
        if normal in known:
            return normal
    return posixpath.normpath(target)
