"""Checks on the Markdown body: size budget, relative links, and the description's 'when'.

These go beyond the agentskills.io spec; they catch what makes a skill load
badly (too big for progressive disclosure) or break after a move (links to
files that are not there).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from urllib.parse import unquote

from skillctl.spec.frontmatter import SKILL_MD
from skillctl.spec.frontmatter import SkillDocument
from skillctl.spec.problems import Problem
from skillctl.spec.problems import problem

MAX_BODY_LINES = 500
MAX_BODY_TOKENS = 5000
# A rough, tokenizer-free estimate: English prose and code average about four
# characters per token in the common tokenizers.
CHARS_PER_TOKEN = 4

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1")
_INLINE_LINK = re.compile(r"!?\[[^\]]*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:\"[^\"]*\"|'[^']*'))?\s*\)")
_REF_DEF = re.compile(r"^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)")
_SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
_WHEN = re.compile(
    r"\b(when|whenever|if|use (?:it |this )?(?:for|to|on|with|in)|use this|before|after|during|"
    r"trigger|for (?:any|tasks?|requests?|questions?)|asked|needs? to|wants? to)\b",
    re.IGNORECASE,
)


def check_body(doc: SkillDocument, skill_dir: Path) -> list[Problem]:
    """Size, emptiness and link problems of the body; needs a parsed frontmatter."""
    if doc.frontmatter is None:
        return []
    problems: list[Problem] = []
    body = doc.body
    if not body.strip():
        problems.append(
            problem(
                "SKL035",
                SKILL_MD,
                doc.body_line,
                "the body after the frontmatter is empty",
                "write the instructions the agent should follow once the skill is loaded",
            )
        )
        return problems
    lines = body.rstrip("\n").split("\n")
    if len(lines) > MAX_BODY_LINES:
        problems.append(
            problem(
                "SKL033",
                SKILL_MD,
                doc.body_line,
                f"the body has {len(lines)} lines; keep SKILL.md under {MAX_BODY_LINES}",
                "move detail into references/*.md and link to it from SKILL.md",
            )
        )
    tokens = len(body) // CHARS_PER_TOKEN
    if tokens > MAX_BODY_TOKENS:
        problems.append(
            problem(
                "SKL032",
                SKILL_MD,
                doc.body_line,
                f"the body is about {tokens} tokens (at {CHARS_PER_TOKEN} characters per token); "
                f"the budget is {MAX_BODY_TOKENS}",
                "agents load the whole body on use: move detail into references/*.md",
            )
        )
    problems.extend(_check_links(lines, doc.body_line, skill_dir))
    return problems


def check_description_when(doc: SkillDocument) -> list[Problem]:
    """An info when the description says what the skill does but not when to use it."""
    description = (doc.frontmatter or {}).get("description")
    if not isinstance(description, str) or not description.strip() or _WHEN.search(description):
        return []
    return [
        problem(
            "SKL034",
            SKILL_MD,
            doc.line_of("description"),
            "the description says what the skill does but not when to use it",
            "add a trigger, e.g. 'Use when the user asks to …'; agents choose skills by it",
        )
    ]


def _check_links(lines: list[str], first_line: int, skill_dir: Path) -> list[Problem]:
    problems: list[Problem] = []
    fence: str | None = None
    for offset, line in enumerate(lines):
        opened = _FENCE.match(line)
        if fence is not None:
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence):
                fence = None
            continue
        if opened:
            fence = opened.group(1)
            continue
        if "](" not in line and "]:" not in line:
            continue
        visible = _INLINE_CODE.sub("", line)
        targets = [m.group(1) for m in _INLINE_LINK.finditer(visible)]
        ref = _REF_DEF.match(visible)
        if ref:
            targets.append(ref.group(1))
        for target in targets:
            found = _check_target(target.strip("<>"), first_line + offset, skill_dir)
            if found is not None:
                problems.append(found)
    return problems


def _check_target(target: str, line: int, skill_dir: Path) -> Problem | None:
    if not target or target.startswith("#") or _SCHEME.match(target) or "{{" in target:
        return None
    relative = unquote(target.split("#", 1)[0].split("?", 1)[0])
    if not relative:
        return None
    if relative.startswith(("/", "~", "\\")) or Path(relative).is_absolute():
        return problem(
            "SKL031",
            SKILL_MD,
            line,
            f"link {target!r} is an absolute path",
            "link to files inside the skill with a relative path, e.g. references/guide.md",
        )
    normalized = os.path.normpath(relative)
    if normalized == ".." or normalized.startswith(".." + os.sep):
        return problem(
            "SKL031",
            SKILL_MD,
            line,
            f"link {target!r} points outside the skill folder",
            "copy the file into the skill (e.g. references/) so the skill works on its own",
        )
    if not os.path.lexists(skill_dir / normalized):
        return problem(
            "SKL030",
            SKILL_MD,
            line,
            f"link {target!r} points to a file that does not exist",
            "fix the path or add the file; paths are relative to the skill folder",
        )
    return None
