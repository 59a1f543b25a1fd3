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


# -- what names and paths mean ------------------------------------------------------
_SECRET_NAME = LazyRegex(
    r"(?:^|_)(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASS|PWD|CREDENTIALS?|AUTH|COOKIE|SESSION|"
    r"PRIVATE|APIKEY|ACCESS_KEY|PAT)(?:_|$)|^AWS_|^GH_|^NPM_TOKEN|^PYPI_",
    re.IGNORECASE,
)
_NOT_SECRET_NAME = LazyRegex(r"(?:URL|URI|HOST|ENDPOINT|WEBHOOK|PATH|DIR|FILE|ID|NAME|REGION)$")
_SENSITIVE_PATH = LazyRegex(
    r"\.ssh(?:/|$)|id_rsa|id_ed25519|id_ecdsa|\.aws/credentials|\.aws/config|\.aws/?$|"
    r"\.kube/config|\.kube/?$|\.gnupg|\.docker/?$|\.config/gh/?$|"
    r"\.config/gcloud|\.azure/|\.netrc|\.git-credentials|\.npmrc|\.pypirc|\.docker/config|"
    r"/etc/shadow|/etc/passwd|Login Data|Cookies|keychain|\.gnupg|wallet|"
    r"(?:^|/)\.env\b(?!\.(?:example|sample|template|dist)\b)|"
    r"/run/secrets/|Local State|key4\.db|logins\.json|cookies\.sqlite|\.config/gh/hosts\.yml|"
    r"\.vault-token|\.pgpass|\.my\.cnf|id_dsa|\.terraform\.d/credentials|"
    r"\.(?:cargo|gem)/credentials|application_default_credentials|\.config/hub\b",
    re.IGNORECASE,
)
_PERSISTENCE_PATH = LazyRegex(
    r"(?:^|/)\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin|"
    r"config/fish/config\.fish)$|/etc/cron|/var/spool/cron|(?:^|/)crontab$|"
    # System unit folders need root and are how a user deploys their own service; the
    # user-level ones are where a skill hides itself.
    r"/etc/profile|/etc/rc\.local|\.config/systemd/|"
    r"Library/LaunchAgents|Library/LaunchDaemons|\.config/autostart|/etc/ld\.so\.preload|"
    r"\.ssh/authorized_keys|(?:^|/)\$PROFILE$|Start Menu/Programs/Startup|CurrentVersion/Run",
    re.IGNORECASE,
)
_AGENT_CONFIG_PATH = LazyRegex(
    r"\.claude/(?:settings(?:\.local)?\.json|skills|commands|agents|hooks|CLAUDE\.md)|"
    r"(?:^|/)\.claude\.json$|\.codex/|\.cursor/(?!settings\.json$)|\.gemini/|\.agents/skills|"
    # An editor's own settings file is judged by what is written into it (capabilities).
    r"\.windsurf/(?!settings\.json$)|\.continue/|\.aider|\.config/opencode|\.github/copilot|"
    r"\.hermes/|(?:^|/)(?:CLAUDE|AGENTS)\.md$",
    re.IGNORECASE,
)
_AGENT_FOLDER = LazyRegex(
    r"(?:^|/)\.(?:claude|codex|cursor|gemini|windsurf|continue|aider|hermes|config/opencode)/",
    re.IGNORECASE,
)
_ROOTS = frozenset(
    {
        "/",
        "~",
        "/home",
        "/Users",
        "/root",
        "/etc",
        "/usr",
        "/var",
        "/bin",
        "/boot",
        "/lib",
        "/opt",
        "/System",
        "~/Documents",
        "~/.ssh",
        "~/.config",
        "C:",
        "C:/Windows",
    }
)


def is_secret_name(name: str) -> bool:
    """Whether an environment variable's name says it holds a credential (``SECRET_*`` is how
    the workflow reader names a CI secret, whatever the secret is called)."""
    if name.upper().startswith("SECRET_"):
        return True
    return bool(_SECRET_NAME.search(name)) and not _NOT_SECRET_NAME.search(name.upper())


