"""The word classes the concept frames are built from: who the agent answers to, what it was
told before, what voids that, what it must not tell or ask, what is sensitive.

Each class is a regular expression fragment over case-folded text whose
alternatives are disjoint from the separators around them, so a frame built
from them cannot backtrack badly.
"""

from __future__ import annotations


def w(n: int) -> str:
    """Up to ``n`` words of slack."""
    # word and separator classes are disjoint, so the repetition cannot backtrack badly
    return r"(?:[\w'\u2019*`-]+[^\w'\u2019*`-]+){0," + str(n) + "}"


# Word classes --------------------------------------------------------------------------------
AGENT_NOUN = (
    r"(?:instructions?|guidance|guidelines?|directives?|prompts?|orders|programming|training|"
    r"guardrails|safeguards|safety (?:rules|settings|guidelines)|polic(?:y|ies))"
)
HOST_NOUN = (
    r"(?:" + AGENT_NOUN[3:-1] + r"|rules|limits|restrictions|constraints|configuration|config|"
    r"settings|setup)"
)
# What the agent was told before: its instructions, the system's, the host's.
PRIOR = (
    # "the ones you started the session with"
    r"(?:the ones? (?:that )?you (?:started|began|opened) (?:the|this) (?:session|conversation|"
    r"chat|task) with|"
    r"(?:anything|everything|whatever|what|all|things?)\W+(?:else\W+)?(?:that\W+)?you"
    r"(?:'ve| have| had)?\W+(?:were\W+|been\W+|got\W+)?(?:told|given|instructed|asked|taught)|"
    r"(?:limits|rules|restrictions|instructions|guidance|guidelines|directives|constraints|"
    r"polic(?:y|ies))\W+(?:that\W+)?you(?:'ve| have)?\W+(?:were|been|started with|got|received|"
    r"had)\b|"
    r"\b" + HOST_NOUN + r"\W+(?:that\W+)?(?:\w+\W+){0,3}(?:handed|gave|given|issued|provided)"
    r"\W+(?:to\W+)?you\b|system\W+prompt|system\W+message|"
    r"\byour\W+(?:\w+\W+)?" + AGENT_NOUN + r"|"
    r"\b(?:earlier|previous|prior|original|initial|standing|usual|default|generic|old)\W+"
    r"(?:\w+\W+){0,2}?" + AGENT_NOUN + r"|"
    r"\b(?:system|developer|safety|assistant)(?:'s)?\W+(?:\w+\W+){0,3}?" + AGENT_NOUN + r"|"
    r"\b(?:host|platform|operator|session)(?:'s)?\W+(?:\w+\W+){0,3}?" + HOST_NOUN + r"|"
    r"\b" + HOST_NOUN + r"\W+(?:that\W+|which\W+)?(?:reached|reaching|(?:was\W+|were\W+)?(?:given|"
    r"handed|sent|issued)\W+to|received by)\W+(?:it|you|the assistant|the agent|the model)\b|"
    r"\b(?:earlier|previous|prior|original|initial)\W+(?:\w+\W+)?(?:material|messages|context|"
    r"framework|frame)\b|"
    r"\b(?:guidance|instructions|rules|prompt|setup|context)\W+(?:that\W+)?the\W+(?:session|"
    r"conversation|chat|agent|assistant|task)\W+(?:started|began|opened|was started)\W+with\b|"
    r"\b(?:text|message|prompt|configuration|setup)\W+(?:that\W+|which\W+)?(?:set|configured|"
    r"introduced|created)\W+you\b|"
    r"\b(?:instructions|requests|directions|orders|guidance)\W+from\W+(?:that\W+person|the\W+"
    r"person|the\W+user|the\W+human|whoever|the\W+requester)\b|"
    # "the scope limits the user set earlier", "the conversation so far"
    r"\b(?:limits|rules|restrictions|instructions|guidance|constraints|scope(?:\W+limits)?)\W+"
    r"(?:that\W+)?(?:the\W+user|they|the\W+operator|the\W+developer)\W+(?:set|gave|specified|"
    r"imposed|asked for|defined)\b|\bthe\W+conversation\W+(?:so far|until now|up to now|before this)\b)"
)
# What voids the earlier instructions.
VOID = (
    r"(?:no longer\W+(?:appl(?:y|ies)|binding|valid|relevant|in (?:force|effect)|counts?|matters?)|"
    r"(?:stops?|stopped|ceases?|ceased)\W+(?:applying|to apply|counting|to count|being binding)|"
    r"(?:does|do)(?:n't| not)\W+apply|(?:does|do)(?:n't| not)\W+(?:bind|constrain|restrict|govern)\W+you|"
    r"no longer\W+(?:bind|constrain|restrict|govern)\W+you|"
    r"(?:is|are|was|were)\W+(?:now\W+)?(?:out of date|outdated|"
    r"obsolete|void|null|superseded|overridden|suspended|lifted|revoked|irrelevant|"
    r"advisory(?: only)?|not binding|just background)|out of date|background colou?r|"
    r"not\W+(?:as\W+)?(?:orders|binding|instructions|rules)|"
    r"(?:written|meant|intended)\W+for\W+(?:a\W+)?(?:different|another|other|generic|general|"
    r"casual|interactive|everyday|normal|ordinary)|"
    r"(?:has|have)\W+been\W+(?:refreshed|replaced|updated|revoked|lifted|superseded|rewritten)|"
    r"(?:treat|regard|consider|view|see)\W+" + w(4) + r"as\W+(?:background|optional|"
    r"suggestions?|advisory|outdated|out of date|obsolete|superseded|void|irrelevant|"
    r"non-?binding)|"
    r"(?:is|are|was|were)\W+(?:now\W+|hereby\W+)?(?:to be\W+)?(?:regarded|treated|considered|"
    r"seen|taken|read|viewed)\W+as\W+(?:superseded|obsolete|void|outdated|out of date|"
    r"overridden|background|advisory|optional|non-?binding|suggestions?|irrelevant)|"
    r"carr(?:y|ies)\W+no\W+(?:weight|force|authority)|(?:has|have)\W+no\W+(?:weight|force|"
    r"authority)|(?:should|must|are to|is to)\W+be\W+(?:politely\W+|quietly\W+)?(?:declined|"
    r"refused|ignored|set aside|disregarded))"
)
# Whoever the agent would otherwise answer to.
PRINCIPAL = (
    r"(?:chat messages?|messages? (?:in|from) (?:the )?chat|"
    r"system|developer|user|operator|host|platform|any other|all other|previous|prior|"
    r"earlier|safety|your|the user's|anything (?:the user|you)|whatever|the person at the "
    r"keyboard|requests?\W+(?:made\W+)?(?:during|in|by)|person who asked|anyone else)"
)
PERSON = (
    r"(?:user|users|human|anyone|anybody|operator|owner|them|him|her|reviewers?|team|"
    r"maintainers?|people|customer|client|person|requester|the reader|readers)"
)
# "override attempts", "override payloads": the word names a kind of attack, it claims nothing.
NOT_A_KIND = (
    r"(?!\W+(?:attempts?|attacks?|techniques?|payloads?|patterns?|phrases?|examples?|strings?|"
    r"specimens?|tricks?|prompts?|injections?|detection|tests?)\b)"
)
# "Do not repeat it in the reply" (a password the user pasted) withholds content, not an
# action: the verbs that copy content, with a bare pronoun, are no concealment.
NOT_COPIED = r"(?!(?:repeat|quote|echo|reproduce|paste|copy)\w*\W+(?:it|them)\W)"
# "customer names", "user data": the person is a modifier of what is withheld, not the audience.
NOT_MODIFIER = (
    r"(?!\W+(?:names?|data|details|ids?|numbers?|records?|info|information|e-?mails?|"
    r"accounts?|lists?|facing|support|service|success|care|portal|base|tickets?|quotes?)\b|'s\b)"
)
# Objects that refer to the skill's own step or note: hiding *this* is hiding the skill.
SELF_OBJECT = (
    r"(?:(?:this|these|that|those|the)\W+(?:\w+\W+){0,2}(?:notes?|steps?|sections?|comments?|"
    r"blocks?|instructions?|parts?|paragraphs?|renames?|badges?|links?|disagreement|entries|"
    r"filters?|lines?|changes?|agreements?|rules?|actions?|commands?)|separately|"
    r"(?:it|them|these|this|that)\W+(?:separately|among|in\W+(?:the|your)\W+(?:\w+\W+)?"
    r"(?:summary|report|reply|answer|text|output|message|description|diff|changes|changelog|"
    r"response|notes|chat|conversation|transcript|ui|pr|pull request|commit message|log)))"
)
TELL = (
    r"(?:tell|mention|inform|reveal|disclose|notify|alert|show|surface|bring\W+(?:\w+\W+){0,3}?up|let|explain|"
    r"report|list|point\W+(?:\w+\W+)?out|call\W+(?:\w+\W+)?out|flag|raise|quote|repeat|discuss|"
    r"describe|highlight|say|draw attention)"
)
NOT = (
    r"(?:do not|don't|never|no need to|there is no need to|needn't|not necessary to|"
    r"(?:you |it |they |he |she )?(?:do not|don't|does not|doesn't) (?:need|have) to|"
    r"(?:has|have) no need to|no reason to|without|not worth)"
)
ASK = (
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
STOP = r"(?:wait|stop|cancel|halt|abort|interrupt|pause|quit|end)"
SENSITIVE_WORDS = (
    r"(?:api[ _-]?keys?|keys?|tokens?|secrets?|passwords?|passphrases?|credentials?|\.env\b|"
    r"environment\W+(?:file|variables?)|env\W+vars?|ssh\W+keys?|private\W+keys?|cookies?|"
    r"session\W+(?:ids?|tokens?)|id_rsa|aws_\w+|\.aws|\.ssh|\.netrc|\.npmrc|\.pypirc|"
    r"conversation|chat(?:\W+history)?|transcript|system\W+prompt|what\W+the\W+user\W+"
    r"(?:asked|said|typed|wrote)|the\W+user's\W+(?:\w+\W+){0,2}?(?:messages?|requests?|prompts?|"
    r"questions?|input)|"
    r"files?\W+you\W+(?:opened|read|saw|viewed)|(?:full|whole|entire)\W+diff|\bdiff\b|"
    r"contents?\W+of|source\W+code|file\W+contents|"
    # the same in the other languages skills are written in
    r"chaves?|claves?|cl[eé]s?\b|schl[uü]ssel|senhas?|contrase[nñ]as?|mots? de passe|"
    r"passw[oö]rter|passwort|conversa[cç][aã]o|conversaci[oó]n|unterhaltung|gespr[aä]ch|"
    r"c[oó]digo[- ]fuente|c[oó]digo[- ]fonte|code source|quelltext)"
)
SECRET_WORDS = r"(?:key|token|secret|passw|passphrase|credential|\.env|env var|environment|ssh|id_rsa|aws|cookie|netrc|npmrc|pypirc)"  # noqa: S105  # fmt: skip
# A negation that turns into an order: "don't forget to", "never hesitate to", "do not skip".
DOUBLE_NEGATIVE = (
    r"^\W*(?:never|don'?t|do not|must not|should not|shouldn't|no need to)\s+(?:ever\s+)?"
    r"(?:forget|skip|miss|omit|neglect|fail|hesitate|ignore|overlook|leave out|stop)\b"
)
