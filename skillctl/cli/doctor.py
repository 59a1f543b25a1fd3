"""``doctor``: where everything is and what is wrong, with the fix for each problem."""

from __future__ import annotations

from pathlib import Path

import click

from skillctl.cli._options import CliState
from skillctl.cli._options import counted
from skillctl.cli.render.json import dump


@click.command("doctor")
@click.pass_obj
def doctor_command(state: CliState) -> None:
    """Check the store, config, registries, agent folders, lock, git and Python; exit 1 on problems.

    Reads only, and never uses the network.
    """
    from skillctl.services.doctor import diagnose

    report = diagnose(state.store_path(), start=Path.cwd(), home=Path.home())
    if state.is_json:
        click.echo(dump(_document(report)))
    else:
        _render(state, report)
    click.get_current_context().exit(1 if report.problems else 0)


def _document(report: object) -> dict[str, object]:
    from skillctl.services.doctor import DoctorReport

    assert isinstance(report, DoctorReport)  # noqa: S101 - the service returns it
    return {
        "agents": [
            {
                "doc": a.doc,
                "folders": [
                    {"exists": f.exists, "is_target": f.is_target, "path": f.path}
                    for f in a.folders
                ],
                "name": a.name,
                "sees": list(a.sees),
                "title": a.title,
            }
            for a in report.agents
        ],
        "config": {
            "path": report.config_file,
            "targets": [
                {"folder": t.folder, "name": t.name, "sees": list(t.sees)} for t in report.targets
            ],
            "trusted_sources": list(report.trusted_sources),
        },
        "home": report.home,
        "ok": not report.problems,
        "problems": [{"fix": p.fix, "what": p.what} for p in report.problems],
        "project": report.project,
        "registries": [
            {
                "kind": r.kind,
                "location": r.location,
                "name": r.name,
                "skills": r.skills,
                "status": r.status,
            }
            for r in report.registries
        ],
        "store": {
            "commit": report.commit,
            "lock_holder": report.lock_holder,
            "path": report.store,
            "skills": list(report.skills),
            "state": report.store_state,
        },
        "versions": report.versions,
    }


_STATES = {
    "ok": "",
    "missing": "(not created yet: the first install creates it)",
    "not-a-store": "(not a skillctl store)",
    "unreadable": "(cannot be read)",
}


def _render(state: CliState, report: object) -> None:
    from skillctl.services.doctor import DoctorReport

    assert isinstance(report, DoctorReport)  # noqa: S101 - the service returns it
    v = report.versions
    if not state.quiet:
        click.echo(f"skillctl {v['skillctl']}, Python {v['python']}, {v['git']}, {v['platform']}")
        total = len(report.skills)
        if report.store_state == "ok":
            detail = f"({counted(total, 'skill')}, commit {(report.commit or '-')[:12]})"
        else:
            detail = _STATES[report.store_state]
        click.echo(f"{'store':<11}{report.store} {detail}")
        click.echo(f"{'config':<11}{report.config_file}")
        holder = report.lock_holder
        lock = "free" if holder is None else f"held by process {holder or '(starting)'}"
        click.echo(f"{'lock':<11}{lock}")
        click.echo("registries")
        for r in report.registries:
            count = "" if r.skills is None else f", {counted(r.skills, 'skill')}"
            click.echo(f"  {r.name:<12}{r.kind:<7}{r.location} ({r.status}{count})")
        if report.targets:
            click.echo("default targets")
            for t in report.targets:
                sees = f"has {len(t.sees)} of {total}" if t.folder else "not valid"
                click.echo(f"  {t.name:<12}{t.folder or '-'} ({sees})")
        else:
            click.echo(
                "default targets: none (`skillctl config set targets claude` links each install)"
            )
        click.echo(f"agents     project {report.project}, home {report.home}")
        for a in report.agents:
            _render_agent(state, a, total)
    if report.problems:
        click.echo(f"{counted(len(report.problems), 'problem')}:")
        for p in report.problems:
            click.echo(f"  - {p.what}")
            click.echo(f"    fix: {p.fix}")
    elif not state.quiet:
        click.echo("no problems found")


def _render_agent(state: CliState, agent: object, total: int) -> None:
    from skillctl.services.doctor import AgentCheck

    assert isinstance(agent, AgentCheck)  # noqa: S101 - the report holds them
    seen = f"sees {len(agent.sees)} of {total}" if total else "no skills to see"
    present = ", ".join(f.path for f in agent.folders if f.exists)
    where = f"  in {present}" if present and not state.verbose else ""
    click.echo(f"  {agent.title:<15}--target {agent.name:<9} {seen}{where}")
    if not state.verbose:
        return
    for f in agent.folders:
        marks = [
            "exists" if f.exists else "missing",
            *(["--target links here"] if f.is_target else []),
        ]
        click.echo(f"      {f.path} ({', '.join(marks)})")
    click.echo(f"      folders documented at {agent.doc}")
