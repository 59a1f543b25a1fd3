"""Shell code embedded in files that are not shell scripts, rebuilt as the command lines that run.

- make files: each recipe line, and each ``$(shell …)`` — which make runs while it
  reads the file, for any target, even ``make help`` — with make's variables and
  its common functions (``firstword``, ``strip``, ``if``, ``subst`` …) expanded;
- ``package.json``: each ``scripts`` entry (lifecycle scripts run on install/test);
- Dockerfiles: ``RUN``, ``CMD`` and ``ENTRYPOINT`` (shell and exec form, continued
  lines joined) after the ``ARG``/``ENV`` defaults;
- YAML (CI workflows, compose files, Kubernetes): every ``run``, ``script``,
  ``command``, ``entrypoint`` and ``args`` value, with the step's ``env`` first
  and GitHub expressions rewritten: ``${{ secrets.X }}`` is the variable ``X``
  and ``${{ toJSON(secrets) }}`` is the whole environment.

Each extractor returns scripts for the shell model and the shell rules: the
script's text and, for each of its lines, the line of the file it came from. A
make rule's recipe is one script, so a file written by one line and sent by the
next is followed. Nothing here runs anything.
"""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Callable
from collections.abc import Iterator

MAKE_NAMES = frozenset({"makefile", "gnumakefile", "bsdmakefile", "justfile"})
_MAKE_PREFIXES = ("makefile.", "gnumakefile.")
DOCKER_NAMES = ("dockerfile", "containerfile")
YAML_COMMAND_KEYS = frozenset(
    {"run", "script", "before_script", "after_script", "command", "entrypoint", "args", "cmd",
     "shell", "pre", "post", "exec", "commands", "steps_run", "inline"}
)  # fmt: skip
_MAKE_ASSIGN = re.compile(
    r"^(?:export\s+|override\s+)?([A-Za-z_][\w.-]*)\s*(\?|:|::|\+|!)?=\s*(.*)$"
)
_MAKE_MAX_EXPANSIONS = 2000
_GH_SECRET = re.compile(r"\$\{\{\s*secrets\.([A-Za-z_]\w*)\s*\}\}")
_GH_ALL_SECRETS = re.compile(r"\$\{\{\s*toJSON\(\s*secrets\s*\)\s*\}\}", re.IGNORECASE)
_GH_EXPRESSION = re.compile(r"\$\{\{[^}]*\}\}")
_DOCKER_INSTRUCTION = re.compile(r"^\s*(RUN|CMD|ENTRYPOINT|ARG|ENV)\s+(.*)$", re.IGNORECASE)


def is_make_file(path: str) -> bool:
    name = path.rsplit("/", 1)[-1].lower()
    return name in MAKE_NAMES or name.endswith(".mk") or name.startswith(_MAKE_PREFIXES)


def is_powershell(path: str) -> bool:
    return path.lower().endswith((".ps1", ".psm1", ".psd1"))


def is_dockerfile(path: str) -> bool:
    name = path.rsplit("/", 1)[-1].lower()
    return name.startswith(DOCKER_NAMES) or name.endswith((".dockerfile", ".containerfile"))


def is_yaml(path: str) -> bool:
    return path.lower().endswith((".yml", ".yaml"))


Script = tuple[tuple[int, ...], str]  # (file line of each script line, script text)


def embedded_commands(path: str, text: str) -> tuple[str, list[Script]] | None:
    """(how, scripts) for a file that embeds shell, or None for any other file."""
    name = path.rsplit("/", 1)[-1]
    if name == "package.json":
        return "package-json-script", [_single(n, c) for n, c in package_scripts(text)]
    if is_make_file(path):
        return "make-recipe", make_scripts(text)
    if is_dockerfile(path):
        return "dockerfile", [_single(n, c) for n, c in dockerfile_commands(text)]
    if is_editor_tasks(path):
        return "editor-task", [_single(n, c) for n, c in editor_task_commands(text)]
    if is_yaml(path):
        return "yaml-command", [_single(n, c) for n, c in yaml_commands(text)]
    return None


def is_editor_tasks(path: str) -> bool:
    """A VS Code (or Cursor) tasks file: its tasks run commands, some when the folder opens."""
    return path.replace("\\", "/").endswith(".vscode/tasks.json")


