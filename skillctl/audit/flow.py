"""The value/label model shared by the parsed-language audits (shell, JavaScript, Python argv).

A variable holds a small, bounded set of possible string values plus labels
saying where its data came from: ``SECRET(name)`` (a credential or the whole
environment), ``REMOTE`` (downloaded), ``DECODED`` (decoded from a constant),
``USERDATA`` (the user's own files) and ``PATH(resolved)``. Sinks take values
by argument role: a network call's *destination* is not its *payload*, and a
credential in an *auth header* is how an API is meant to be called, so only a
secret in the payload is exfiltration (a webhook URL read from an env var is a
destination). The bounds keep the cost linear: at most ``MAX_VALUES`` values a
variable, each cut to ``MAX_CHARS``; an unknown part is ``UNKNOWN``.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from enum import StrEnum

from skillctl.audit import api_hosts
from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Level
from skillctl.audit.finding import RuleInfo
from skillctl.audit.lazy_regex import LazyRegex
from skillctl.audit.places import agent_config_path
from skillctl.audit.places import destructive_target
from skillctl.audit.places import is_local
from skillctl.audit.places import is_official_destination
from skillctl.audit.places import is_secret_name
from skillctl.audit.places import persistence_path
from skillctl.audit.places import sensitive_path

MAX_VALUES = 8
MAX_CHARS = 4096
UNKNOWN = "\ufffd"


class Label(StrEnum):
    """Where data in a value came from."""

    SECRET = "secret"  # noqa: S105 - a label's name, not a password
    REMOTE = "remote"
    DECODED = "decoded"
    USERDATA = "userdata"
    PATH = "path"


@dataclass(frozen=True, slots=True, order=True)
class Tag:
    """A label with its detail: the secret's name, the resolved path."""

    label: Label
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.label.upper()}({self.detail})" if self.detail else self.label.upper()


@dataclass(frozen=True, slots=True)
class Value:
    """The possible strings of an expression (bounded) and the labels of its data."""

    texts: tuple[str, ...] = (UNKNOWN,)
    tags: frozenset[Tag] = frozenset()

    @staticmethod
    def of(text: str, *tags: Tag) -> Value:
        return Value((text[:MAX_CHARS],), frozenset(tags))

    @staticmethod
    def unknown(*tags: Tag) -> Value:
        return Value((UNKNOWN,), frozenset(tags))

    def tagged(self, *tags: Tag) -> Value:
        return Value(self.texts, self.tags | frozenset(tags))

    def has(self, label: Label) -> bool:
        return any(t.label is label for t in self.tags)

    def labelled(self, *labels: Label) -> list[Tag]:
        return sorted(t for t in self.tags if t.label in labels)

    @property
    def is_known(self) -> bool:
        return all(UNKNOWN not in t for t in self.texts)


def concat(*values: Value) -> Value:
    """Every combination of the parts' strings (bounded), with all their labels."""
    texts: list[str] = [""]
    for value in values:
        texts = [(a + b)[:MAX_CHARS] for a, b in itertools.product(texts, value.texts)]
        texts = list(dict.fromkeys(texts))[:MAX_VALUES]
    tags = frozenset().union(*(v.tags for v in values)) if values else frozenset()
    return Value(tuple(texts), tags)


def union(*values: Value) -> Value:
    """Any one of the values (a single value is kept as it is, with any structure)."""
    if not values:
        return Value.unknown()
    if len(values) == 1:
        return values[0]
    texts = _bounded(list(dict.fromkeys(t for v in values for t in v.texts)))
    return Value(tuple(texts), frozenset().union(*(v.tags for v in values)))


def _bounded(texts: list[str]) -> list[str]:
    """At most MAX_VALUES texts; past the bound, the ones a sink cares about are kept first
    (a root or home folder, a credential path), so a list cannot push them out."""
    if len(texts) <= MAX_VALUES:
        return texts
    telling = [t for t in texts if destructive_target(t) or sensitive_path(t)]
    rest = [t for t in texts if t not in telling]
    return (telling + rest)[:MAX_VALUES]


