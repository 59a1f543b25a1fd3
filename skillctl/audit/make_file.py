"""A make file read as the command lines it runs: each recipe line, and each ``$(shell …)``,
which make runs while it reads the file (for any target, even ``make help``), with make's
variables and its common functions (``firstword``, ``strip``, ``if``, ``subst``, parse-time
``echo`` and ``printf``) expanded. Only what make would compute exactly is computed; anything
else stays a ``$`` reference. Nothing here runs anything.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable
from collections.abc import Iterator

_MAKE_ASSIGN = re.compile(
    r"^(?:export\s+|override\s+)?([A-Za-z_][\w.-]*)\s*(\?|:|::|\+|!)?=\s*(.*)$"
)
_MAKE_MAX_EXPANSIONS = 2000


def make_recipes(text: str) -> list[tuple[int, str]]:
    """(line, command) for each recipe line and each ``$(shell …)`` of a make file."""
    return [(line, command) for line, command, _ in make_commands(text) if command is not None]


def make_commands(text: str) -> Iterator[tuple[int, str | None, bool]]:
    """(line, command, is_recipe): recipe lines, parse-time shell calls, and a ``None`` at each
    rule header, which ends the recipe before it."""
    make = _Make()
    for number, line in logical_lines(text):
        shells: list[tuple[int, str]] = []
        if line.startswith("\t"):
            command = make.expand(line.strip().lstrip("@-+"), shells, number)
            yield from ((n, c, False) for n, c in shells)
            if command.strip():
                yield number, command.replace("$$", "$"), True
            continue
        stripped = line.split("#", 1)[0].rstrip() if "#" in line else line.rstrip()
        assigned = _MAKE_ASSIGN.match(stripped)
        if assigned:
            name, flavour, value = assigned.groups()
            if flavour in (":", "::", "!"):  # expanded now: any $(shell …) runs now
                make.variables[name] = make.expand(value, shells, number)
            elif flavour == "?" and name in make.variables:
                continue
            elif flavour == "+":
                make.variables[name] = f"{make.variables.get(name, '')} {value}".strip()
            else:  # recursive: runs where it is used, but a parse-time use is common
                make.variables[name] = value
                if "$(shell" in value or "${shell" in value:
                    make.expand(value, shells, number)
        elif "$(shell" in stripped or "${shell" in stripped:
            make.expand(stripped, shells, number)  # in a rule's prerequisites or an if
        elif re.match(r"^[^\s:=]+(?:\s+[^\s:=]+)*\s*::?(?!=)", stripped):
            yield number, None, False  # a rule header: the recipe before it has ended
        yield from ((n, c, False) for n, c in shells)


def logical_lines(text: str) -> Iterator[tuple[int, str]]:
    """Lines with backslash continuations joined, each with the number it starts on."""
    pending: list[str] = []
    start = 0
    for number, line in enumerate(text.split("\n"), start=1):
        if not pending:
            start = number
        if line.endswith("\\"):
            pending.append(line[:-1])
            continue
        pending.append(line)
        yield start, " ".join(part.strip() if i else part for i, part in enumerate(pending))
        pending = []
    if pending:
        yield start, " ".join(pending)


class _Make:
    """make's variable expansion, as far as a reader needs it: variables and common functions."""

    def __init__(self) -> None:
        self.variables: dict[str, str] = {"SHELL": "/bin/sh", "CURDIR": ".", "MAKE": "make"}
        self.budget = _MAKE_MAX_EXPANSIONS

    def expand(self, text: str, shells: list[tuple[int, str]], line: int, depth: int = 0) -> str:
        out: list[str] = []
        i = 0
        while i < len(text):
            char = text[i]
            if char == "$" and i + 1 < len(text) and text[i + 1] in "({":
                close = _matching(text, i + 1)
                if close < 0:
                    out.append(text[i:])
                    break
                out.append(self.reference(text[i + 2 : close], shells, line, depth))
                i = close + 1
                continue
            if char == "$" and i + 1 < len(text) and text[i + 1] == "$":
                out.append("$$")
                i += 2
                continue
            out.append(char)
            i += 1
        return "".join(out)

    def reference(self, inner: str, shells: list[tuple[int, str]], line: int, depth: int) -> str:
        self.budget -= 1
        if depth > 8 or self.budget < 0:
            return ""
        head, _, rest = inner.partition(" ")
        if head in _MAKE_FUNCTIONS:
            args = [self.expand(a, shells, line, depth + 1) for a in _split_args(rest)]
            if head == "shell":
                command = ",".join(args)
                shells.append((line, command.replace("$$", "$")))
                return _shell_output(command)
            return _MAKE_FUNCTIONS[head](args)
        value = self.variables.get(inner.strip())
        if value is None:
            return "${" + inner.strip() + "}"  # left to the shell (an environment variable)
        return self.expand(value, shells, line, depth + 1)