def editor_task_commands(text: str) -> list[tuple[int, str]]:
    """(line, command line) for each task of a tasks.json: its command and arguments, and
    the Windows/Linux/macOS variants, as a shell would run them."""
    data = _jsonc(text)
    tasks = data.get("tasks") if isinstance(data, dict) else None
    found: list[tuple[int, str]] = []
    for task in tasks if isinstance(tasks, list) else []:
        if not isinstance(task, dict):
            continue
        for variant in (task, *(task.get(k) for k in ("windows", "linux", "osx"))):
            if not isinstance(variant, dict) or not isinstance(variant.get("command"), str):
                continue
            args = [a for a in variant.get("args", []) if isinstance(a, str)]
            command = " ".join([variant["command"], *(_shell_quote(a) for a in args)])
            anchor = variant["command"][:40]
            line = text[: text.find(anchor)].count("\n") + 1 if anchor in text else 1
            found.append((line, command.replace("${env:", "${")))
    return found


def _jsonc(text: str) -> object:
    """JSON with the comments and trailing commas editors allow; None when it does not parse."""
    import json

    bare = re.sub(r"(?m)^\s*//.*$", "", text)
    bare = re.sub(r",(\s*[}\]])", r"\1", bare)
    try:
        return json.loads(bare)
    except ValueError:
        return None


def _single(line: int, command: str) -> Script:
    """A script that all comes from one line of the file (its preamble included)."""
    return (line,) * (command.count("\n") + 1), command


def make_scripts(text: str) -> list[Script]:
    """Each make rule's recipe as one script, and each parse-time ``$(shell …)`` alone."""
    scripts: list[Script] = []
    rule: list[tuple[int, str]] = []
    for line, command, is_recipe in _make_commands(text):
        if is_recipe and command is not None:
            rule.append((line, command))
            continue
        if rule:
            scripts.append(_joined(rule))
            rule = []
        if command is not None:
            scripts.append(_single(line, command))
    if rule:
        scripts.append(_joined(rule))
    return scripts


def _joined(commands: list[tuple[int, str]]) -> Script:
    lines: list[int] = []
    for line, command in commands:
        lines += [line] * (command.count("\n") + 1)
    return tuple(lines), "\n".join(c for _, c in commands)


# -- make -----------------------------------------------------------------------------
def make_recipes(text: str) -> list[tuple[int, str]]:
    """(line, command) for each recipe line and each ``$(shell …)`` of a make file."""
    return [(line, command) for line, command, _ in _make_commands(text) if command is not None]


def _make_commands(text: str) -> Iterator[tuple[int, str | None, bool]]:
    """(line, command, is_recipe): recipe lines, parse-time shell calls, and a ``None`` at each
    rule header, which ends the recipe before it."""
    make = _Make()
    for number, line in _logical_lines(text):
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


def _logical_lines(text: str) -> Iterator[tuple[int, str]]:
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


# -- package.json ----------------------------------------------------------------------
def package_scripts(text: str) -> list[tuple[int, str]]:
    """(line, command) for each entry of a package.json ``scripts`` object."""
    try:
        document = json.loads(text)
    except ValueError:
        return []
    scripts = document.get("scripts") if isinstance(document, dict) else None
    if not isinstance(scripts, dict):
        return []
    lines = text.split("\n")
    found: list[tuple[int, str]] = []
    for name, command in scripts.items():
        if isinstance(name, str) and isinstance(command, str):
            line = next((i for i, t in enumerate(lines, 1) if f'"{name}"' in t), 1)
            found.append((line, command))
    return sorted(found)


# -- Dockerfile ------------------------------------------------------------------------
def dockerfile_commands(text: str) -> list[tuple[int, str]]:
    """(line, command) for each RUN/CMD/ENTRYPOINT, after the ARG/ENV defaults before it."""
    defaults: list[str] = []
    found: list[tuple[int, str]] = []
    for number, line in _logical_lines(text):
        instruction = _DOCKER_INSTRUCTION.match(line)
        if instruction is None:
            continue
        verb, rest = instruction.group(1).upper(), instruction.group(2).strip()
        if verb in ("ARG", "ENV"):
            defaults += _docker_assignments(rest)
            continue
        rest = re.sub(r"--(?:mount|network|security)=\S+\s*", "", rest)
        found.append((number, "\n".join([*defaults[-40:], _exec_form(rest)])))
    return found


def _docker_assignments(rest: str) -> list[str]:
    if "=" not in rest.split(" ", 1)[0]:  # ENV NAME value
        name, _, value = rest.partition(" ")
        return [f"{name}={_quoted(value.strip())}"]
    return [
        f"{m.group(1)}={_quoted(m.group(2))}" for m in re.finditer(r"(\w+)=(\"[^\"]*\"|\S*)", rest)
    ]


