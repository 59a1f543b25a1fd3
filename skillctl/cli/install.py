"""``install``, ``update`` and ``outdated``: bringing skills into the store and keeping them current."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from skillctl.cli._complete import installed_names
from skillctl.cli._complete import published_names
from skillctl.cli._options import CliState
from skillctl.cli._options import checkpoint_from_env
from skillctl.cli.render.json import dump

if TYPE_CHECKING:
    from skillctl.services.install import InstallResult

TRUST_LEVELS = ["builtin", "trusted", "community", "local"]


@click.command("install")
@click.argument("requirements", nargs=-1, metavar="[SPEC]...", shell_complete=published_names)
@click.option(
    "--registry",
    metavar="PATH",
    help="Registry name, folder or git URL (default: the configured registries).",
)
@click.option(
    "--lockfile",
    type=click.Path(path_type=Path),
    metavar="PATH",
    help="A project lockfile to install from (no SPEC) or to update.",
)
@click.option("--frozen", is_flag=True, help="Install exactly the lockfile; refuse any drift.")
@click.option("--offline", is_flag=True, help="Use cached clones of git registries; fetch nothing.")
@click.option(
    "--target",
    "targets",
    multiple=True,
    metavar="AGENT|PATH",
    help="Link into an agent's skills folder (claude, codex, copilot, cursor, gemini, goose, "
    "hermes, opencode, agents) or a folder (./x, ~/x, /x); repeatable. Default: the config's "
    "targets.",
)
@click.option(
    "-g",
    "--global",
    "is_global",
    is_flag=True,
    help="Agents' folders in your home folder instead of the project's (its repository root).",
)
@click.option(
    "--no-link", is_flag=True, help="Link into no agent folder, not even the configured targets."
)
@click.option("--trust", type=click.Choice(TRUST_LEVELS), help="Trust tier for these sources.")
@click.option(
    "--allow-caution", is_flag=True, help="Install community skills with verdict caution."
)
@click.option("--force", is_flag=True, help="Override a dangerous verdict (never for community).")
@click.option("--list", "is_list", is_flag=True, help="List the skills SPEC holds; install none.")
@click.option(
    "--skill", "skill_names", multiple=True, metavar="NAME", help="Install this skill of SPEC."
)
@click.option("--all", "is_all", is_flag=True, help="Install every skill SPEC holds.")
@click.pass_obj
def install_command(
    state: CliState,
    requirements: tuple[str, ...],
    registry: str | None,
    lockfile: Path | None,
    frozen: bool,
    offline: bool,
    targets: tuple[str, ...],
    is_global: bool,
    no_link: bool,
    trust: str | None,
    allow_caution: bool,
    force: bool,
    is_list: bool,
    skill_names: tuple[str, ...],
    is_all: bool,
) -> None:
    """Install skills: name[specifier], ./path, owner/repo[/path][@ref] or git+URL[@rev][#subdir=path].

    With no SPEC, installs exactly what the lockfile pins (hash-checked).
    Every skill is validated and audited in quarantine, then committed.
    A source holding several skills: --list them, pick with --skill NAME or --all.
    """
    from skillctl.audit.verdict import Trust
    from skillctl.cli import source_list
    from skillctl.services.install import InstallOptions
    from skillctl.services.install import install

    source_list.check_selection(requirements, is_list=is_list, names=skill_names, is_all=is_all)
    if is_list:
        source_list.show_listing(state, requirements[0])
        return
    if skill_names or is_all:
        requirements = source_list.selected_requirements(
            state, requirements[0], skill_names, is_all=is_all
        )

    from skillctl.store.agent_folders import Placement

    if no_link and targets:
        raise click.UsageError("--no-link and --target exclude each other")
    placement = Placement(Path.cwd(), Path.home(), is_global=is_global)
    hook = checkpoint_from_env()
    options = InstallOptions(
        requirements=requirements,
        store=state.store_path(),
        clock=state.clock(),
        trust=Trust(trust) if trust else None,
        allow_caution=allow_caution,
        force=force,
        registry=registry,
        lockfile=lockfile.absolute() if lockfile is not None else None,
        is_frozen=frozen,
        is_offline=offline,
        targets=placement.folders(targets),
        default_placement=None if no_link else placement,
        access=state.store_access(),
    )
    result = install(options, checkpoint=hook)
    for old, target in result.forwarded:
        click.echo(f"note: {old} was absorbed into {target}; {target} is installed", err=True)
    for kept in result.kept:
        if kept.warning:
            click.echo(f"warning: {kept.warning}", err=True)
    if state.is_json:
        click.echo(dump(_install_document(result)))
    else:
        _render_install(state, result)


def _install_document(result: InstallResult) -> dict[str, object]:
    return {
        "commit": result.commit,
        "kept": [
            {
                "name": k.name,
                "newest_allowed": k.newest_allowed,
                "version": k.version,
                "warning": k.warning,
            }
            for k in result.kept
        ],
        "linked": [{"name": n, "path": p} for n, p in result.linked],
        "unchanged": sorted({*result.unchanged, *result.in_place}),
        "installed": [
            {
                "content_hash": s.content_hash,
                "name": s.name,
                "source": s.source,
                "trust": str(s.trust),
                "verdict": str(s.verdict),
                "version": s.version,
                "warning": s.warning,
            }
            for s in result.installed
        ],
    }


def _render_install(state: CliState, result: InstallResult) -> None:
    """What landed, where it is linked, and what was kept; -q: warnings only."""
    if not (result.installed or result.forwarded or result.kept or result.in_place):
        state.say("nothing to install: the lockfile pins no skills")
    for name in result.in_place:
        state.say(f"already installed {name} (the lockfile pins its folder in this store)")
    for kept in result.kept:
        state.say(
            f"kept {kept.name} {kept.version}: newer than {kept.newest_allowed}, the newest the "
            "request allows (skillctl never downgrades unless you pin a version)"
        )
    links: dict[str, list[str]] = {}
    for name, path in result.linked:
        links.setdefault(name, []).append(path)
    for skill in result.installed:
        verb = "already installed" if skill.name in result.unchanged else "installed"
        state.say(
            f"{verb} {skill.name} {skill.version or ''} ({skill.verdict}, {skill.trust}) "
            f"from {skill.source}".replace("  ", " ")
        )
        where = links.get(skill.name, [])
        if where:
            state.say(f"  linked into {', '.join(where)}")
        else:
            state.say(
                "  linked into no agent folder (pass --target claude, or set defaults: "
                "skillctl config set targets claude)"
            )
        state.detail(f"  content hash {skill.content_hash}")
        if skill.warning:
            click.echo(f"warning: {skill.name}: {skill.warning}", err=True)
    if result.commit is None and result.installed:
        state.say("nothing changed; the store is as it was (no commit)")
    elif result.commit is not None:
        state.detail(f"commit {result.commit}")


@click.command("outdated")
@click.option(
    "--registry",
    metavar="PATH",
    help="Registry name, folder or git URL (default: where each skill came from).",
)
@click.pass_obj
def outdated_command(state: CliState, registry: str | None) -> None:
    """Skills with a newer allowed version, a yanked version, or a deprecation; exit 1 if any.

    Like `git diff --exit-code`: 0 when everything is current, 1 when something
    needs attention, so scripts and CI can act on it.
    """
    from skillctl.services.update import outdated

    entries = outdated(state.store_path(), registry)
    if state.is_json:
        click.echo(
            dump(
                {
                    "outdated": [
                        {
                            "available": e.available,
                            "installed": e.installed,
                            "name": e.name,
                            "reason": e.reason,
                            "source": e.source,
                            "status": e.status,
                        }
                        for e in entries
                    ]
                }
            )
        )
    elif not entries:
        if not state.quiet:
            click.echo("everything is up to date")
    else:
        width = max(len(e.name) for e in entries)
        for e in entries:
            if state.quiet:
                click.echo(e.name)
                continue
            change = f"{e.installed or '-'} -> {e.available}" if e.available else e.installed or "-"
            click.echo(f"{e.name:<{width}}  {e.status:<10}  {change}  ({e.reason})")
            if state.verbose:
                click.echo(f"{'':<{width}}  from {e.source}")
    click.get_current_context().exit(1 if entries else 0)


@click.command("update")
@click.argument("names", nargs=-1, shell_complete=installed_names)
@click.option(
    "--registry",
    metavar="PATH",
    help="Registry folder for name requirements.",
)
@click.option(
    "--allow-caution", is_flag=True, help="Accept community updates with verdict caution."
)
@click.option("--force", is_flag=True, help="Replace locally edited skills.")
@click.pass_obj
def update_command(
    state: CliState, names: tuple[str, ...], registry: str | None, allow_caution: bool, force: bool
) -> None:
    """Move skills to the newest version their requirement allows; re-audited before landing."""
    from skillctl.services.install import InstallOptions
    from skillctl.services.update import update

    options = InstallOptions(
        requirements=(),
        store=state.store_path(),
        clock=state.clock(),
        registry=registry,
        allow_caution=allow_caution,
        access=state.store_access(),
    )
    result = update(options, names, force=force)
    if state.is_json:
        click.echo(
            dump(
                {
                    "commit": result.commit,
                    "updated": [
                        {"name": s.name, "verdict": str(s.verdict), "version": s.version}
                        for s in result.installed
                    ],
                }
            )
        )
        return
    for kept in result.kept:
        if kept.warning:
            click.echo(f"warning: {kept.warning}", err=True)
    if result.commit is None:
        state.say("already up to date")
        for skill in result.installed:
            state.detail(f"  {skill.name} {skill.version or skill.content_hash} is the newest")
        return
    for skill in result.installed:
        if skill.name in result.unchanged:
            state.detail(f"  {skill.name} {skill.version or skill.content_hash} is the newest")
            continue
        state.say(
            f"updated {skill.name} to {skill.version or skill.content_hash} ({skill.verdict})"
        )
    state.detail(f"commit {result.commit}")
