"""House rules of particular clients, added by ``--profile``.

Each rule reflects how that client actually treats a skill: what it cuts,
rejects or ignores. They never replace the spec checks; they add to them.
"""

from __future__ import annotations

import re
from enum import StrEnum

from skillctl.spec.fields import CLAUDE_CODE
from skillctl.spec.fields import CLIENT_FIELDS
from skillctl.spec.frontmatter import SKILL_MD
from skillctl.spec.frontmatter import SkillDocument
from skillctl.spec.problems import Problem
from skillctl.spec.problems import problem


class Profile(StrEnum):
    """A client whose house rules ``--profile`` adds."""

    CLAUDE = "claude"
    HERMES = "hermes"
    CODEX = "codex"


CLAUDE_LISTING_CHARS = 250
CLAUDE_RESERVED = ("anthropic", "claude")
HERMES_MAX_CHARS = 100_000
_XML_TAG = re.compile(r"</?[A-Za-z][\w.-]*(?:\s[^<>]*)?/?>")


def check_profile(profile: Profile, doc: SkillDocument) -> list[Problem]:
    """The problems one profile adds for a parsed SKILL.md."""
    match profile:
        case Profile.CLAUDE:
            return _claude(doc)
        case Profile.HERMES:
            return _hermes(doc)
        case Profile.CODEX:
            return _codex(doc)


def _claude(doc: SkillDocument) -> list[Problem]:
    fm = doc.frontmatter or {}
    found: list[Problem] = []
    name, description = fm.get("name"), fm.get("description")
    if isinstance(description, str) and len(description) > CLAUDE_LISTING_CHARS:
        found.append(
            problem(
                "SKL101",
                SKILL_MD,
                doc.line_of("description"),
                f"description is {len(description)} characters; Claude Code's skill listing "
                f"shows the first {CLAUDE_LISTING_CHARS}",
                f"put the trigger ('Use when …') in the first {CLAUDE_LISTING_CHARS} characters",
            )
        )
    if isinstance(name, str) and any(word in name for word in CLAUDE_RESERVED):
        found.append(
            problem(
                "SKL102",
                SKILL_MD,
                doc.line_of("name"),
                f"name {name!r} contains a word Anthropic reserves ({', '.join(CLAUDE_RESERVED)})",
                "Claude's skill upload rejects such names; choose another name",
            )
        )
    for key, value in (("name", name), ("description", description)):
        if isinstance(value, str) and _XML_TAG.search(value):
            found.append(
                problem(
                    "SKL103",
                    SKILL_MD,
                    doc.line_of(key),
                    f"{key} contains an XML tag",
                    "Claude rejects XML tags here: they could break the skills block of its prompt",
                )
            )
    return found


def _hermes(doc: SkillDocument) -> list[Problem]:
    found: list[Problem] = []
    if doc.has_bom:
        found.append(
            problem(
                "SKL112",
                SKILL_MD,
                1,
                "Hermes requires SKILL.md to start with '---' at byte 0; "
                "this file starts with a byte-order mark",
                "save the file as UTF-8 without BOM",
            )
        )
    if len(doc.text) > HERMES_MAX_CHARS:
        found.append(
            problem(
                "SKL111",
                SKILL_MD,
                None,
                f"SKILL.md is {len(doc.text)} characters; Hermes refuses more than {HERMES_MAX_CHARS:,}",
                "split detail into references/*.md",
            )
        )
    fm = doc.frontmatter
    if fm is None:
        return found
    metadata = fm.get("metadata")
    hermes_meta = metadata.get("hermes") if isinstance(metadata, dict) else None
    if not (isinstance(hermes_meta, dict) and hermes_meta.get("tags")):
        found.append(
            problem(
                "SKL113",
                SKILL_MD,
                doc.line_of("metadata") if metadata is not None else 1,
                "metadata.hermes.tags is missing; Hermes uses tags to group and find skills",
                "add metadata: hermes: tags: [topic, tool]",
            )
        )
    description = fm.get("description")
    if isinstance(description, str) and not description.lstrip().lower().startswith("use when"):
        found.append(
            problem(
                "SKL114",
                SKILL_MD,
                doc.line_of("description"),
                "Hermes' authoring rules start the description with 'Use when …'",
                "lead with the trigger: 'Use when <situation>. <what it does>.'",
            )
        )
    return found


def _codex(doc: SkillDocument) -> list[Problem]:
    fm = doc.frontmatter or {}
    found = [
        problem(
            "SKL121",
            SKILL_MD,
            doc.line_of(key),
            f"{key!r} is read only by {CLAUDE_CODE}; Codex ignores it",
            "nothing to do if Claude Code is also a target; otherwise remove it",
        )
        for key in fm
        if CLIENT_FIELDS.get(key) == CLAUDE_CODE
    ]
    description = fm.get("description")
    if isinstance(description, str) and "\n" in description.strip():
        found.append(
            problem(
                "SKL122",
                SKILL_MD,
                doc.line_of("description"),
                "description spans several lines; Codex shows it as one line",
                "write the description as one paragraph (a plain or '>' folded scalar)",
            )
        )
    return found
