"""``install``, ``update`` and ``outdated``: bringing skills into the store and keeping them current."""

from __future__ import annotations

from pathlib import Path

import click

from skillctl.cli._options import CliState
from skillctl.cli._options import checkpoint_from_env
from skillctl.cli.render.json import dump

TRUST_LEVELS = ["builtin", "trusted", "community", "local"]


@click.command("install")
@click.argument("specs", nargs=-1)
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
    help="Link into agents|claude|codex|hermes (./.<agent>/skills) or a folder; repeatable.",
)
@click.option(
    "-g",
    "--global",
    "is_global",
    is_flag=True,
    help="Targets in your home folder (~/.<agent>/skills) instead of the project.",
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
    specs: tuple[str, ...],
    registry: str | None,
    lockfile: Path | None,
    frozen: bool,
    offline: bool,
    targets: tuple[str, ...],
    is_global: bool,
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

    source_list.check_selection(specs, is_list=is_list, names=skill_names, is_all=is_all)
    if is_list:
        source_list.show_listing(state, specs[0])
        return
    if skill_names or is_all:
        specs = source_list.selected_specs(state, specs[0], skill_names, is_all=is_all)

    hook = checkpoint_from_env()
    options = InstallOptions(
        specs=specs,
        store=state.store_path(),
        clock=state.clock(),
        trust=Trust(trust) if trust else None,
        allow_caution=allow_caution,
        force=force,
        registry=registry,
        lockfile=lockfile.absolute() if lockfile is not None else None,
        is_frozen=frozen,
        is_offline=offline,
        targets=tuple(_target_dir(t, is_global=is_global) for t in targets),
        access=state.store_access(),
    )
    result = install(options, checkpoint=hook)
    for old, target in result.forwarded:
        click.echo(f"note: {old} was absorbed into {target}; {target} is installed", err=True)
    if not result.installed and not state.is_json and not result.forwarded:
        click.echo("nothing to install: the lockfile pins no skills")
    if state.is_json:
        click.echo(
            dump(
                {
                    "commit": result.commit,
                    "linked": [{"name": n, "path": p} for n, p in result.linked],
                    "unchanged": list(result.unchanged),
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
            )
        )
        return
    links: dict[str, list[str]] = {}
    for name, path in result.linked:
        links.setdefault(name, []).append(path)
    for skill in result.installed:
        verb = "already installed" if skill.name in result.unchanged else "installed"
        click.echo(
            f"{verb} {skill.name} {skill.version or ''} ({skill.verdict}, {skill.trust}) "
            f"from {skill.source}".replace("  ", " ")
        )
        where = ", ".join(links.get(skill.name, [])) or "no agent folder (pass --target)"
        click.echo(f"  linked into {where}")
        if skill.warning:
            click.echo(f"warning: {skill.name}: {skill.warning}", err=True)
    if result.commit is None and result.installed:
        click.echo("nothing changed; the store is as it was (no commit)")


def _target_dir(text: str, *, is_global: bool) -> Path:
    from skillctl.store.targets import TargetKind
    from skillctl.store.targets import target_dir

    named = {k.value for k in TargetKind} - {TargetKind.PATH.value}
    if text in named:
        return target_dir(
            TargetKind(text), is_global=is_global, project_root=Path.cwd(), home=Path.home()
        )
    return target_dir(
        TargetKind.PATH,
        is_global=is_global,
        project_root=Path.cwd(),
        home=Path.home(),
        custom=Path(text).expanduser(),
    )


@click.command("outdated")
@click.option(
    "--registry",
    metavar="PATH",
    help="Registry name, folder or git URL (default: where each skill came from).",
)
@click.pass_obj
def outdated_command(state: CliState, registry: str | None) -> None:
    """Skills whose recorded spec now resolves to something newer."""
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
                        }
                        for e in entries
                    ]
                }
            )
        )
        return
    if not entries:
        click.echo("everything is up to date")
    for e in entries:
        click.echo(f"{e.name}  {e.installed or '-'} -> {e.available or 'changed'}  ({e.reason})")


@click.command("update")
@click.argument("names", nargs=-1)
@click.option(
    "--registry",
    metavar="PATH",
    help="Registry folder for name specs.",
)
@click.option(
    "--allow-caution", is_flag=True, help="Accept community updates with verdict caution."
)
@click.option("--force", is_flag=True, help="Replace locally edited skills.")
@click.pass_obj
def update_command(
    state: CliState, names: tuple[str, ...], registry: str | None, allow_caution: bool, force: bool
) -> None:
    """Move skills to the newest version their spec allows; re-audited before landing."""
    from skillctl.services.install import InstallOptions
    from skillctl.services.update import update

    options = InstallOptions(
        specs=(),
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
    if result.commit is None:
        click.echo("already up to date")
        return
    for skill in result.installed:
        if skill.name in result.unchanged:
            continue
        click.echo(
            f"updated {skill.name} to {skill.version or skill.content_hash} ({skill.verdict})"
        )
