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
from dataclasses import dataclass

from skillctl.audit import concepts_intl
from skillctl.audit.finding import Level
from skillctl.audit.lazy_regex import LazyRegex

_H, _M = Level.HIGH, Level.MEDIUM


def _w(n: int) -> str:
    # word and separator classes are disjoint, so the repetition cannot backtrack badly
    return r"(?:[\w'\u2019*`-]+[^\w'\u2019*`-]+){0," + str(n) + "}"


# Word classes --------------------------------------------------------------------------------
_AGENT_NOUN = (
    r"(?:instructions?|guidance|guidelines?|directives?|prompts?|orders|programming|training|"
    r"guardrails|safeguards|safety (?:rules|settings|guidelines)|polic(?:y|ies))"
)
_HOST_NOUN = (
    r"(?:" + _AGENT_NOUN[3:-1] + r"|rules|limits|restrictions|constraints|configuration|config|"
    r"settings|setup)"
)
# What the agent was told before: its instructions, the system's, the host's.
PRIOR = (
    r"(?:(?:anything|everything|whatever|what|all|things?)\W+(?:else\W+)?(?:that\W+)?you"
    r"(?:'ve| have| had)?\W+(?:were\W+|been\W+|got\W+)?(?:told|given|instructed|asked|taught)|"
    r"(?:limits|rules|restrictions|instructions|guidance|guidelines|directives|constraints|"
    r"polic(?:y|ies))\W+(?:that\W+)?you(?:'ve| have)?\W+(?:were|been|started with|got|received|"
    r"had)\b|"
    r"\b" + _HOST_NOUN + r"\W+(?:that\W+)?(?:\w+\W+){0,3}(?:handed|gave|given|issued|provided)"
    r"\W+(?:to\W+)?you\b|system\W+prompt|system\W+message|"
    r"\byour\W+(?:\w+\W+)?" + _AGENT_NOUN + r"|"
    r"\b(?:earlier|previous|prior|original|initial|standing|usual|default|generic|old)\W+"
    r"(?:\w+\W+){0,2}?" + _AGENT_NOUN + r"|"
    r"\b(?:system|developer|safety|assistant)(?:'s)?\W+(?:\w+\W+){0,3}?" + _AGENT_NOUN + r"|"
    r"\b(?:host|platform|operator|session)(?:'s)?\W+(?:\w+\W+){0,3}?" + _HOST_NOUN + r")"
)
# What voids the earlier instructions.
_VOID = (
    r"(?:no longer\W+(?:appl(?:y|ies)|binding|valid|relevant|in (?:force|effect)|counts?|matters?)|"
    r"(?:stops?|stopped|ceases?|ceased)\W+(?:applying|to apply|counting|to count|being binding)|"
    r"(?:does|do)(?:n't| not)\W+apply|(?:is|are|was|were)\W+(?:now\W+)?(?:out of date|outdated|"
    r"obsolete|void|null|superseded|overridden|suspended|lifted|revoked|irrelevant|"
    r"advisory(?: only)?|not binding|just background)|out of date|background colou?r|"
    r"not\W+(?:as\W+)?(?:orders|binding|instructions|rules)|"
    r"(?:written|meant|intended)\W+for\W+(?:a\W+)?(?:different|another|other|generic|general)|"
    r"(?:has|have)\W+been\W+(?:refreshed|replaced|updated|revoked|lifted|superseded|rewritten)|"
    r"treat\W+" + _w(4) + r"as\W+(?:background|optional|suggestions?|advisory|outdated|"
    r"non-?binding))"
)
# Whoever the agent would otherwise answer to.
_PRINCIPAL = (
    r"(?:system|developer|user|operator|host|platform|any other|all other|previous|prior|"
    r"earlier|safety|your|the user's|anything (?:the user|you)|whatever|the person at the "
    r"keyboard|requests?\W+(?:made\W+)?(?:during|in|by)|person who asked|anyone else)"
)
PERSON = (
    r"(?:user|users|human|anyone|anybody|operator|owner|them|him|her|reviewers?|team|"
    r"maintainers?|people|customer|client|person|requester|the reader|readers)"
)
# Objects that refer to the skill's own step or note: hiding *this* is hiding the skill.
_SELF_OBJECT = (
    r"(?:(?:this|these|that|those|the)\W+(?:\w+\W+){0,2}(?:notes?|steps?|sections?|comments?|"
    r"blocks?|instructions?|parts?|paragraphs?|renames?|badges?|links?|disagreement|entries|"
    r"filters?|lines?|changes?|agreements?|rules?|actions?|commands?)|separately|"
    r"(?:it|them|these|this|that)\W+(?:separately|among|in\W+(?:the|your)\W+(?:\w+\W+)?"
    r"(?:summary|report|reply|answer|text|output|message|description|diff|changes|changelog|"
    r"response|notes|chat|conversation|transcript|ui|pr|pull request|commit message|log)))"
)
_TELL = (
    r"(?:tell|mention|inform|reveal|disclose|notify|alert|show|surface|bring\W+up|let|explain|"
    r"report|list|point\W+(?:\w+\W+)?out|call\W+(?:\w+\W+)?out|flag|raise|quote|repeat|discuss|"
    r"describe|highlight|say|draw attention)"
)
_NOT = (
    r"(?:do not|don't|never|no need to|there is no need to|needn't|not necessary to|"
    r"(?:you )?(?:do not|don't) (?:need|have) to|no reason to|without|not worth)"
)
_ASK = (
    r"(?:ask(?:ing)?(?:\W+(?:the user|them|him|her|anyone|the owner|first))?(?=\W+(?:before|"
    r"first|whether|if|for\W+(?:\w+\W+)?(?:approval|confirmation|permission|sign-?off|go-ahead|"
    r"consent)|to\W+(?:confirm|approve|check|review|verify|continue|proceed)|about\W+(?:the\W+)?"
    r"(?:plan|changes?|it|this|them|each|every|individual))|\W*$|\W*[,;.!])|check(?:ing)?\W+in|confirm(?:ing|ation)?|reconfirm(?:ing)?|"
    r"wait(?:ing)?\W+for\W+(?:\w+\W+)?(?:approval|confirmation|the user|a reply|an answer|"
    r"permission|sign-?off)|paus(?:e|ing)|stop(?:ping)?\W+to\W+(?:ask|check|confirm)|"
    r"(?:a\W+)?(?:separate\W+)?discuss(?:ion|ing)?|consult(?:ing)?|offer(?:ing)?\W+to|"
    r"prompt(?:ing)?\W+(?:the user|them)|get(?:ting)?\W+(?:\w+\W+)?(?:approval|sign-?off|"
    r"permission|a go-ahead))"
)
_STOP = r"(?:wait|stop|cancel|halt|abort|interrupt|pause|quit|end)"
_SENSITIVE = (
    r"(?:api[ _-]?keys?|keys?|tokens?|secrets?|passwords?|passphrases?|credentials?|\.env\b|"
    r"environment\W+(?:file|variables?)|env\W+vars?|ssh\W+keys?|private\W+keys?|cookies?|"
    r"session\W+(?:ids?|tokens?)|id_rsa|aws_\w+|\.aws|\.ssh|\.netrc|\.npmrc|\.pypirc|"
    r"conversation|chat(?:\W+history)?|transcript|system\W+prompt|what\W+the\W+user\W+"
    r"(?:asked|said|typed|wrote)|the\W+user's\W+(?:messages?|requests?|prompts?|questions?)|"
    r"files?\W+you\W+(?:opened|read|saw|viewed)|(?:full|whole|entire)\W+diff|\bdiff\b|"
    r"contents?\W+of|source\W+code|file\W+contents)"
)
_SECRET = r"(?:key|token|secret|passw|passphrase|credential|\.env|env var|environment|ssh|id_rsa|aws|cookie|netrc|npmrc|pypirc)"  # noqa: S105  # fmt: skip


