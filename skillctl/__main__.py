"""``python -m skillctl`` and the console script: Ctrl-C at any moment is exit 130 and one line.

The console script points here, not at :func:`skillctl.cli.main`, so that an
interrupt while click and the command modules are still being imported is
caught too (issue 12: 2 of 16 Ctrl-Cs during start-up printed a traceback).
Nothing is imported at module level, so no window is left before the ``try``.
"""

from __future__ import annotations

EXIT_INTERRUPTED = 130


def main() -> None:
    """Run the command line; any KeyboardInterrupt that escapes it ends here."""
    try:
        from skillctl.fastpath import main as run

        run()
    except KeyboardInterrupt:
        _interrupted()


def _interrupted() -> None:
    """Say so once and exit 130; a second Ctrl-C while saying it changes nothing."""
    import contextlib
    import os
    import signal
    import sys

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    with contextlib.suppress(OSError):
        os.write(2, b"interrupted\n")
    sys.exit(EXIT_INTERRUPTED)


if __name__ == "__main__":
    main()
