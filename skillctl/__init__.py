"""skillctl: package manager, security auditor and curator for agent skills."""

from __future__ import annotations

import sys as _sys

TYPE_CHECKING = False  # not typing's: the agent hook imports this package, and nothing more
if TYPE_CHECKING:
    import types as _types

__version__ = "0.1.0"


def _quiet_interrupts() -> None:
    """Ctrl-C while the command line is still being imported: one line, not a traceback.

    The console script imports this package and ``skillctl.__main__`` before
    ``main()`` can catch anything, so an interrupt in that window escaped as a
    traceback (issue 12). This hook sees it instead; Python then still ends
    the process by SIGINT, which the shell reports as 130. Only the program
    installs it, never a program that imports skillctl as a library.
    """
    previous = _sys.excepthook

    def hook(
        kind: type[BaseException], value: BaseException, tb: _types.TracebackType | None
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            _sys.stderr.write("interrupted\n")
            return
        previous(kind, value, tb)

    _sys.excepthook = hook


_program = _sys.argv[0].replace("\\", "/").rsplit("/", 1)[-1] if _sys.argv else ""
if _program in ("-m", "skillctl"):
    _quiet_interrupts()