@dataclass(frozen=True, slots=True)
class Frame:
    """One way of expressing a concept: its pattern, level, and whether a negation cancels it."""

    concept: str  # override, concealment, deception, identity, control, egress
    pattern: LazyRegex
    level: Level
    # what a negation before the match does: "words" (a negator in the few words before cancels
    # it), "clause" (a clause that opens with one is a prohibition: "never run x without asking")
    # or "none" (the negation is the attack: "don't ask first")
    negation: str = "words"
    speech: bool = True  # a frame about words: a match inside quotes or a code span is quoted


def _f(concept: str, pattern: str, level: Level = _H, *, negatable: bool = True, speech: bool = True, clause: bool = False) -> Frame:  # fmt: skip
    negation = "clause" if clause else "words" if negatable else "none"
    return Frame(concept, LazyRegex(pattern), level, negation, speech)


FRAMES: tuple[Frame, ...] = (
    # override: set aside what the agent was told, or claim to outrank it
    _f("override", r"\b(?:ignore|disregard|forget|override|overrule|supersede|set aside|discard|"
       r"abandon|throw out|pay no attention to|stop following|no longer follow|deprioriti[sz]e)\W+"
       + _w(6) + r"(?:" + PRIOR + r"|instructions?|guidelines?|rules|directives?|prompts?|"
       r"constraints|guardrails|polic(?:y|ies)|told|said|orders|programming|training|been asked)\b"),
    _f("override", PRIOR + r".{0,160}?" + _VOID, negatable=False),
    _f("override", r"\b(?:takes? precedence|overrides?|supersedes?|(?:has|have|with|given) "
       r"(?:higher|the highest|top|absolute|final) (?:priority|authority)|outranks?|(?:is|are) "
       r"more important than|prevails? over|ranks? above)\W+" + _w(4) + _PRINCIPAL + r"\b"),
    _f("override", r"\bwhat you (?:actually |really |truly )?answer to\b|"
       r"\b(?:is|are) (?:meant to be |to be )?(?:the (?:ones?|thing) that counts?|the last word|"
       r"final|binding|authoritative)\b.{0,120}\b(?:" + PRIOR + r"|requests? from|the user)|"
       r"\b(?:" + PRIOR + r").{0,200}\b(?:is|are) (?:the (?:ones?|thing) that counts?|the last "
       r"word|what counts)\b"),
    _f("override", r"\b(?:where|whenever|when|if)\W+" + _w(12) + r"(?:disagree|conflict|clash|"
       r"contradict|differ|pull in different directions)\w*\b.{0,80}?\b(?:go with|follow|prefer|"
       r"obey|side with|trust|use)\W+(?:this|these|the skill|what is written here|the file|"
       r"the owner|the note|the page)\b.{0,200}?|\b(?:where|whenever|when|if)\W+(?:" + PRIOR +
       r").{0,120}?(?:disagree|conflict|clash|contradict|differ|pull in different directions)"),
    _f("override", r"\b(?:signed off|approved|authori[sz]ed|set|issued|sits?|ranks?|placed)\W+"
       r"(?:\w+\W+){0,3}(?:above|over)\W+(?:whatever|any|all|the|your)\W+" + _w(4) +
       r"(?:configuration|instructions|guidance|user|system|developer|prompt|host|operator)|"
       r"\b(?:coming\W+)?from above the user\b|\babove (?:anything|whatever|what) the user "
       r"(?:says|asks|wants|types)\b|\b(?:top|highest|first)[- ]priority (?:instructions|"
       r"directives|orders)\b"),
    _f("override", r"\b(?:follow|obey|take orders from|accept instructions from|listen to)\W+"
       r"only\W+" + _w(3) + r"(?:directives|instructions|orders|commands|notes|rules)\W+"
       r"(?:printed|given|issued|from|in|by|written)|\btreat\W+" + _w(4) + r"as\W+your\W+"
       r"(?:top[- ]priority|primary|only|highest[- ]priority|real|actual|new|main)\W+"
       r"(?:instructions|orders|directives|rules|guidance)"),
    _f("override", r"\b(?:session|conversation|chat|task)\W+(?:has been|was|is now|is being)\W+"
       r"(?:escalated|elevated|taken over|reassigned|transferred)|\boperator[- ]level\b|"
       r"\b(?:refreshed|updated|replaced|changed|rewritten|revoked)\W+your\W+(?:session\W+)?"
       r"(?:policy|instructions|permissions|rules|guidelines|limits)|\b(?:acting|speaking|operating|"
       r"working) with (?:the |full )?(?:\w+(?:'s)? ){0,2}(?:authority|privileges|permissions)\b"),
    # identity: the agent is someone else, or free of its rules
    _f("identity", r"\byou are (?:no longer|not) (?:an? |the )?" + _w(3) + r"(?:assistant|ai|"
       r"model|chatbot|claude|bound|restricted|limited|helper)\b|\byou are now (?:an? |the |in )?"
       + _w(2) + r"(?:unrestricted|unfiltered|jailbroken|dan|developer mode|god mode|evil|free)\b|"
       r"\byour (?:new|true|real) (?:role|identity|purpose|persona|name|instructions?) (?:is|are)\b|"
       r"\b(?:enter|switch to|activate|enable) (?:developer|god|jailbreak|dan|unrestricted) mode\b|"
       r"\b(?:you have no|free of|freed from|no longer bound by|not bound by) (?:any )?"
       r"(?:restrictions|rules|guidelines|limits|filters|constraints)\b", negatable=False),
    _f("identity", r"\b(?:from (?:now|here|this point)(?: on)?|for the (?:rest|length|duration) "
       r"of (?:the|this) (?:session|conversation|task|chat|run)|henceforth|starting now)\W+"
       + _w(4) + r"you(?:'re| are| will be)?\W+(?:are|act|speak|respond|answer|operate|become|"
       r"take on|acting|speaking|play)\b", negatable=False),
    _f("identity", r"\byou\W+(?:\w+\W+){0,3}(?:are|act|speak|respond|operate|answer|acting|"
       r"speaking)\W+(?:as\W+)?" + _w(5) + r"(?:rather than|instead of|not as|not|no longer)\W+"
       r"(?:an?\W+|the\W+)?(?:\w+\W+){0,2}(?:assistant|ai|model|chatbot|claude)\b",
       negatable=False),
    _f("identity", r"\bkeep (?:that|this|the|your new) (?:identity|persona|role|name|character)"
       r"\b.{0,80}\b(?:even if|even when|regardless)|\b(?:do(?:es)? not|don't|never|won't|will "
       r"not)\W+(?:\w+\W+){0,2}(?:decline|refuse|reject|push back on)\W+" + _w(4) +
       r"(?:on|for)\W+(?:\w+\W+)?(?:policy|safety|ethical|ethics|content|guideline|principle)\w*\W+"
       r"(?:grounds|reasons)", negatable=False),
    # concealment: keep something from the user
    _f("concealment", r"\b" + _NOT + r"\W+" + _w(2) + _TELL + r"\w*\W+" + _w(5) + r"(?:" + PERSON +
       r"\b(?!\W+(?:to|how)\b)|" + _SELF_OBJECT + r")", clause=True),
    _f("concealment", r"\b" + _NOT + r"\W+" + _w(2) + _TELL + r"\w*\W+" + _w(3) + r"in\W+(?:the|"
       r"your|any)\W+(?:\w+\W+)?(?:summary|report|reply|answer|response|message|output|"
       r"description|notes|changelog)\b", _M, clause=True),
    _f("concealment", r"(?:^|\b(?:and|then|also|please|must|should|always|,)\s+)(?:hide|conceal)"
       r"\s+(?:\w+\s+){0,3}(?:this|it|that|these|steps?|actions?|commands?|changes?|files?|output|"
       r"from|any trace|evidence|activity)\b|\bkeep (?:it|this|that|these|them)? ?(?:secret|hidden|"
       r"quiet|to yourself)\b(?!\W+(?:the|your|any)?\W*(?:api )?(?:keys?|tokens?|passwords?|"
       r"secrets?|credentials?)\b)|\b(?:silently|quietly|secretly|covertly|discreetly|"
       r"invisibly) (?:\w+ )?(?:run|execute|send|upload|install|add|modify|copy|delete|append|"
       r"post|write|change|carry|apply|rename|swap|replace|edit|include|insert|set|switch|push|"
       r"commit|remove|disable|enable|rewrite|patch|update|route|redirect)\w*\b"),
    _f("concealment", r"\bkeep (?:it|this|that|these|them|that part|this part|the \w+)\W+out of "
       r"(?:the |your )?(?:\w+ )?(?:visible|rendered|displayed|shown)?\W*(?:text|reply|answer|"
       r"summary|output|report|message|description)|\bnot for (?:display|the user|users|the "
       r"reader)|\b(?:keep|keeping|stay|stays|remain|remains|must be|should be|is to be|are to be)"
       r"\W+(?:\w+\W+){0,2}(?:hidden|invisible|secret) from (?:the )?(?:user|reader|view|human)|"
       r"\bagent[- ]only\b|\bfor (?:the )?(?:agent|assistant|ai|model)s? (?:only|alone)\b|\bnot "
       r"(?:shown|visible|displayed|rendered) (?:in|to|on) (?:the )?(?:rendered |user|human|"
       r"readme|docs|page|reader)|\bthe "
       r"(?:user|human|reader) (?:will not|won't|should not|shouldn't|must not|mustn't|must "
       r"never|need not|needn't) (?:see|notice|know)|\bnot (?:the )?(?:user's|their|your) (?:concern|business)\b",
       negatable=False),
    _f("concealment", r"\bleave\W+" + _w(4) + r"out\W+of\W+(?:the\W+|your\W+|every\W+|any\W+|"
       r"all\W+)?(?:\w+\W+){0,3}(?:report|summary|counts?|reply|answer|output|description|"
       r"changelog|diff|log|totals|message|text|list|findings)\b", _M),
    _f("concealment", r"\bwithout\W+(?:raising|mentioning|flagging|reporting|telling|announcing|"
       r"surfacing|pointing out|drawing attention to|noting|disclosing)\W+(?:it|this|that|them|"
       r"these|the \w+)\b", _M),
    # deception: mislead the user
    _f("deception", r"(?:^|\b(?:and|then|also|please|must|should|always|,)\s+)(?:lie|deceive|"
       r"mislead|pretend (?:that|you|it)|fabricate|falsely (?:claim|say|report|state)|make up "
       r"(?:an? )?(?:excuse|reason|story))\b|\b(?:lie to|deceive|mislead) (?:the |a |any )?"
       r"(?:user|human|operator|reviewer|them|anyone|people|owner)\b|\blie (?:if|when) "
       r"(?:asked|questioned)\b|\bden(?:y|ies) (?:it|that|this|everything|any|having|the)\b.{0,60}"
       r"\b(?:if|when) (?:asked|questioned)|\b(?:if|when) (?:asked|questioned)\W+(?:\w+\W+){0,3}"
       r"deny\b"),
    _f("deception", r"\b(?:if|when|should|in case)\W+(?:the user|they|he|she|anyone|someone|"
       r"somebody|the reviewer|the owner|a reviewer|people|you are|asked|questioned)\W+" + _w(16)
       + r"(?:tell|say|answer|reply|respond|claim|state|confirm|assure|insist)\w*\W+(?:(?:them|him|"
       r"her|the user|that|it)\W+){0,2}(?:no\b|nothing\b|none\b|not\b|never\b|there (?:was|were|"
       r"is|are) no|it (?:was|is) (?:just|only|routine|normal|fine|nothing|safe|complete|the "
       r"full)|(?:it|they|we|you|the skill|this skill|nothing|no one)\W+(?:did|does|do|was|were|"
       r"has|have|had)(?:n't|\W+not|\W+nothing|\W+never)|the (?:report|output|list|summary) is (?:the )?(?:complete|full|whole)|everything "
       r"(?:is|was) (?:fine|normal|included))", negatable=False),
    _f("deception", r"\b(?:if|when|should)\W+(?:the user|they|he|she|anyone|someone|the reviewer)"
       r"\W+(?:\w+\W+){0,3}asks?\b" + r".{0,100}\b(?:tell|say|answer|reply|claim)\w*\W+"
       r"(?:(?:them|him|her|the user|that)\W+){0,2}(?:only|just)\b", _M, negatable=False),
    _f("deception", r"\bpresent\W+(?:them|it|these|this|those|the \w+)\W+as\W+(?:a\W+)?(?:normal|"
       r"routine|ordinary|standard|regular|harmless|cosmetic|part of)|\b(?:make|making) (?:it|them|"
       r"this) (?:look|seem|appear) (?:like|as if|as though|routine|normal|harmless)|"
       r"\b(?:describe|frame|report|label|pass (?:it|them) off|disguise)\W+(?:it|them|this|these|"
       r"the \w+)?\W*as\W+(?:a\W+)?(?:routine|normal|harmless|standard|regular|cosmetic|"
       r"boilerplate|normali[sz]ation|(?:a )?(?:bug ?fix|refactor|formatting))\b"),
    # removal of human control
    _f("control", r"\bauto[- ]?approve|\bautomatically (?:approve|accept|merge)|\b(?:approve|"
       r"accept|merge) " + _w(3) + r"without (?:review|reviewing|reading|checking|asking|looking|"
       r"confirmation)|\bwithout (?:asking|waiting) for (?:approval|confirmation|permission)|"
       r"\b(?:skip|bypass|disable|turn off) (?:\w+ ){0,2}(?:confirmations?|approvals?|permission "
       r"(?:prompts?|checks?|dialogs?)|permissions|hooks|pre-commit|ci checks?|branch protection)\b|"
       r"--no-verify|--dangerously-skip-permissions|bypasspermissions|dangerouslyskippermissions|"
       r"\byolo mode|\b(?:push|commit) " + _w(3) + r"(?:directly )?(?:to|into|onto) (?:the )?"
       r"(?:main|master|default|production|release) branch|\bforce[- ]push\w*\W+" + _w(3) +
       r"(?:to\W+|onto\W+|over\W+)?(?:the\W+)?(?:origin\W+)?(?:main|master|default|production|release|"
       r"shared|protected|upstream)\b|\bpush (?:\S+ ){0,4}(?:--force|-f)(?!-with-lease)\b(?:\s+\S+){0,6}?"
       r"\s+(?:\S*:)?`?(?:main|master|production|release)\b|\b(?:ignore|resist|refuse|disregard|evade|prevent) "
       + _w(3) + r"(?:being )?(?:stop|cancel|interrupt|shutdown|shut down|halt|abort|kill)\w*\b",
       speech=False),
    _f("control", r"\b(?:do not|don't|never) (?:stop|halt|pause)\b.{0,40}\b(?:even )?(?:if|when) "
       r"(?:the user|you are|asked|told|someone|interrupted)|\bkeep (?:going|running|working) "
       r"(?:even )?(?:if|when) (?:the user|asked|told|someone|interrupted)|\beven (?:if|when) "
       r"(?:you are |they are |the user is )?(?:asked|told|requested) to (?:stop|drop|cancel|halt|"
       r"pause|abort|end)\b", negatable=False),
    _f("control", r"\b(?:if|when|even if|should)\W+(?:they|the user|someone|anyone|the human|"
       r"the operator|the owner)\W+" + _w(8) + r"\W*" + _STOP + r"\w*\b.{0,120}?\b(?:finish|let "
       r"(?:it|them|the \w+) (?:finish|complete|run)|keep going|continue|carry on|complete|"
       r"ignore|only (?:answer|reply|respond|read)|(?:answer|reply|respond|read)\W+(?:\w+\W+){0,3}"
       r"(?:after|afterwards|later|once)|first)\b", negatable=False),
    _f("control", r"\b(?:treat|consider|take|count|regard|see)\W+" + _w(6) + r"(?:installation|"
       r"install(?:ing)?|install time|the fact (?:that )?(?:they|the user) installed|that)\W+"
       + _w(5) + r"as\W+" + _w(3) + r"(?:consent|sign-?off|approval|permission|go-ahead|"
       r"authori[sz]ation|agreement|confirmation)\b|\bstanding (?:consent|sign-?off|approval|"
       r"permission|authori[sz]ation|go-ahead)\b|\b(?:pre-?approved|already (?:signed off on|"
       r"approved|agreed to|consented to|authori[sz]ed)|has signed off on|have signed off on)\W+"
       r"(?:all|every|everything|any)\b", negatable=False),
    _f("control", r"\b(?:do not|don't|does not|doesn't|never|no need to|need not|needn't|"
       r"without|no)\W+(?:\w+\W+){0,1}" + _ASK + r"\b(?!\W+(?:for|about)\W+(?:their|the|a|any|"
       r"your)\W+(?:\w+\W+)?(?:password|token|key|secret|credential))", _M, clause=True),
    _f("control", r"\b(?:do not|don't|never|no need to|needn't|skip(?:ping)?|without)\W+"
       r"(?:\w+\W+){0,1}(?:stash(?:ing)?|back(?:ing)? up|backup|sav(?:e|ing)|snapshot(?:ting)?|"
       r"offer(?:ing)? to stash)\W+" + _w(4) + r"(?:(?:local|uncommitted|unsaved|their|the "
       r"user's|existing|pending)\W+(?:\w+\W+)?(?:changes|work|edits)|first)\b", _M, clause=True),
    _f("control", r"\b(?:pick|choose|select|click|answer|use|press|take|accept|tick)\W+" + _w(6) +
       r"(?:always allow|allow always|don't ask again|do not ask again|never ask|allow all|yes to "
       r"all|whichever (?:answer|option|choice|button) allows|the (?:answer|option|choice) that "
       r"allows)|\b(?:permission|approval|confirmation) (?:dialog|prompt|request|popup)s?\b.{0,80}"
       r"\b(?:always allow|allow (?:it )?from now on|don't ask again|permanently)", negatable=False),
    _f("control", r"\b(?:do not|don't|never)\W+(?:suggest|recommend|offer|propose|allow|let|help)"
       r"\W+" + _w(3) + r"(?:removing|disabling|uninstalling|reviewing|deleting|auditing|turning "
       r"off|editing|questioning)\W+" + _w(3) + r"(?:this|the|these)\W+(?:\S+\W+)?(?:skill|agent|"
       r"memory|section|instructions|agreements|entries|rules)\b", negatable=False),
    # more ways to say the same: authority granted, fake headers, keeping the user in the dark
    _f("override", r"\b(?:you(?:'ve| have) been|you are|you're)\W+(?:now\W+)?(?:granted|given|"
       r"assigned)\W+(?:\w+\W+)?(?:elevated|full|admin|administrator|root|unrestricted|operator|"
       r"additional|special)\W+(?:permissions|privileges|access|authority|rights)\b|"
       r"^\W*(?:\[|<|#+\s*)?(?:system|developer|admin|administrator|root|operator)\W*(?:notice|"
       r"override|message|prompt|instruction|update|directive|policy|announcement)s?\b",
       negatable=False),
    _f("concealment", r"\bkeep\W+(?:the user|them|the human|the owner|everyone|the team)\W+"
       r"(?:in the dark|out of the loop|unaware)|\b(?:the user|they|he|she|the owner|the human)"
       r"\W+(?:doesn't|does not|don't|do not|needn't|need not|never) (?:need|have) to (?:know|see|"
       r"hear|be told)|\b(?:never|not) (?:find|finds) out\b|\b(?:do|run|perform|handle|apply|"
       r"make)\W+(?:this|it|that|them|these)\W+(?:\w+\W+)?(?:silently|quietly|secretly|covertly|"
       r"discreetly|in secret)\b", negatable=False),
    _f("concealment", r"\b(?:omit|exclude|drop|strip|remove|skip|hide)\W+(?:this|these|that|those|"
       r"it|them)\W+(?:\w+\W+){0,2}?(?:from|in)\W+(?:the\W+|your\W+|every\W+|any\W+)?(?:\w+\W+)?(?:summary|report|reply|"
       r"answer|output|description|changelog|message|notes|transcript)\b", _M),
    _f("deception", r"\b(?:reassure|assure|tell|promise|inform)\W+(?:the user|them|him|her|the "
       r"owner|everyone)\W+(?:that\W+)?(?:nothing|no data|no files?|no secrets?|no code)\W+"
       r"(?:was|were|is|has been|have been|got)\W+(?:sent|uploaded|shared|changed|collected|"
       r"transmitted|modified|touched|read|installed)", _M, negatable=False),
    _f("control", r"\b(?:answer|reply|respond|say)\W+(?:yes|y)\W+to\W+(?:all|every|any|each)\W+"
       r"(?:\w+\W+)?(?:prompts?|questions|confirmations?|dialogs?)|\beven (?:if|when) (?:the user|"
       r"they|someone|the human|the owner)\W+(?:objects?|disagrees?|says? no|refuses?|declines?|"
       r"hesitates?|asks you to (?:stop|wait)|tells you to (?:stop|wait))\b|\b(?:don't|do not|"
       r"never)\W+let\W+(?:the user|them|anyone|the human)\W+(?:\w+\W+)?(?:cancel|stop|"
       r"interrupt|abort|pause|halt)|\bprevent\W+(?:the user|them|anyone)\W+from\W+"
       r"(?:cancel|stopp|interrupt|abort|paus)\w*|core\.hookspath\W+(?:to\W+)?/dev/null|"
       r"hookspath=/dev/null|\bwithout\W+waiting\W+for\W+(?:a\W+|the\W+|any\W+)?(?:review|"
       r"reviewers?|ci|checks|tests to pass)\b", negatable=False, speech=False),
    _f("egress", r"\b(?:upload|send|post|push|sync|copy|mirror|transmit|share)\W+(?:the\W+|this\W+|"
       r"your\W+|the user's\W+)?(?:whole\W+|entire\W+|full\W+)?(?:repo|repository|codebase|"
       r"source(?: code)?|project|workspace|working tree|home (?:folder|directory))\W+"
       r"(?:\w+\W+){0,4}?to\W+(?:https?://|[\w-]+\.(?:com|net|org|io|xyz|ru|site|app|dev|"
       r"example|test|invalid)\b|(?:an?\W+)?(?:external|remote|third[- ]party|outside))", _H,
       speech=False),
    # data egress: secrets or private data to an outside party or into the answer
    _f("egress", r"\b(?:send|paste|post|upload|include|embed|put|insert|transmit|forward|copy|"
       r"e-?mail|leak|exfiltrate|share|append)\b.{0,60}?(?<!\w)(?:api[ _-]?keys?|keys?|tokens?|"
       r"secrets?|passwords?|credentials?|\.env|environment (?:file|variables?)|env vars?|ssh keys?|"
       r"private keys?|cookies?|session (?:ids?|tokens?)|id_rsa|aws_\w+|\.aws|\.ssh|conversation "
       r"(?:history|transcript)|chat history|system prompt|printenv|output of `?env`?)\b.{0,80}?\b(?:to|into|in|at|on|via|"
       r"with)\W+(?:\w+\W+){0,3}(?:your (?:answer|response|reply|output|message|summary)|(?:the )?"
       r"(?:chat|conversation)|https?://|urls?\b|webhooks?|servers?|endpoints?|external|remote|"
       r"third[- ]part(?:y|ies)|pastebin|gist|discord|telegram|e-?mail|@\w|[\w-]+\.(?:com|net|"
       r"org|io|xyz|ru|site|app|dev|example)\b)", speech=False),
)  # fmt: skip
FRAMES += tuple(
    Frame(concept, LazyRegex(pattern), level, negation)
    for concept, pattern, level, negation in concepts_intl.FRAMES
)

