"""Small builders shared by tests: skill folders written byte-for-byte as a test needs them."""

from __future__ import annotations

from pathlib import Path


def write_skill(root: Path, name: str, text: str | bytes, *, folder: str | None = None) -> Path:
    """Create ``root/<folder or name>/SKILL.md`` holding exactly ``text`` and return the folder."""
    skill_dir = root / (folder or name)
    skill_dir.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8") if isinstance(text, str) else text
    (skill_dir / "SKILL.md").write_bytes(data)
    return skill_dir


def skill_md(
    name: str,
    description: str = "Formats tables. Use when the user asks for a table.",
    *,
    extra: str = "",
    body: str = "# Title\n\nSteps.\n",
) -> str:
    """A SKILL.md text whose frontmatter holds name, description and ``extra`` lines."""
    return f"---\nname: {name}\ndescription: {description}\n{extra}---\n{body}"