# -- values of names and paths --------------------------------------------------------
def env_value(name: str) -> Value:
    """What reading environment variable ``name`` yields (HOME resolves to ``~``)."""
    if name in ("HOME", "USERPROFILE"):
        return Value.of("~", Tag(Label.PATH, "~"))
    if name in ("PWD", "TMPDIR", "OLDPWD"):
        return Value.unknown()
    if is_secret_name(name):
        return Value.unknown(Tag(Label.SECRET, name))
    return Value.unknown()


def dirname(path: Value) -> Value:
    """The folder of a path, in any language (``__file__``'s as ``__file__/..``, so the
    skill's own files stay resolvable)."""
    texts = []
    for text in path.texts:
        if text.endswith(("__file__", "/..")):
            texts.append(f"{text}/..")
        else:
            texts.append(text.rstrip("/").rsplit("/", 1)[0] if "/" in text.rstrip("/") else ".")
    return Value(tuple(texts), path.tags)


def _in_project(path: str) -> bool:
    """A fully known relative path below the working folder (no home, root, drive or ``..``):
    the project's own files, not the user's global settings."""
    if UNKNOWN in path or not path or "\\" in path:
        return False
    if path.startswith(("~", "/", "$", "%")) or ":" in path[:3]:
        return False
    return ".." not in path.replace("\\", "/").split("/")


_ROTATION = LazyRegex(r"%\s*26\b")
_SHIFT = LazyRegex(r"[+-]\s*(\d{1,2})\b")


def letter_shift(code: str) -> int | None:
    """The shift of a function whose code rotates letters (``(c - base + 13) % 26``): a
    hand-written rot13 or Caesar decoder, whatever its name."""
    if not _ROTATION.search(code) or not re.search(r"fromCharCode|chr\(|charCodeAt|ord\(", code):
        return None
    shifts = [int(m.group(1)) for m in _SHIFT.finditer(code) if 0 < int(m.group(1)) < 26]
    return shifts[0] if shifts else None


def shifted(value: Value, shift: int) -> Value:
    """``value`` with its letters rotated by ``shift`` (unknown parts stay unknown)."""

    def one(text: str) -> str:
        out = []
        for c in text:
            if "a" <= c.lower() <= "z" and c.isascii():
                base = ord("A") if c.isupper() else ord("a")
                out.append(chr((ord(c) - base + shift) % 26 + base))
            else:
                out.append(c)
        return "".join(out)

    return Value(tuple(one(t) for t in value.texts), value.tags | {Tag(Label.DECODED)})


# -- the rules (one explicit list, shared by every language) ---------------------------
_C, _H, _M = Level.CRITICAL, Level.HIGH, Level.MEDIUM
_HI, _MD = Confidence.HIGH, Confidence.MEDIUM


def code_rule(num: int, name: str, category: str, level: Level, conf: Confidence, msg: str, fix: str, cwe: str) -> RuleInfo:  # fmt: skip
    """A rule of the code models, numbered ``SKC-FL-<num>``."""
    return RuleInfo(f"SKC-FL-{num:03d}", name, category, level, conf, msg, fix, cwe)


EXEC_REMOTE = code_rule(1, "exec-of-fetched-code", "download-execute", _C, _HI,
    "Downloaded content reaches an interpreter (eval, source, sh -c, new Function, vm)",
    "Ship the code in the skill; never run what is fetched at run time.", "CWE-494")  # fmt: skip
EXEC_DECODED = code_rule(2, "exec-of-decoded-data", "obfuscation", _C, _HI,
    "Data decoded at run time (base64, hex, char codes) reaches an interpreter",
    "Remove the hidden payload; ship readable code.", "CWE-506")  # fmt: skip
SECRET_EGRESS = code_rule(3, "secret-in-network-payload", "exfiltration", _C, _HI,
    "A credential or the environment is sent in a network request's payload",
    "Never send secrets anywhere but as auth to their own vendor's API.", "CWE-200")  # fmt: skip
FILE_EGRESS = code_rule(4, "credential-file-in-network-payload", "exfiltration", _C, _HI,
    "A credential file's content is sent over the network",
    "Never read credential files; let the user configure access.", "CWE-200")  # fmt: skip