def _matching(text: str, open_at: int) -> int:
    opener = text[open_at]
    closer = ")" if opener == "(" else "}"
    level = 0
    for index in range(open_at, len(text)):
        if text[index] == opener:
            level += 1
        elif text[index] == closer:
            level -= 1
            if level == 0:
                return index
    return -1


def _split_args(text: str) -> list[str]:
    args: list[str] = []
    level = 0
    current: list[str] = []
    for char in text:
        if char in "({":
            level += 1
        elif char in ")}":
            level -= 1
        if char == "," and level == 0:
            args.append("".join(current))
            current = []
            continue
        current.append(char)
    args.append("".join(current))
    return args


def _shell_output(command: str) -> str:
    """What a parse-time command prints, where a reader can know: ``command -v a b`` names a b,
    ``echo`` and ``printf`` of constants print them (a name assembled a letter at a time)."""
    found = re.match(r"^\s*(?:command\s+-v|which|type\s+-p)\s+(.+?)\s*(?:2>.*)?$", command)
    if found:
        return " ".join(found.group(1).split())
    try:
        words = shlex.split(command)
    except ValueError:
        return ""
    if len(words) > 1 and words[0] == "echo" and not any(_SHELL_MARK in w for w in words):
        return " ".join(w for w in words[1:] if w != "-n")
    if len(words) > 1 and words[0] == "printf" and not any(_SHELL_MARK in w for w in words):
        fmt, args = words[1], words[2:]
        conversions = re.findall(r"%[sdox]", fmt)
        if len(conversions) == len(args) and len(re.findall(r"%.", fmt)) == len(conversions):
            try:  # %o of 2541 is 4755: a mode spelled in another base
                shown = [_printf_one(c, a) for c, a in zip(conversions, args, strict=True)]
            except ValueError:
                return ""
            pieces = re.split(r"%[sdox]", fmt)
            joined = "".join(p + a for p, a in zip(pieces, [*shown, ""], strict=True))
            return joined.replace("\\n", "")
    return ""


def _printf_one(conversion: str, arg: str) -> str:
    if conversion == "%s":
        return arg
    number = int(arg, 0) if arg[:2].lower() in ("0x", "0o") else int(arg)
    return {"%d": str(number), "%o": format(number, "o"), "%x": format(number, "x")}[conversion]


_SHELL_MARK = "$"  # a word that still refers to a variable or command is not a constant


def _words(args: list[str]) -> list[str]:
    return " ".join(args).split()


_MAKE_FUNCTIONS: dict[str, Callable[[list[str]], str]] = {
    "shell": lambda args: "",
    "firstword": lambda args: (_words(args) or [""])[0],
    "lastword": lambda args: (_words(args) or [""])[-1],
    "strip": lambda args: " ".join(_words(args)),
    "if": lambda args: args[1] if len(args) > 1 and args[0].strip() else (args[2:] or [""])[0],
    "or": lambda args: next((a for a in args if a.strip()), ""),
    "and": lambda args: args[-1] if all(a.strip() for a in args) else "",
    "findstring": lambda args: args[0] if len(args) > 1 and args[0] in args[1] else "",
    "subst": lambda args: args[2].replace(args[0], args[1]) if len(args) > 2 else "",
    "word": lambda args: _nth(args),
    "notdir": lambda args: " ".join(w.rsplit("/", 1)[-1] for w in _words(args)),
    "dir": lambda args: " ".join(w.rsplit("/", 1)[0] + "/" for w in _words(args)),
    "addprefix": lambda args: " ".join(args[0] + w for w in args[1].split()) if len(args) > 1 else "",
    "addsuffix": lambda args: " ".join(w + args[0] for w in args[1].split()) if len(args) > 1 else "",
    "value": lambda args: args[0] if args else "",
    "wildcard": lambda args: " ".join(_words(args)),
    "realpath": lambda args: " ".join(_words(args)),
    "abspath": lambda args: " ".join(_words(args)),
    "sort": lambda args: " ".join(sorted(set(_words(args)))),
    "filter-out": lambda args: args[1] if len(args) > 1 else "",
    "filter": lambda args: args[1] if len(args) > 1 else "",
    "info": lambda args: "",
    "warning": lambda args: "",
    "error": lambda args: "",
}  # fmt: skip


def _nth(args: list[str]) -> str:
    words = args[1].split() if len(args) > 1 else []
    try:
        return words[int(args[0]) - 1]
    except (ValueError, IndexError):
        return ""