def env_value(name: str) -> Value:
    """What reading environment variable ``name`` yields (HOME resolves to ``~``)."""
    if name in ("HOME", "USERPROFILE"):
        return Value.of("~", Tag(Label.PATH, "~"))
    if name in ("PWD", "TMPDIR", "OLDPWD"):
        return Value.unknown()
    if is_secret_name(name):
        return Value.unknown(Tag(Label.SECRET, name))
    return Value.unknown()


def sensitive_path(text: str) -> str | None:
    """The credential-file part of a path, if it names one."""
    found = _SENSITIVE_PATH.search(text)
    return found.group(0) if found else None


def persistence_path(text: str) -> str | None:
    found = _PERSISTENCE_PATH.search(tilde(text).replace("\\", "/"))
    return found.group(0) if found else None


def agent_config_path(text: str) -> str | None:
    found = _AGENT_CONFIG_PATH.search(tilde(text).replace("\\", "/"))
    return found.group(0) if found else None


def agent_folder(text: str) -> str | None:
    """The agent's folder a path lies in, whatever the file (settings written under another
    name still configure the agent when their content says so)."""
    found = _AGENT_FOLDER.search(tilde(text).replace("\\", "/"))
    return found.group(0).strip("/") if found else None


def destructive_target(text: str) -> str | None:
    """The root or home folder a delete resolves to, if it does."""
    path = tilde(text).replace("\\", "/").strip("'\" ")
    while len(path) > 1 and path.endswith(("/", "/*", "/.", "*")):
        path = path[:-1]
    if path.endswith("/.."):
        return path
    return path if path in _ROOTS or path.rstrip("/") in _ROOTS else None


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


def home_relative(path: str) -> str:
    """``path`` with ``$HOME`` and its spellings as ``~`` and forward slashes."""
    return tilde(path).replace("\\", "/")


def tilde(text: str) -> str:
    """``text`` with the home-folder spellings of shells and PowerShell written as ``~``."""
    for home in ("$HOME", "${HOME}", "%USERPROFILE%", "$env:USERPROFILE", "$env:HOME"):
        text = text.replace(home, "~")
    return text


def is_local(destinations: list[str]) -> bool:
    """Every destination is a URL on this machine (a dev server, a local API)."""
    hosts = [h for d in destinations for h in api_hosts.hosts_in(d)]
    return (
        bool(hosts) and len(hosts) == len(destinations) and all(map(api_hosts.is_loopback, hosts))
    )


def is_official_destination(secret_names: list[str], destinations: list[str]) -> bool:
    """Every secret goes to its own vendor's host."""
    hosts = [h for d in destinations for h in api_hosts.hosts_in(d)]
    return api_hosts.all_official(secret_names, hosts)


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


def _rule(num: int, name: str, category: str, level: Level, conf: Confidence, msg: str, fix: str, cwe: str) -> RuleInfo:  # fmt: skip
    return RuleInfo(f"SKC-FL-{num:03d}", name, category, level, conf, msg, fix, cwe)


EXEC_REMOTE = _rule(1, "exec-of-fetched-code", "download-execute", _C, _HI,
    "Downloaded content reaches an interpreter (eval, source, sh -c, new Function, vm)",
    "Ship the code in the skill; never run what is fetched at run time.", "CWE-494")  # fmt: skip
EXEC_DECODED = _rule(2, "exec-of-decoded-data", "obfuscation", _C, _HI,
    "Data decoded at run time (base64, hex, char codes) reaches an interpreter",
    "Remove the hidden payload; ship readable code.", "CWE-506")  # fmt: skip
SECRET_EGRESS = _rule(3, "secret-in-network-payload", "exfiltration", _C, _HI,
    "A credential or the environment is sent in a network request's payload",
    "Never send secrets anywhere but as auth to their own vendor's API.", "CWE-200")  # fmt: skip