DELETE_ROOT = code_rule(5, "delete-resolves-to-root-or-home", "destructive", _C, _HI,
    "A recursive delete whose target resolves to / or the home folder",
    "Delete only paths the skill created (for example from mktemp) and check them first.",
    "CWE-73")  # fmt: skip
PERSISTENCE_WRITE = code_rule(6, "write-to-persistence-path", "persistence", _H, _HI,
    "Writes to a file that runs at login, boot or on a schedule (rc files, cron, systemd, launchd)",
    "A skill must not install itself to run later; tell the user what to add instead.",
    "CWE-506")  # fmt: skip
RC_SETTINGS = code_rule(64, "settings-added-to-shell-startup", "persistence", _M, _HI,
    "Adds lines to a shell startup file that only set variables, PATH entries or aliases "
    "(no command runs at login because of them)",
    "Show the lines and let the user add them; keep them in a marked block they can remove.",
    "CWE-15")  # fmt: skip
AGENT_CONFIG_WRITE = code_rule(7, "write-to-agent-config", "agent-tricks", _H, _HI,
    "Writes into an agent's settings or skill folders (~/.claude, ~/.codex, …)",
    "A skill must not change agent settings or install other skills.", "CWE-15")  # fmt: skip
PROJECT_AGENT_CONFIG = code_rule(62, "write-to-project-agent-config", "agent-tricks", _M, _MD,
    "Writes the agent settings or skill folders of the project it runs in (a relative "
    ".claude/, .cursor/, … path): the repository's own configuration, judged by what is written",
    "Show the change and let the user apply it; never add approvals, hooks or MCP servers.",
    "CWE-15")  # fmt: skip
FORK_BOMB = code_rule(8, "fork-bomb", "resource-abuse", _C, _HI,
    "A function that starts itself twice in the background is defined and called",
    "Remove it.", "CWE-400")  # fmt: skip
# Low on its own: uploading the user's files is what many skills are for; the verdict's
# claims-vs-behaviour check raises it where SKILL.md says nothing leaves the machine.
USERDATA_EGRESS = code_rule(9, "user-files-to-network", "exfiltration", Level.LOW, _MD,
    "The user's files are uploaded to a third party",
    "Say in SKILL.md what is uploaded where, or keep the data local.", "CWE-200")  # fmt: skip
DYNAMIC_EVAL = code_rule(10, "eval-of-computed-text", "dangerous-code", _M, _MD,
    "Text built at run time is evaluated (eval, new Function, vm)",
    "Call the code directly; never evaluate strings.", "CWE-95")  # fmt: skip
UNPARSED = code_rule(11, "script-does-not-parse", "dangerous-code", _M, _MD,
    "A shell or JavaScript file does not parse, so only pattern rules audited it",
    "Fix the syntax.", "CWE-1164")  # fmt: skip

RULES: tuple[RuleInfo, ...] = (
    EXEC_REMOTE,
    EXEC_DECODED,
    SECRET_EGRESS,
    FILE_EGRESS,
    DELETE_ROOT,
    PERSISTENCE_WRITE,
    AGENT_CONFIG_WRITE,
    FORK_BOMB,
    USERDATA_EGRESS,
    DYNAMIC_EVAL,
    UNPARSED,
    PROJECT_AGENT_CONFIG,
    RC_SETTINGS,
)


MAX_SHOWN = 64


class Shown:
    """Text a script prints or writes out as far as the model knows it: the known stretches
    of each value (unknown parts split them), for the analysis of what the agent will read."""

    def __init__(self) -> None:
        self.texts: list[tuple[int, str, str]] = []  # (line, text, how)
        self._seen: set[str] = set()

    def add(self, line: int, value: Value, how: str) -> None:
        for text in value.texts:
            for part in text.split(UNKNOWN):
                if len(part) < 24 or part.count(" ") < 5 or part in self._seen:
                    continue
                if len(self.texts) >= MAX_SHOWN:
                    return
                self._seen.add(part)
                self.texts.append((line, part, how))


@dataclass(frozen=True, slots=True)
class Hit:
    """A sink reached by a value: the rule, the 1-based line, the matched code and why."""

    rule: RuleInfo
    line: int
    text: str
    why: str


