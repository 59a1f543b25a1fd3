"""Progress on stderr for long runs, only on a terminal and at most ten updates a second."""

from __future__ import annotations

import sys
import time

import click

MIN_ITEMS = 50


class StderrProgress:
    """A one-line counter that rewrites itself; erased when the run ends."""

    def __init__(self, verb: str) -> None:
        self.verb = verb
        self.last = 0.0
        self.shown = False

    def advance(self, done: int, total: int, label: str) -> None:
        if total < MIN_ITEMS:
            return
        now = time.monotonic()
        if now - self.last < 0.1 and done != total:
            return
        self.last = now
        self.shown = True
        click.echo(f"\r{self.verb} {done}/{total} …", nl=False, err=True)

    def close(self) -> None:
        if self.shown:
            click.echo("\r\x1b[2K", nl=False, err=True)


def progress_for(verb: str, *, quiet: bool, is_json: bool) -> StderrProgress | None:
    """A progress line when a person is watching stderr, else nothing."""
    if quiet or is_json or not sys.stderr.isatty():
        return None
    return StderrProgress(verb)


def wants_color() -> bool:
    """Colour only on a terminal and when NO_COLOR is unset."""
    import os

    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")