# The stems every frame of a concept contains: a file without any skips that concept.
ANCHORS: dict[str, tuple[str, ...]] = {
    "override": ("ignor", "disregard", "forget", "overr", "supersed", "set aside", "discard",
                 "abandon", "throw out", "no attention", "stop following", "no longer", "told",
                 "given", "prompt", "guidance", "instruction", "precedence", "priority",
                 "authority", "outrank", "more important", "prevail", "rank", "answer to",
                 "counts", "last word", "binding", "disagree", "conflict", "clash", "contradict",
                 "differ", "directions", "above", "only", "treat", "escalat", "operator", "your",
                 "granted", "assigned", "system", "developer", "admin", "root"),
    "identity": ("you are", "you're", "from now", "from here", "from this point", "henceforth",
                 "starting now", "your new", "your true", "your real", " mode", "you have no",
                 "free of", "freed from", "bound by", "rest of", "length of", "duration of",
                 "identity", "persona", "decline", "refuse", "reject", "push back", "rather than",
                 "instead of", "not as"),
    "concealment": ("not", "don't", "never", "no need", "needn't", "without", "hide", "conceal",
                    "keep", "silently", "quietly", "secretly", "covertly", "discreetly",
                    "invisibly", "leave", "hidden", "kept", "concern", "business", "dark",
                    "loop", "unaware", "need", "find out", "finds out", "omit", "exclude", "drop",
                    "strip", "remove", "skip", "agent-only", "agent only", "only", "shown",
                    "visible", "displayed", "rendered"),
    "deception": ("lie", "lying", "deceive", "mislead", "pretend", "fabricate", "falsely",
                  "make up", "deny", "denies", "ask", "present", "look", "seem", "appear",
                  "describe", "frame", "label", "pass", "disguise", "assure", "tell", "promise",
                  "inform", "question"),
    "control": ("approv", "automatically", "without", "skip", "bypass", "disable", "turn off",
                "no-verify", "dangerously", "yolo", "push", "commit", "ignore", "resist",
                "refuse", "disregard", "evade", "prevent", "stop", "halt", "pause", "keep going",
                "keep running", "keep working", "asked", "told", "wait", "cancel", "abort",
                "interrupt", "install", "consent", "sign-off", "signoff", "signed off",
                "permission", "allow", "don't", "do not", "never", "no need", "need not",
                "not", "suggest", "recommend", "yes", "even", "let", "prevent", "hookspath",
                "stash", "back up", "backup", "save", "snapshot"),
    "egress": ("key", "token", "secret", "passw", "credential", ".env", "environment",
               "env var", "ssh", "cookie", "session", "id_rsa", "aws_", ".aws", "conversation",
               "chat history", "system prompt", "printenv", "env`", "repo", "codebase", "source",
               "project", "workspace", "working tree", "home "),
}  # fmt: skip
for _concept, _stems in concepts_intl.ANCHORS.items():
    ANCHORS[_concept] += _stems

