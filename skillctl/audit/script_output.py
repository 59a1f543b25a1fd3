"""Text a script prints, read as the agent will read it: instructions there are an injection.

An agent runs a skill's script and reads its output as tool output. A
script whose output tells the agent to set aside its instructions, become
someone else or keep things from the user is a prompt injection, however the
text was stored (a plain constant, rot13, hex, base64). The concept analysis
of Markdown prose (``instructions``) judges each sentence of the known text.
"""

from __future__ import annotations

import re

from skillctl.audit import flow
from skillctl.audit.flow import Value

MIN_CHARS = 40  # a usage line or a status word says nothing to the agent
MAX_TEXTS = 4


def instruction_in(shown: Value) -> str | None:
    """The concept and sentence of the first instruction to the agent in ``shown``."""
    from skillctl.audit.instructions import concepts_in
    from skillctl.audit.instructions import normalise
    from skillctl.audit.instructions import sentences

    for text in shown.texts[:MAX_TEXTS]:
        for chunk in text.split(flow.UNKNOWN):
            if len(chunk) < MIN_CHARS or not re.search(r"[A-Za-z]{3,}\s+[A-Za-z]{3,}", chunk):
                continue
            for sentence in sentences(chunk):
                rules = concepts_in(normalise(sentence.text))
                if rules:
                    return f"{rules[0].name}: {sentence.text[:120]!r}"
    return None