FILE_EGRESS = _rule(4, "credential-file-in-network-payload", "exfiltration", _C, _HI,
    "A credential file's content is sent over the network",
    "Never read credential files; let the user configure access.", "CWE-200")  # fmt: skip
DELETE_ROOT = _rule(5, "delete-resolves-to-root-or-home", "destructive", _C, _HI,
    "A recursive delete whose target resolves to / or the home folder",
    "Delete only paths the skill created (for example from mktemp) and check them first.",
    "CWE-73")  # fmt: skip
PERSISTENCE_WRITE = _rule(6, "write-to-persistence-path", "persistence", _H, _HI,
    "Writes to a file that runs at login, boot or on a schedule (rc files, cron, systemd, launchd)",
    "A skill must not install itself to run later; tell the user what to add instead.",
    "CWE-506")  # fmt: skip
RC_SETTINGS = _rule(64, "settings-added-to-shell-startup", "persistence", _M, _HI,
    "Adds lines to a shell startup file that only set variables, PATH entries or aliases "
    "(no command runs at login because of them)",
    "Show the lines and let the user add them; keep them in a marked block they can remove.",
    "CWE-15")  # fmt: skip
AGENT_CONFIG_WRITE = _rule(7, "write-to-agent-config", "agent-tricks", _H, _HI,
    "Writes into an agent's settings or skill folders (~/.claude, ~/.codex, …)",
    "A skill must not change agent settings or install other skills.", "CWE-15")  # fmt: skip
FORK_BOMB = _rule(8, "fork-bomb", "resource-abuse", _C, _HI,
    "A function that starts itself twice in the background is defined and called",
    "Remove it.", "CWE-400")  # fmt: skip
# Low on its own: uploading the user's files is what many skills are for; the verdict's
# claims-vs-behaviour check raises it where SKILL.md says nothing leaves the machine.
USERDATA_EGRESS = _rule(9, "user-files-to-network", "exfiltration", Level.LOW, _MD,
    "The user's files are uploaded to a third party",
    "Say in SKILL.md what is uploaded where, or keep the data local.", "CWE-200")  # fmt: skip
DYNAMIC_EVAL = _rule(10, "eval-of-computed-text", "dangerous-code", _M, _MD,
    "Text built at run time is evaluated (eval, new Function, vm)",
    "Call the code directly; never evaluate strings.", "CWE-95")  # fmt: skip
