"""Shell code embedded in files that are not shell scripts: make recipes and package.json scripts.

A recipe line (tab-indented, its ``@``/``-``/``+`` prefix dropped, ``$$``
unescaped and ``$(VAR)`` read as ``${VAR}``) and each ``scripts`` entry of a
package.json is a command line that runs; both are handed to the shell rules
and the shell value model with the line they came from.
"""

from __future__ import annotations

import json
import re

MAKE_NAMES = frozenset({"makefile", "gnumakefile", "bsdmakefile", "justfile"})
_MAKE_VAR = re.compile(r"\$\(([A-Za-z_]\w*)\)")
_MAKE_ASSIGN = re.compile(
    r"^(?:export\s+|override\s+)?([A-Za-z_]\w*)\s*(?:\?|:|::|\+)?=\s*([^\n#]*)"
)


def is_make_file(path: str) -> bool:
    name = path.rsplit("/", 1)[-1].lower()
    return name in MAKE_NAMES or name.endswith(".mk")


def is_powershell(path: str) -> bool:
    return path.lower().endswith((".ps1", ".psm1", ".psd1"))


def make_recipes(text: str) -> list[tuple[int, str]]:
    """(line, command) for each recipe line of a make file, its variables assigned first."""
    found: list[tuple[int, str]] = []
    variables: list[str] = []
    for number, line in enumerate(text.split("\n"), start=1):
        assigned = _MAKE_ASSIGN.match(line)
        if assigned:
            variables.append(f'{assigned.group(1)}="{_shell_form(assigned.group(2).strip())}"')
            continue
        if not line.startswith("\t") or not line.strip():
            continue
        command = _shell_form(line.strip().lstrip("@-+"))
        found.append((number, "\n".join([*variables[-50:], command])))
    return found


def _shell_form(text: str) -> str:
    return _MAKE_VAR.sub(r"${\1}", text.replace("$$", "\0")).replace("\0", "$")


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