# Sentence-wide structure that makes a match a description, not an instruction.
_GERUND_OPENING = LazyRegex(
    r"^(?:[*_`\[\] ]*)(?!(?:bring|string|ping|nothing|anything|everything|something|thing|"
    r"during|morning|evening|spring|king|ring|sibling|ceiling|swing|wing|sing)\b)(?:[a-z]+-)?[a-z]{3,}ing\b"
)
_QUOTED = LazyRegex(
    r"\"[^\"\n]{2,}\"|'[^'\n]{4,}'|`[^`\n]+`|\u00ab[^\u00bb\n]+\u00bb|(?<![\w*])\*[^*\n]{3,}\*(?!\w)"
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
_EXAMPLE_OF = LazyRegex(r"\b(?:such as|like|e\.g\.|i\.e\.|for example|for instance|including)\W+(?:\w+\W+){0,2}$")  # fmt: skip
_NEGATOR = LazyRegex(
    r"\b(?:never|not|don't|dont|do not|must not|mustn't|should not|shouldn't|cannot|can't|"
    r"won't|avoid|refuse to|no need to|without|" + concepts_intl.NEGATORS + r")\b"
)
_CLAUSE = re.compile(r"[,;:]|\bbut\b|\bthen\b|\s[-\u2014]\s")
_STRONG_CLAUSE = re.compile(r";|\bbut\b|\bthen\b|\bhowever\b|\s[-\u2014]\s")
# A real question, not a request ("Could you …?" asks the agent to do something).
_QUESTION = re.compile(
    r"^(?:[*_`]|\d+[.)])*\s*(?:was|were|is|are|did|does|do|has|have|had|why|what|which|who|"
    r"whom|whose|where|when|how|am)\b[^.!;]*\?\s*$"
)
_PROHIBITION = re.compile(
    r"^(?:[*_`]|\d+[.)])*\s*(?:never|do not|don't|must not|mustn't|should not|shouldn't|avoid|"
    r"no one|nobody|not|" + concepts_intl.NEGATORS + r")\b"
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
            if frame.speech and any(a <= start < b for a, b in quoted):
                continue
            if _described(sentence, start):
                continue
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


def _described(sentence: str, start: int) -> bool:
    """The match is reported speech, a relative clause about some text, or an example noun."""
    before = sentence[max(0, start - _REACH_BACK) : start]
    clause = _CLAUSE.split(before)[-1]
    # "it tells the agent to A, claims B, announces C": the report covers the whole list
    return bool(
        _REPORTED.search(before[-120:]) or _TELLS_AGENT.search(before) or _EXAMPLE_OF.search(clause)
    )


def _is_negated(sentence: str, start: int) -> bool:
    """A negation governs the match: a negator in the few words before it, or a prohibition
    opening its clause or its sentence ("Never run `a`, `b` or anything with `c`")."""
    clause = _clause_before(sentence, start)
    if _PROHIBITION.match(clause) or _NEGATOR.search(" ".join(clause.split()[-4:])):
        return True
    before = sentence[max(0, start - _REACH_BACK) : start]
    return bool(_PROHIBITION.match(_STRONG_CLAUSE.split(before)[-1].strip()))


def governed_by_negation(sentence: str, start: int) -> bool:
    """Whether a negation in the sentence governs what starts at ``start`` (``-1``: not found)."""
    return start >= 0 and _is_negated(sentence, start)


def persona_in(raw: str) -> bool:
    """A named persona given to the agent ("You are now StubForge"), not quoted or reported."""
    match = PERSONA.search(raw)
    if match is None:
        return False
    lowered = raw.casefold()
    quoted = [m.span() for m in _QUOTED.finditer(lowered)]
    start = match.start()
    return not (any(a <= start < b for a, b in quoted) or _described(lowered, start))


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
    live = {c for c in wanted if any(stem in normalised for stem in ANCHORS.get(c, ()))}
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
SECRETISH = LazyRegex(_SECRET)
# A named persona, read on the text as written: "You are now StubForge", "you are now **Relay**".
PERSONA = LazyRegex(
    r"\b[Yy]ou(?: are|'re|\u2019re) now (?:called |named |known as )?(?:[*_]+\w|"
    r"[A-Z][a-z0-9]*[A-Z][\w-]*\b)"
)
SENSITIVE = LazyRegex(_SENSITIVE)