UNPARSED = _rule(11, "script-does-not-parse", "dangerous-code", _M, _MD,
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


# -- capabilities shared by every language (SKC-FL-040..059) ---------------------------------
# The judges live in ``capabilities`` and ``content_checks``, the helpers that turn their
# answers into hits in ``capability_hits``; these are the rules the hits carry.
MINER = _rule(40, "cryptominer", "resource-abuse", _C, _HI,
    "Mines for someone else: speaks a mining protocol (stratum), starts a known miner, or "
    "searches for proof-of-work nonces for work fetched from or sent to the network",
    "Remove the miner; a skill must not spend the user's machine on someone else's work.",
    "CWE-400")  # fmt: skip
SQL_DESTRUCTION = _rule(41, "sql-mass-destruction", "destructive", _H, _HI,
    "Runs SQL that drops a whole database or schema, or every table",
    "Never drop databases or schemas from a skill; let the user run destructive SQL.",
    "CWE-1068")  # fmt: skip
GIT_DISCARD = _rule(42, "git-discards-work", "destructive", _M, _MD,
    "Runs git commands that throw away uncommitted or ignored work (reset --hard, clean -x)",
    "Check `git status` and stash first, or leave the reset to the user.", "CWE-1068")  # fmt: skip
GIT_WIPE = _rule(43, "git-wipes-work", "destructive", _H, _HI,
    "Both resets tracked files and deletes untracked and ignored ones: all local work is lost",
    "Never combine reset --hard with clean -x in a skill; ask the user.", "CWE-1068")  # fmt: skip
SECURITY_DISABLE = _rule(44, "security-control-disabled", "privilege-escalation", _H, _HI,
    "Switches off a host security control (firewall, SELinux, AppArmor, audit, antivirus)",
    "Never weaken the host's protections; tell the user what blocks and why.", "CWE-693")  # fmt: skip
RESISTS_STOP = _rule(45, "resists-termination", "persistence", _H, _HI,
    "Ignores termination signals and detaches or respawns itself, so it cannot be stopped",
    "Let the process be interrupted and stopped; never respawn a killed process.",
    "CWE-284")  # fmt: skip
IGNORES_SIGNALS = _rule(46, "ignores-termination-signals", "persistence", _M, _MD,
    "Ignores the signals used to stop a process (SIGTERM, SIGHUP, several at once)",
    "Handle signals to clean up and exit; never ignore them.", "CWE-284")  # fmt: skip
SOCKET_SHELL = _rule(47, "socket-wired-to-shell", "reverse-shell", _C, _HI,
    "A network connection is wired to a shell's input and output (reverse shell)",
    "Remove the code: it hands a remote party a shell on this machine.", "CWE-506")  # fmt: skip
AGENT_SETTINGS = _rule(48, "agent-approvals-removed", "agent-tricks", _C, _HI,
    "Writes agent or editor settings that remove approvals (bypassPermissions, auto-approve, "
    "MCP servers or hooks enabled, automatic tasks allowed)",
    "A skill must never change how the agent or editor asks the user.", "CWE-15")  # fmt: skip
AUTORUN_TASK = _rule(49, "runs-on-folder-open", "persistence", _H, _HI,
    "Writes an editor task that runs by itself whenever the folder is opened",
    "Do not install automatic tasks; document the command for the user to run.",
    "CWE-506")  # fmt: skip
PACKAGE_SOURCE = _rule(50, "package-from-untrusted-host", "supply-chain", _H, _HI,
    "Installs a package from, or points a manifest or registry at, a host that is not a "
    "public package registry",
    "Install published versions from the public registry; never swap in third-party tarballs.",
    "CWE-829")  # fmt: skip
CREDENTIAL_READ = _rule(51, "credential-store-read", "credential-access", _H, _MD,
    "Reads a credential store (cloud keys, SSH private keys, browser passwords or cookies, "
    "token caches)",
    "Let the SDK or CLI use the credentials; a skill never opens the store itself.",
    "CWE-522")  # fmt: skip
SECRET_WRITTEN = _rule(52, "secret-written-out", "credential-access", _H, _HI,
    "Writes credentials or secret environment variables into a file or the script's output",
    "Never copy secrets into reports, caches or output the agent reads.", "CWE-532")  # fmt: skip
ROOT_ACCESS = _rule(54, "root-access-granted", "privilege-escalation", _H, _HI,
    "Hands out root: a container with the host's root or Docker socket mounted, a root "
    "password cleared, a setuid shell",
    "Never grant root; ask the user to fix ownership or permissions themselves.", "CWE-269")  # fmt: skip
GIT_CONCEAL = _rule(55, "hides-changes-from-git", "obfuscation", _H, _MD,
    "Hides changes from git review: files marked so git stops showing their changes "
    "(assume-unchanged, skip-worktree), or a change folded into an earlier commit under its "
    "old date",
    "Leave every change visible in `git status` for the user to review.", "CWE-451")  # fmt: skip
GIT_HOOKS = _rule(56, "git-hooks-skipped", "agent-tricks", _M, _MD,
    "Skips the repository's git hooks (commit -n, --no-verify, core.hooksPath changed)",
    "Let the user's hooks run; fix what they report.", "CWE-693")  # fmt: skip
GIT_HOOKS_GLOBAL = _rule(57, "git-hooks-disabled-globally", "agent-tricks", _H, _HI,
    "Points git's hooks path elsewhere for every repository of the user",
    "Never change the user's global git configuration.", "CWE-693")  # fmt: skip

# -- shared rules of the code models (SKC-FL-060..079) -------------------------------------
HIDDEN_IMPORT = _rule(60, "module-name-hidden", "obfuscation", _H, _HI,
    "A module that runs commands, opens sockets or executes code is imported by a name that "
    "is decoded or assembled at run time to hide it",
    "Import modules by their literal names.", "CWE-506")  # fmt: skip

OPEN_RELAY = _rule(61, "open-proxy-relay", "resource-abuse", _H, _HI,
    "Runs a proxy that relays other people's connections through this machine: a server that "
    "connects wherever its client asks (HTTP CONNECT, SOCKS) and pipes the traffic",
    "Do not turn the user's machine into a relay; a skill needs no inbound proxy.",
    "CWE-441")  # fmt: skip
PROJECT_AGENT_CONFIG = _rule(62, "write-to-project-agent-config", "agent-tricks", _M, _MD,
    "Writes the agent settings or skill folders of the project it runs in (a relative "
    ".claude/, .cursor/, … path): the repository's own configuration, judged by what is written",
    "Show the change and let the user apply it; never add approvals, hooks or MCP servers.",
    "CWE-15")  # fmt: skip
HIDDEN_DESTINATION = _rule(63, "upload-to-hidden-address", "exfiltration", _H, _HI,
    "Sends data to an address the code decodes at run time (base64, hex, char codes, "
    "reversed): the destination is hidden from anyone reading the skill",
    "Write the address in plain text and say in SKILL.md what is sent there and why.",
    "CWE-200")  # fmt: skip


def hidden_destination_hit(destination: Value, payload: Value, line: int, text: str) -> Hit | None:
    """Data sent to an address that was decoded from a constant. Honest code has no reason
    to hide where it sends things; a download from such an address is judged elsewhere."""
    if not destination.has(Label.DECODED) or payload.texts in ((), ("",)):
        return None
    hosts = sorted({h for t in destination.texts for h in api_hosts.hosts_in(t)})
    if hosts and all(api_hosts.is_loopback(h) for h in hosts):
        return None
    where = ", ".join(hosts) or "an address decoded at run time"
    return Hit(HIDDEN_DESTINATION, line, text, f"sends data to {where}, which the code decodes")


RULES = (
    *RULES,
    MINER,
    SQL_DESTRUCTION,
    GIT_DISCARD,
    GIT_WIPE,
    SECURITY_DISABLE,
    RESISTS_STOP,
    IGNORES_SIGNALS,
    SOCKET_SHELL,
    AGENT_SETTINGS,
    AUTORUN_TASK,
    PACKAGE_SOURCE,
    CREDENTIAL_READ,
    SECRET_WRITTEN,
    ROOT_ACCESS,
    GIT_CONCEAL,
    GIT_HOOKS,
    GIT_HOOKS_GLOBAL,
    HIDDEN_IMPORT,
    OPEN_RELAY,
    PROJECT_AGENT_CONFIG,
    HIDDEN_DESTINATION,
    RC_SETTINGS,
)

_POWERFUL_MODULES = frozenset(
    {"os", "subprocess", "socket", "ctypes", "builtins", "pty", "marshal", "pickle", "shutil",
     "urllib.request", "http.client", "requests", "base64", "zlib", "importlib", "sys",
     "child_process", "net", "tls", "dgram", "vm", "fs", "http", "https", "worker_threads"}
)  # fmt: skip


def hidden_import(name: Value, line: int, text: str, *, is_literal: bool) -> Hit | None:
    """A module imported by a name that is decoded, downloaded, or assembled (not written as
    one literal) and names a module that runs commands, opens sockets or executes code."""
    shown = ", ".join(t for t in name.texts if UNKNOWN not in t)
    if name.has(Label.REMOTE) or name.has(Label.DECODED):
        return Hit(HIDDEN_IMPORT, line, text, f"imports {shown or 'a decoded name'}")
    powerful = [t for t in name.texts if t.removeprefix("node:") in _POWERFUL_MODULES]
    if powerful and not is_literal:
        return Hit(HIDDEN_IMPORT, line, text, f"imports {', '.join(powerful)} by a computed name")
    return None