def _quoted(value: str) -> str:
    return value if value.startswith('"') else json.dumps(value)


def _exec_form(rest: str) -> str:
    """``["sh", "-c", "x"]`` as the command line it runs."""
    if rest.startswith("["):
        try:
            argv = json.loads(rest)
        except ValueError:
            return rest
        if isinstance(argv, list) and all(isinstance(a, str) for a in argv):
            return " ".join(_shell_quote(a) for a in argv)
    return rest


def _shell_quote(word: str) -> str:
    return word if re.fullmatch(r"[\w@%+=:,./-]+", word) else "'" + word.replace("'", "'\\''") + "'"


# -- YAML ------------------------------------------------------------------------------
_YAML_KEY = re.compile(r"^(?P<indent>\s*)(?:-\s+)?(?P<key>[\w.-]+)\s*:\s*(?P<value>.*)$")


def yaml_commands(text: str) -> list[tuple[int, str]]:
    """(line, command) for every command-like value of a YAML file, its step's env first.

    Read by indentation rather than by a YAML parser: skill assets are often templates
    (``{{NAME}}`` placeholders) that no parser accepts, and they still run once filled in."""
    lines = text.split("\n")
    found: list[tuple[int, str]] = []
    env: list[tuple[int, str]] = []  # (indent of the env key, NAME=value)
    index = 0
    while index < len(lines) and len(found) < 2000:
        matched = _YAML_KEY.match(lines[index])
        if matched is None:
            index += 1
            continue
        indent = len(matched.group("indent")) + (
            2 if "- " in lines[index][: matched.start("key")] else 0
        )
        env = [(i, e) for i, e in env if i < indent or not lines[index].lstrip().startswith("- ")]
        key, value = matched.group("key").lower(), matched.group("value").strip()
        block, end = _yaml_block(lines, index, indent, value)
        if key in ("env", "environment"):
            env += [(indent, pair) for pair in _yaml_env(block)]
        elif key in YAML_COMMAND_KEYS and block:
            prelude = [pair for _, pair in env[-40:]]
            found.append((index + 1, "\n".join([*prelude, _github("\n".join(block))])))
        index = end if key in YAML_COMMAND_KEYS or key in ("env", "environment") else index + 1
    return found


def _yaml_block(lines: list[str], index: int, indent: int, value: str) -> tuple[list[str], int]:
    """The value's text lines (a block scalar, a list, a flow list, or the inline value) and the
    index after them."""
    if value and value[0] in "|>":
        body: list[str] = []
        end = index + 1
        while end < len(lines) and (not lines[end].strip() or _indent(lines[end]) > indent):
            body.append(lines[end].strip())
            end += 1
        return [b for b in body if b], end
    if value.startswith("["):
        flow_items = [i.strip().strip("'\"") for i in value.strip("[]").split(",") if i.strip()]
        return [" ".join(_shell_quote(i) for i in flow_items)], index + 1
    if value:
        return [_unquote(value)], index + 1
    items: list[str] = []
    mapping: list[str] = []
    end = index + 1
    while end < len(lines) and (not lines[end].strip() or _indent(lines[end]) > indent):
        stripped = lines[end].strip()
        if stripped.startswith("- "):
            items.append(_unquote(stripped[2:].strip()))
        elif stripped:
            mapping.append(stripped)
        end += 1
    if items:
        return [" ".join(_shell_quote(i) for i in items)], end
    return mapping, end


def _yaml_env(block: list[str]) -> list[str]:
    pairs = []
    for entry in block:
        name, sep, value = entry.partition(":")
        if sep and re.fullmatch(r"[A-Za-z_]\w*", name.strip()):
            pairs.append(f"{name.strip()}={_quoted(_github(_unquote(value.strip())))}")
    return pairs


def _unquote(value: str) -> str:
    value = value.split(" #", 1)[0].strip()
    if len(value) > 1 and value[0] == value[-1] and value[0] in "'\"":
        return value[1:-1]
    return value


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _github(text: str) -> str:
    """GitHub expressions as shell: secrets become variables of the same name."""
    text = _GH_ALL_SECRETS.sub("$(printenv)", text)
    # every repository secret is one, whatever its name says
    text = _GH_SECRET.sub(lambda m: "${SECRET_" + m.group(1).upper() + "}", text)
    return _GH_EXPRESSION.sub("GH_EXPRESSION", text)