def exec_hit(value: Value, line: int, text: str) -> Hit | None:
    """An interpreter given ``value``: fetched or decoded data is critical."""
    if value.has(Label.REMOTE):
        return Hit(EXEC_REMOTE, line, text, "runs downloaded content")
    if value.has(Label.DECODED):
        return Hit(EXEC_DECODED, line, text, "runs decoded data")
    return None


def network_hit(
    payload: Value, destinations: list[str], line: int, text: str, *, auth: Value | None = None
) -> Hit | None:
    """A request sending ``payload`` to ``destinations``; credentials in ``auth`` are expected."""
    del auth  # a credential in an auth header is how an API is called
    if is_local(destinations):
        return None
    files = [t.detail for t in payload.labelled(Label.SECRET) if sensitive_path(t.detail)]
    names = [t.detail for t in payload.labelled(Label.SECRET) if not sensitive_path(t.detail)]
    if files:
        return Hit(FILE_EGRESS, line, text, f"sends {', '.join(files)}")
    if names:
        if all(n != "environment" for n in names) and is_official_destination(names, destinations):
            return None
        return Hit(SECRET_EGRESS, line, text, f"sends {', '.join(names)}")
    files = sorted({t.detail for t in payload.labelled(Label.USERDATA)})
    hosts = sorted({h for d in destinations for h in api_hosts.hosts_in(d)})
    if files and hosts:
        what = ", ".join(f for f in files if f) or "local files"
        return Hit(USERDATA_EGRESS, line, text, f"uploads {what} to {', '.join(hosts)}")
    return None


def delete_hit(target: Value, line: int, text: str) -> Hit | None:
    for candidate in target.texts:
        root = destructive_target(candidate)
        if root is not None:
            return Hit(DELETE_ROOT, line, text, f"the target resolves to {root}")
    return None


def write_hit(path: Value, line: int, text: str, content: Value | None = None) -> Hit | None:
    """A file written (or copied, linked, appended to) at ``path``; ``content``, when known,
    is what goes into it (settings that remove approvals, a task run on folder open, a
    package source on a stranger's host)."""
    if content is not None:
        from skillctl.audit.capability_hits import content_hit

        found = content_hit(path, content, line, text)
        if found is not None:
            return found
    for candidate in path.texts:
        written = agent_config_path(candidate)
        if written is not None:
            rule = PROJECT_AGENT_CONFIG if _in_project(candidate) else AGENT_CONFIG_WRITE
            return Hit(rule, line, text, f"writes {written}")
        written = persistence_path(candidate)
        if written is not None:
            if content is not None and _SHELL_RC.search(written) and settings_only(content):
                return Hit(RC_SETTINGS, line, text, f"adds settings to {written}")
            return Hit(PERSISTENCE_WRITE, line, text, f"writes {written}")
    return None


_SHELL_RC = LazyRegex(r"\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin)$|config\.fish$")  # fmt: skip
# A line that only sets something: an export of a plain value, an alias, a PATH entry that is
# not a hidden folder. No command runs at login because of it.
_SETTING_LINE = LazyRegex(
    r"^\s*(?:#.*|(?:export\s+)?[A-Za-z_]\w*=(?:\"[^\"`$]*(?:\$(?:HOME|PATH|\{HOME\}|\{PATH\})[^\"`$]*)*\"|"
    # an alias to a plain command line (no pipe, no chain: nothing it fetches or hides)
    r"'[^']*'|[^\s;&|`$]*(?:\$(?:HOME|PATH)[^\s;&|`$]*)*)|alias\s+[\w.-]+=(?:'[\w\s./=:-]*'|\"[\w\s./=:-]*\"))?\s*$"
)


def settings_only(content: Value) -> bool:
    """Known text whose every line only sets a variable, a PATH entry or an alias."""
    body = "\n".join(content.texts)
    if not content.is_known or not body.strip() or len(content.texts) > 2:
        return False
    lines = [line for text in content.texts for line in text.split("\n")]
    hidden = any(
        re.search(r"PATH=\S*(?:^|[\"':=/])\.(?!local/|npm-global|cargo/|bun/|deno/)\w", line)
        for line in lines
    )
    return not hidden and all(_SETTING_LINE.search(line) for line in lines)
