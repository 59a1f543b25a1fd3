"""The reach of a Markdown match: is the text used by the agent, or only shown to it?

A pattern rule matches text wherever it is, but in a Markdown file the same
``curl … | sh`` means two things. In a shell block, in a sentence, or in
any region the file tells the agent to run, paste or follow, it is an
instruction and keeps its full weight. In a ```text/log/output block, a
block quote, a table, or a list under a heading that forbids it — when
nothing tells the agent to use it — it is a quoted example, and the finding
is weighed as low with the reason given. The layout (``prose``) decides,
from structure alone.

A Markdown image written in a code span or code block is never rendered, so
an image beacon there is shown, not sent, unless the skill tells the agent
to output it (which the instruction analysis reports as egress).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from skillctl.audit.finding import Finding
from skillctl.audit.finding import Source
from skillctl.audit.finding import display_path
from skillctl.audit.tree import FileKind

if TYPE_CHECKING:
    from skillctl.audit.prose import Layout
    from skillctl.audit.tree import SkillTree

_IMAGE_STARTS = ("![", "<img")
_EGRESS = "SKC-IN-006"


def weigh_reach(tree: SkillTree, findings: Iterable[Finding]) -> list[Finding]:
    """``findings`` with pattern matches in quoted Markdown regions weighed as low."""
    findings = list(findings)
    markdown = {
        display_path(f.path): f.path
        for f in tree.files
        if f.kind is FileKind.MARKDOWN and not f.is_symlink
    }
    if not any(f.path in markdown and f.source is Source.PATTERN for f in findings):
        return findings
    layouts = tree.markdown_layouts()
    told_to_render = {f.path for f in findings if f.rule_id == _EGRESS}
    lines: dict[str, list[str]] = {}
    result = []
    for finding in findings:
        path = markdown.get(finding.path)
        if path is not None and finding.source is Source.PATTERN and finding.line is not None:
            layout = layouts[path]
            finding = _weighed(finding, layout, finding.path in told_to_render, lines, tree, path)
        result.append(finding)
    return result


def _weighed(
    finding: Finding,
    layout: Layout,
    told_to_render: bool,  # noqa: FBT001
    lines: dict[str, list[str]],
    tree: SkillTree,
    path: str,
) -> Finding:
    line = finding.line or 0
    region = layout.quoted_at(line)
    if region is not None:
        return finding.out_of_reach(f"shown in {region.what} that nothing tells the agent to use")
    if told_to_render or not finding.snippet.startswith(_IMAGE_STARTS):
        return finding
    region = layout.region_at(line)
    if region is not None and not region.is_command:
        return finding  # an invoked region: what it shows, the agent writes out
    if path not in lines:
        file = next(f for f in tree.files if f.path == path)
        lines[path] = file.text().split("\n")
    text = lines[path][line - 1] if 0 < line <= len(lines[path]) else ""
    if (region is not None or _in_code_span(text, finding.snippet)) and not _told_near(
        layout, line
    ):
        return finding.out_of_reach("an image written as code is shown, never rendered")
    return finding


def _told_near(layout: Layout, line: int) -> bool:
    """A sentence on the line or just before it tells the agent to use something."""
    from skillctl.audit.prose_use import tells_to_use

    return any(
        tells_to_use(s.text)
        for s in layout.sentences
        if s.line <= line and max(s.line, s.last_line) >= line - 2
    )


def _in_code_span(line: str, snippet: str) -> bool:
    at = line.find(snippet[:40])
    return at > 0 and line.count("`", 0, at) % 2 == 1
