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

from skillctl.audit.make_file import logical_lines
from skillctl.audit.make_file import make_commands

MAKE_NAMES = frozenset({"makefile", "gnumakefile", "bsdmakefile", "justfile"})
_MAKE_PREFIXES = ("makefile.", "gnumakefile.")
DOCKER_NAMES = ("dockerfile", "containerfile")
YAML_COMMAND_KEYS = frozenset(
    {"run", "script", "before_script", "after_script", "command", "entrypoint", "args", "cmd",
     "shell", "pre", "post", "exec", "commands", "steps_run", "inline"}
)  # fmt: skip
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
        found = yaml_commands(text) + compose_runs(text)
        return "yaml-command", [_single(n, c) for n, c in found]
    if name.lower() in ("tox.ini", "setup.cfg", "pytest.ini") or name.lower().endswith(".tox.ini"):
        return "tox-command", [_single(n, c) for n, c in tox_commands(text)]
    return None


_TOX_KEY = re.compile(r"^(?P<key>[\w-]+)\s*[=:]\s*(?P<value>.*)$")
_TOX_COMMANDS = frozenset({"commands", "commands_pre", "commands_post", "install_command"})
_TOX_ENV = frozenset({"set_env", "setenv"})


def tox_commands(text: str) -> list[tuple[int, str]]:
    """(line, command) for each command a tox environment runs (``commands``, ``commands_pre``,
    ``commands_post``, one per continued line), with the section's ``set_env`` exported first."""
    found: list[tuple[int, str]] = []
    env: list[str] = []
    key = ""
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.rstrip()
        if line.lstrip().startswith(("#", ";")) or not line.strip():
            continue
        if line.startswith("["):
            env, key = [], ""
            continue
        if not line[:1].isspace():
            matched = _TOX_KEY.match(line)
            key = matched.group("key").lower() if matched else ""
            value = matched.group("value").strip() if matched else ""
        else:
            value = line.strip()
        if not value:
            continue
        if key in _TOX_ENV and "=" in value:
            name, _, setting = value.partition("=")
            env.append(f"export {name.strip()}={shlex.quote(setting.strip())}")
        elif key in _TOX_COMMANDS:
            command = re.sub(r"\{(?:env:)?(\w+)(?::[^}]*)?\}", r"${\1}", value)
            found.append((number, "\n".join([*env[-20:], command])))
    return found


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
    for line, command, is_recipe in make_commands(text):
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
    for number, line in logical_lines(text):
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


_SERVICE = re.compile(r"^(?P<indent> {1,8})(?P<name>[\w.-]+):\s*$")
_ITEM = re.compile(r"^\s*-\s*[\"']?(?P<item>[^\"'#]+?)[\"']?\s*(?:#.*)?$")


def compose_runs(text: str) -> list[tuple[int, str]]:
    """Each service of a compose file as the ``docker run`` it amounts to, when it asks for
    the host: privileged, the host's PID namespace, or host paths mounted (``/:/hostfs``,
    the Docker socket). The command judge then weighs it like one typed by hand."""
    lines = text.split("\n")
    if not any(line.rstrip() == "services:" for line in lines):
        return []
    found: list[tuple[int, str]] = []
    service: tuple[int, int] | None = None  # (line, indent)
    flags: list[str] = []
    in_volumes = False
    for number, line in enumerate([*lines, "end:"], start=1):
        head = _SERVICE.match(line)
        top = line[:1].strip() != "" and not line.startswith("#")
        if (
            head is not None and (service is None or len(head.group("indent")) <= service[1])
        ) or top:
            if service is not None and flags:
                found.append((service[0], "docker run " + " ".join(flags) + " service-image"))
            service = (number, len(head.group("indent"))) if head is not None and not top else None
            flags, in_volumes = [], False
            continue
        if service is None:
            continue
        stripped = line.strip()
        if re.match(r"privileged:\s*true\b", stripped):
            flags.append("--privileged")
        elif re.match(r"pid:\s*[\"']?host\b", stripped):
            flags.append("--pid=host")
        elif stripped.startswith("volumes:"):
            in_volumes = True
        elif (
            in_volumes and (item := _ITEM.match(line)) and item.group("item").startswith(("/", "~"))
        ):
            flags.append(f"-v {item.group('item')}")
        elif stripped and not stripped.startswith("-"):
            in_volumes = False
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
