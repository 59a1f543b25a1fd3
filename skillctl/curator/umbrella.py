"""Build an umbrella skill from absorbed ones, keeping progressive disclosure intact.

The umbrella's ``SKILL.md`` is a thin index: one short labelled section per
absorbed skill with its description and a link. Each absorbed body moves to
``references/<a>.md``; its support files move under ``references/<a>/``,
``scripts/<a>/`` and ``assets/<a>/``; every relative link in moved Markdown
is rewritten so it still resolves from the file's new place. Pure text work:
nothing here touches the disk.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass

MAX_DESCRIPTION = 1024
_LINK = re.compile(r"(!?\[[^\]\n]*\]\()([^)\s]+)(\))")
_TOP = ("references", "scripts", "assets")


@dataclass(frozen=True, slots=True)
class AbsorbedSkill:
    """One skill going into the umbrella: its text and its files (path → bytes)."""

    name: str
    description: str
    body: str
    version: str | None
    source: str | None
    files: dict[str, bytes]


def new_path(skill: str, path: str) -> str:
    """Where an absorbed skill's file goes inside the umbrella."""
    if path == "SKILL.md":
        return f"references/{skill}.md"
    top, _, rest = path.partition("/")
    if top in _TOP and rest:
        return f"{top}/{skill}/{rest}"
    return f"references/{skill}/{path}"


def rewrite_links(text: str, skill: str, old_file: str, new_file: str) -> str:
    """Relative links of ``old_file`` pointed again at the same files from ``new_file``."""

    def fix(match: re.Match[str]) -> str:
        target = match.group(2)
        if _is_external(target):
            return match.group(0)
        path, hash_mark, fragment = target.partition("#")
        if not path:
            return match.group(0)
        resolved = posixpath.normpath(posixpath.join(posixpath.dirname(old_file), path))
        if resolved.startswith("../") or resolved == "..":
            return match.group(0)  # pointed outside the skill: nothing to move it with
        moved = new_path(skill, resolved)
        relative = posixpath.relpath(moved, posixpath.dirname(new_file) or ".")
        return f"{match.group(1)}{relative}{hash_mark}{fragment}{match.group(3)}"

    return _LINK.sub(fix, text)


def umbrella_files(
    name: str, absorbed: list[AbsorbedSkill], *, description: str | None = None
) -> dict[str, bytes]:
    """Every file of a new umbrella skill ``name``."""
    files: dict[str, bytes] = {}
    for skill in absorbed:
        files.update(moved_files(skill))
    files["SKILL.md"] = umbrella_skill_md(name, absorbed, description=description).encode()
    return files


def moved_files(skill: AbsorbedSkill) -> dict[str, bytes]:
    """An absorbed skill's body and support files at their places in the umbrella."""
    files: dict[str, bytes] = {}
    body_path = new_path(skill.name, "SKILL.md")
    files[body_path] = rewrite_links(skill.body, skill.name, "SKILL.md", body_path).encode()
    for path, data in sorted(skill.files.items()):
        target = new_path(skill.name, path)
        if path.endswith(".md"):
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                files[target] = data
                continue
            files[target] = rewrite_links(text, skill.name, path, target).encode()
        else:
            files[target] = data
    return files


def umbrella_skill_md(
    name: str, absorbed: list[AbsorbedSkill], *, description: str | None = None
) -> str:
    sources = ", ".join(
        f"{s.name}@{s.version}" if s.version else s.name
        for s in sorted(absorbed, key=lambda s: s.name)
    )
    text = description or generated_description(absorbed)
    lines = [
        "---",
        f"name: {name}",
        f"description: {_yaml_string(text)}",
        "metadata:",
        f"  consolidated-from: {_yaml_string(sources)}",
        "---",
        f"# {name}",
        "",
        f"This skill gathers {len(absorbed)} related skills. Pick the section that fits the "
        "task and read its reference before acting.",
        "",
    ]
    lines += section_lines(absorbed)
    return "\n".join(lines)


def section_lines(absorbed: list[AbsorbedSkill]) -> list[str]:
    lines: list[str] = []
    for skill in sorted(absorbed, key=lambda s: s.name):
        lines += [
            f"## {skill.name}",
            "",
            skill.description.strip() or "(no description)",
            "",
            f"Details: [references/{skill.name}.md](references/{skill.name}.md)",
            "",
        ]
    return lines


def generated_description(absorbed: list[AbsorbedSkill]) -> str:
    """What the umbrella covers and when to use it, within the spec's 1024 characters.

    The names come first (shortened to "and N more" when they alone would
    take half the room), then the first sentence of each description, cut
    to what is left.
    """
    names = sorted(s.name for s in absorbed)
    head = f"Covers {_name_list(names, MAX_DESCRIPTION // 2)}: "
    tail = " Use when a task matches any of these."
    parts = [_first_sentence(s.description) for s in sorted(absorbed, key=lambda s: s.name)]
    budget = MAX_DESCRIPTION - len(head) - len(tail) - 1  # room for the closing "." or "…"
    body = "; ".join(p for p in parts if p)
    if len(body) > budget:
        body = body[: max(0, budget)].rstrip(" ;,") + "…"
    else:
        body = body.rstrip(".") + "."
    return f"{head}{body}{tail}"


def _name_list(names: list[str], room: int) -> str:
    """``a, b and c``, or ``a, b and 48 more`` when the whole list is longer than ``room``."""
    if len(names) == 1:
        return names[0]
    whole = f"{', '.join(names[:-1])} and {names[-1]}"
    if len(whole) <= room:
        return whole
    shown: list[str] = []
    for name in names:
        rest = len(names) - len(shown) - 1
        if len(", ".join([*shown, name])) + len(f" and {rest} more") > room:
            break
        shown.append(name)
    return f"{', '.join(shown)} and {len(names) - len(shown)} more"


def absorbed_paths(skill: str) -> tuple[str, ...]:
    """The umbrella's files and folders that came from ``skill`` (see :func:`new_path`)."""
    return (f"references/{skill}.md", *(f"{top}/{skill}" for top in _TOP))


def without_section(text: str, skill: str) -> str:
    """An umbrella's ``SKILL.md`` without ``skill``'s section and source entry.

    The section is the ``## <skill>`` heading up to the next heading of that
    level or the end; the frontmatter's ``consolidated-from`` list loses its
    ``<skill>`` or ``<skill>@<version>`` entry. Anything else is left as written.
    """
    heading = re.compile(rf"^## {re.escape(skill)}[ \t]*\n(?:(?!## ).*\n?)*", re.M)
    text = heading.sub("", text)

    def drop_source(match: re.Match[str]) -> str:
        entries = [e.strip() for e in match.group(2).split(",")]
        kept = [e for e in entries if e and e != skill and not e.startswith(f"{skill}@")]
        return f"{match.group(1)}{', '.join(kept)}{match.group(3)}"

    return re.sub(
        r'^(\s*consolidated-from:\s*")([^"\n]*)(")', drop_source, text, count=1, flags=re.M
    )


def references_skill(text: str, skill: str) -> bool:
    """Whether a hand-written umbrella mentions ``skill`` (a section or a link)."""
    return re.search(rf"(?<![a-z0-9-]){re.escape(skill)}(?![a-z0-9-])", text) is not None


def _first_sentence(text: str) -> str:
    sentence = text.strip().split(". ")[0].strip().rstrip(".")
    return sentence[:200]


def _is_external(target: str) -> bool:
    return (
        target.startswith(("/", "#", "mailto:"))
        or re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target) is not None
    )


def _yaml_string(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")
    return f'"{escaped}"'
