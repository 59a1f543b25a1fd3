"""Human output: fixed columns, colour only when the caller says the terminal wants it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from skillctl.spec.problems import Problem
from skillctl.spec.problems import Severity

if TYPE_CHECKING:
    from skillctl.services.prompt import PromptResult
    from skillctl.services.validate import ValidateResult
    from skillctl.spec.validate import SkillReport

_COLORS = {Severity.ERROR: "\x1b[31m", Severity.WARNING: "\x1b[33m", Severity.INFO: "\x1b[36m"}
_GREEN, _RED, _RESET = "\x1b[32m", "\x1b[31m", "\x1b[0m"


def render_validate(result: ValidateResult, *, quiet: bool = False, color: bool = False) -> str:
    """One block per skill (problems under it), then a one-line summary."""
    out: list[str] = []
    for report in result.reports:
        out.extend(_skill_block(report, result.is_strict, quiet=quiet, color=color))
    out.append(_summary_line(result))
    return "\n".join(out)


def _skill_block(report: SkillReport, strict: bool, *, quiet: bool, color: bool) -> list[str]:
    is_valid = report.is_valid(strict=strict)
    shown = [p for p in report.problems if not (quiet and p.severity is Severity.INFO)]
    if quiet and is_valid:
        return []
    status = "ok" if is_valid else "invalid"
    if color:
        status = f"{_GREEN if is_valid else _RED}{status}{_RESET}"
    label = (
        f"{report.path} ({report.name})"
        if report.name and report.name != _leaf(report.path)
        else report.path
    )
    lines = [f"{label}  {status}"]
    width = max((len(_where(p)) for p in shown), default=0)
    for p in shown:
        severity = f"{p.severity:<7}"
        if color:
            severity = f"{_COLORS[p.severity]}{severity}{_RESET}"
        lines.append(f"  {_where(p):<{width}}  {severity}  {p.code}  {p.message}")
        if p.hint and not quiet:
            lines.append(f"  {'':<{width}}  {'':<7}  {'':<6}  hint: {p.hint}")
    return lines


def _where(p: Problem) -> str:
    return f"{p.path}:{p.line}" if p.line is not None else p.path


def _leaf(path: str) -> str:
    return path.rstrip("/").rsplit("/", 1)[-1]


def _summary_line(result: ValidateResult) -> str:
    s = result.summary()
    skills = "skill" if s.skills == 1 else "skills"
    return (
        f"{s.skills} {skills}: {s.valid} valid, {s.invalid} invalid "
        f"({_count(s.errors, 'error')}, {_count(s.warnings, 'warning')}, {_count(s.infos, 'info')})"
    )


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def render_prompt(result: PromptResult) -> str:
    """The ``<available_skills>`` block; every value is XML-escaped, the location included."""
    from html import escape

    lines = ["<available_skills>"]
    for entry in result.entries:
        lines += [
            "<skill>",
            f"<name>{escape(entry.name)}</name>",
            f"<description>{escape(entry.description)}</description>",
            f"<location>{escape(entry.location)}</location>",
            "</skill>",
        ]
    lines.append("</available_skills>")
    return "\n".join(lines)
