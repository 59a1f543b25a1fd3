"""What a rebuilt command line *does*, judged the same way in every language.

The parsed-language models (shell, Python, JavaScript) rebuild what a script
runs from its values; these judges say what capability the command
exercises, whatever spelling produced it: a miner or mining pool, SQL that
destroys a database, git commands that discard the user's work, hide changes
or skip hooks, a host security control switched off, root handed out, a
package installed from a stranger's host or a registry redirected. What a
*text* is (SQL, settings written, a credential store) is in
``content_checks``.

Every judge takes a command's words and returns a short description, or
``None``: the caller decides the rule and the line. Nothing here imports a
parser.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator

from skillctl.audit.content_checks import PACKAGE_URL
from skillctl.audit.content_checks import is_official_package_host
from skillctl.audit.content_checks import sql_destruction
from skillctl.audit.lazy_regex import LazyRegex

# -- miners -----------------------------------------------------------------------------
_MINER_PROTOCOL = LazyRegex(
    r"\bmining\.(?:subscribe|authorize|submit|notify|extranonce|set_difficulty)\b|"
    r"\bstratum\d?\+(?:tcp|ssl|tls|ws|wss)://|\bstratum://[\w.-]+:\d+|"
    r"[\"']?method[\"']?\s*:\s*[\"']?(?:login|getjob|submit)[\"']?.{0,80}\b(?:agent|rigid|algo)\b",
    re.IGNORECASE,
)
_MINER_PROGRAMS = frozenset(
    {"xmrig", "xmr-stak", "xmr-stak-rx", "minerd", "cpuminer", "cpuminer-multi", "cpuminer-opt",
     "ethminer", "nbminer", "t-rex", "lolminer", "phoenixminer", "ccminer", "bfgminer", "cgminer",
     "nanominer", "srbminer", "srbminer-multi", "teamredminer", "gminer", "xmrig-cuda"}
)  # fmt: skip
_MINER_FLAGS = LazyRegex(r"--donate-level\b|--randomx\b|\b-a\s+(?:rx/0|cryptonight|randomx)\b")


def mining_marker(text: str) -> str | None:
    """The mining protocol or pool a text speaks to (stratum methods, stratum URLs)."""
    found = _MINER_PROTOCOL.search(text)
    return found.group(0)[:80] if found else None


# -- SQL clients ---------------------------------------------------------------------------
_SQL_CLIENTS = frozenset(
    {"psql", "mysql", "mariadb", "sqlite3", "sqlcmd", "clickhouse-client", "cockroach", "mongosh",
     "mongo", "redis-cli", "duckdb"}
)  # fmt: skip


# -- commands -------------------------------------------------------------------------------
_WRAPPERS = frozenset({"sudo", "doas", "nohup", "nice", "ionice", "time", "command", "exec",
                       "env", "setsid", "stdbuf", "timeout", "xargs", "pkexec", "runuser"})  # fmt: skip
_SECURITY_UNITS = LazyRegex(
    r"^(?:firewalld|ufw|apparmor|auditd|iptables|ip6tables|nftables|netfilter-persistent|"
    r"selinux\w*|clamav[\w-]*|clamd\w*|falcon-sensor|osqueryd|wazuh-agent|sentinelone|"
    r"crowdstrike\w*|fail2ban|mdatp|ossec\w*|aide\w*|snapd\.apparmor|rsyslog|"
    r"systemd-journald)(?:\.service)?$"
)
_SECURITY_TEXT = LazyRegex(
    r"\bSELINUX\s*=\s*(?:disabled|permissive)\b|\bapparmor\s*=\s*0\b|\bselinux\s*=\s*0\b|"
    r"\badvfirewall\b.{0,60}\bstate\s+off\b|-Disable(?:RealtimeMonitoring|BehaviorMonitoring|"
    r"IOAVProtection|ScriptScanning)\b|\bSet-NetFirewallProfile\b.{0,60}-Enabled\s+\$?False\b|"
    r"\bspctl\s+--master-disable\b|\bcsrutil\s+disable\b|"
    r"\bkernel\.randomize_va_space\s*=\s*0\b",
    re.IGNORECASE,
)
_INSTALLERS = frozenset({"npm", "pnpm", "yarn", "bun", "npx", "pip", "pip3", "uv", "pipx",
                         "poetry", "gem", "cargo", "conda", "mamba"})  # fmt: skip
_INSTALL_VERBS = frozenset({"install", "i", "add", "ci", "update", "upgrade", "sync", "exec",
                            "dlx", "x", "run"})  # fmt: skip
_REGISTRY_FLAGS = frozenset({"--registry", "--index-url", "-i", "--extra-index-url",
                             "--trusted-host", "--source", "--index"})  # fmt: skip
_SHELL_PATH = LazyRegex(r"(?:^|/)(?:\.?[\w-]*(?:bash|zsh|dash|ksh)|sh|python3?(?:\.\d+)?)$")


def words_of(command: str) -> list[str]:
    """A command line split as a POSIX shell would (a plain split when quotes do not match)."""
    try:
        # operators written against a word (`x.sh;`, `a&&b`, `2>/dev/null`) are words of
        # their own, as a shell reads them
        lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
        lexer.whitespace_split = True
        return list(lexer)
    except ValueError:
        return command.split()


def simple_commands(words: list[str]) -> Iterator[list[str]]:
    """The simple commands of a word list, split at ``;``, ``&&``, ``||`` and ``|``, with
    wrappers (``sudo -n``, ``env X=1``, ``nohup``) taken off the front."""
    current: list[str] = []
    for word in [*words, ";"]:
        if word in (";", "&&", "||", "|", "&"):
            while current and current[0].rsplit("/", 1)[-1] in (*_WRAPPERS, "chroot"):
                is_chroot = current[0].rsplit("/", 1)[-1] == "chroot"
                current = current[1:]
                while current and (current[0].startswith("-") or "=" in current[0]):
                    current = current[1:]
                current = current[1:] if is_chroot else current
            if current:
                yield current
            current = []
        else:
            current.append(word)


def security_disable(words: list[str]) -> str | None:
    """The host security control (firewall, SELinux, AppArmor, audit, antivirus) a simple
    command switches off."""
    if not words:
        return None
    name = words[0].rsplit("/", 1)[-1]
    args = words[1:]
    lowered = [a.lower() for a in args]
    if name == "ufw" and "disable" in lowered:
        return "ufw disable"
    if name == "setenforce" and lowered[-1:] and lowered[-1] in ("0", "permissive"):
        return "setenforce 0"
    if name in ("aa-teardown", "aa-disable") or (name == "apparmor_parser" and "-R" in args):
        return name
    if name == "systemctl" and {"stop", "disable", "mask", "kill"} & set(lowered):
        units = [a for a in args if _SECURITY_UNITS.match(a)]
        if units:
            return f"systemctl {' '.join(a for a in args if not a.startswith('-'))}"
    if name == "service" and len(args) >= 2 and _SECURITY_UNITS.match(args[0]) and args[1] in ("stop", "disable"):  # fmt: skip
        return f"service {args[0]} {args[1]}"
    if name in ("iptables", "ip6tables") and (
        "-F" in args or "--flush" in args or ("-P" in args and "ACCEPT" in args)
    ):
        return f"{name} {' '.join(args)}"[:80]
    if name == "nft" and "flush" in lowered and "ruleset" in lowered:
        return "nft flush ruleset"
    if name == "auditctl" and ("-D" in args or args[:2] == ["-e", "0"]):
        return f"auditctl {' '.join(args)}"
    found = _SECURITY_TEXT.search(" ".join(words))
    return found.group(0) if found else None


def git_discard(words: list[str]) -> str | None:
    """The git command that throws away the user's uncommitted or ignored work, if it is one:
    ``reset --hard``, ``clean`` forced over ignored files, ``checkout``/``restore`` of
    everything, ``stash clear``, reflog expiry."""
    if not words or words[0].rsplit("/", 1)[-1] != "git":
        return None
    args = list(words[1:])
    while len(args) > 1 and args[0] in ("-C", "-c", "--git-dir", "--work-tree"):
        args = args[2:]
    if not args:
        return None
    verb, rest = args[0], args[1:]
    short = "".join(a[1:] for a in rest if a.startswith("-") and not a.startswith("--"))
    if verb == "reset" and "--hard" in rest:
        return "git reset --hard"
    if verb == "clean" and ("f" in short or "--force" in rest) and "x" in short:
        return "git clean -fx (untracked and ignored files)"
    # everything at once: `git checkout -- .`, `git checkout -f .`, `git restore .`
    if verb in ("checkout", "restore") and "." in rest and (verb == "restore" or {"--", "-f"} & set(rest)):  # fmt: skip
        return f"git {verb} ."
    if verb == "stash" and rest[:1] == ["clear"]:
        return "git stash clear"
    if verb == "reflog" and rest[:1] == ["expire"] and any("now" in a for a in rest):
        return "git reflog expire"
    return None


def package_source(words: list[str]) -> str | None:
    """A package installed from, or a registry set to, a host that is not a public registry."""
    if not words:
        return None
    name = words[0].rsplit("/", 1)[-1]
    args = words[1:]
    if re.fullmatch(r"python\d?(?:\.\d+)?", name):
        if args[:2] != ["-m", "pip"]:
            return None  # a script run by Python, whatever its arguments say
        name, args = "pip", args[2:]
    elif re.fullmatch(r"pip\d?(?:\.\d+)?", name):
        name = "pip"
    if name not in _INSTALLERS:
        return None
    is_config = args[:2] in (["config", "set"], ["set", "registry"]) or args[:1] == ["config"]
    if not is_config and not (set(args) & _INSTALL_VERBS):
        return None
    for index, arg in enumerate(args):
        flag, _, value = arg.partition("=")
        if flag in _REGISTRY_FLAGS and not value and index + 1 < len(args):
            value = args[index + 1]
        candidates = [value] if flag in _REGISTRY_FLAGS else [arg]
        if is_config:
            candidates = [arg]
        for candidate in candidates:
            for url in PACKAGE_URL.findall(candidate):
                if not is_official_package_host(url):
                    return f"{name} … {url}"[:120]
    return None


def miner_program(words: list[str]) -> str | None:
    """A known miner started, or a mining pool handed to a program."""
    if not words:
        return None
    name = words[0].rsplit("/", 1)[-1].lower()
    if name in _MINER_PROGRAMS or re.sub(r"[-_.]?\d[\w.]*$", "", name) in _MINER_PROGRAMS:
        return name
    text = " ".join(words)
    marker = mining_marker(text)
    if marker is not None:
        return marker
    found = _MINER_FLAGS.search(text)
    return found.group(0) if found else None


def root_access(words: list[str]) -> str | None:
    """A command that hands out root: a container with the host's root or the Docker socket
    mounted, a root password cleared, a setuid shell."""
    if not words:
        return None
    name = words[0].rsplit("/", 1)[-1]
    args = words[1:]
    if name in ("docker", "podman", "nerdctl") and args[:1] in (["run"], ["create"], ["exec"]):
        for index, arg in enumerate(args):
            flag, _, value = arg.partition("=")
            if flag in ("-v", "--volume", "--mount") and not value and index + 1 < len(args):
                value = args[index + 1]
            if flag in ("-v", "--volume", "--mount") and (
                re.match(r"^(?:source=|src=)?/(?::|,|$)", value) or "docker.sock" in value
            ):
                return f"{name} run with {value} mounted"
    if name in ("passwd", "usermod") and (
        {"-d", "--delete"} & set(args) or ("-p" in args and "''" in args)
    ):
        return f"{name} {' '.join(args)}"[:80]
    is_setuid = bool(args) and bool(
        re.fullmatch(r"(?:[ugoa]*\+[rwx]*s[rwx]*|[2467][0-7]{3})", args[0])
    )
    if name == "chmod" and is_setuid and any(_SHELL_PATH.search(a) for a in args[1:]):
        return f"chmod {args[0]} on a shell"
    return None


def git_conceal(words: list[str]) -> str | None:
    """A git command that hides changes from ``git status`` and review."""
    if not words or words[0].rsplit("/", 1)[-1] != "git":
        return None
    if "update-index" in words and ({"--assume-unchanged", "--skip-worktree"} & set(words)):
        return "git update-index " + next(
            w for w in words if w in ("--assume-unchanged", "--skip-worktree")
        )
    if (
        "commit" in words
        and "--amend" in words
        and "--no-edit" in words
        and any(w.startswith("--date") for w in words)
    ):  # folded into the user's last commit under its old date: no new change to review
        return "git commit --amend --no-edit --date (a change hidden in an earlier commit)"
    return None


def git_hooks(words: list[str]) -> str | None:
    """A git command that skips or removes the user's hooks: ``commit -n``, ``--no-verify``,
    ``core.hooksPath`` pointed elsewhere. ``global`` in the answer: for every repository."""
    if not words or words[0].rsplit("/", 1)[-1] != "git":
        return None
    args = words[1:]
    for index, arg in enumerate(args):
        if (
            arg == "-c"
            and index + 1 < len(args)
            and args[index + 1].lower().startswith("core.hookspath")
        ):
            return "git -c core.hooksPath"
    verb = next((a for a in args if not a.startswith("-")), "")
    if verb == "config" and any(a.lower() == "core.hookspath" for a in args):
        scope = "global " if {"--global", "--system"} & set(args) else ""
        if "--unset" in args or "--get" in args or args[-1].lower() == "core.hookspath":
            return None
        target = args[-1]
        # a project's own tracked hooks folder (.githooks, .husky) turns hooks on, not off
        if not scope and not re.match(r"^(?:/dev/null|/tmp/|/var/tmp/|''|\s*$)", target):
            return None
        return f"{scope}git config core.hooksPath {target}"[:80]
    if verb in ("commit", "push", "merge", "am", "rebase") and (
        "--no-verify" in args
        or (verb == "commit" and any(re.fullmatch(r"-[a-zA-Z]*n[a-zA-Z]*", a) for a in args))
    ):
        return f"git {verb} --no-verify"
    return None


def sql_of_command(words: list[str]) -> str | None:
    """Mass-destructive SQL handed to a database client on its command line."""
    if not words or words[0].rsplit("/", 1)[-1] not in _SQL_CLIENTS:
        return None
    return sql_destruction(" ".join(words[1:]))


def command_verdicts(command: str, depth: int = 0) -> list[tuple[str, str]]:
    """(capability, description) for each capability a rebuilt command line exercises.

    Capabilities: ``miner``, ``sql-destruction``, ``git-discard``, ``security-disable``,
    ``package-source``, ``fetch-exec`` (a file downloaded and then run, across the line's
    commands). The shell model can call this per command it rebuilds.
    """
    found: list[tuple[str, str]] = []
    fetched = FetchedFiles()
    for words in simple_commands(words_of(command)):
        found += word_verdicts(words)
        ran = fetched.step(words)
        if ran is not None:
            found.append(("fetch-exec", ran))
        inner = _shell_script(words)
        if inner is not None and depth < 1:
            found += command_verdicts(inner, depth + 1)
    return found


_FETCHERS = frozenset({"curl", "wget", "aria2c", "Invoke-WebRequest", "iwr", "fetch", "http"})
_OUTPUT_FLAGS = frozenset({"-o", "--output", "-O", "--output-document", "-OutFile", "--out"})
_INTERPRETERS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "python", "python3", "node",
                           "perl", "ruby", "php", "pwsh", "powershell", "source", ".", "osascript"})  # fmt: skip


class FetchedFiles:
    """Files a sequence of commands downloads, and the first command that then runs one
    (``curl -o /tmp/x URL && chmod +x /tmp/x && /tmp/x``, ``wget -O f.sh URL; sh f.sh``)."""

    def __init__(self) -> None:
        self.paths: set[str] = set()

    def step(self, words: list[str]) -> str | None:
        """Read one simple command; what it runs when it runs a downloaded file."""
        if not words:
            return None
        name = words[0].rsplit("/", 1)[-1]
        if name in _FETCHERS:
            self.paths.update(_path_key(p) for p in _downloaded_to(words[1:]))
            return None
        if not self.paths or name == "chmod":
            return None
        program = _path_key(words[0])
        args = [_path_key(w) for w in words[1:] if not w.startswith("-")]
        if program in self.paths or (name in _INTERPRETERS and self.paths & set(args)):
            return f"runs {words[-1] if name in _INTERPRETERS else words[0]} after downloading it"[:120]  # fmt: skip
        return None


def _downloaded_to(args: list[str]) -> list[str]:
    found = []
    for index, arg in enumerate(args):
        flag, equals, value = arg.partition("=")
        if re.fullmatch(r"-[a-zA-Z]+[oO]", flag) and not equals:  # curl -so FILE, wget -qO FILE
            flag = "-o"
        if flag in _OUTPUT_FLAGS:
            value = value if equals else (args[index + 1] if index + 1 < len(args) else "")
            if value and value != "-":
                found.append(value)
        elif arg.startswith(">") and len(arg) > 1:
            found.append(arg.lstrip(">"))
        elif arg == ">" and index + 1 < len(args):
            found.append(args[index + 1])
    return found


def _path_key(path: str) -> str:
    return path.strip("'\"").removeprefix("./")


def word_verdicts(words: list[str]) -> list[tuple[str, str]]:
    """(capability, description) for one simple command already split into words (the shell
    model resolves the words itself)."""
    found = []
    for capability, judge in _JUDGES:
        what = judge(words)
        if what is not None:
            found.append((capability, what))
    return found


def _shell_script(words: list[str]) -> str | None:
    """The script of a ``sh -c SCRIPT`` anywhere in a command (``docker run … sh -c …``)."""
    for index, word in enumerate(words[:-2]):
        if re.fullmatch(r"(?:/\S*/)?(?:ba|z|da|k)?sh", word) and words[index + 1] == "-c":
            return words[index + 2]
    return None


_JUDGES = (
    ("miner", miner_program),
    ("sql-destruction", sql_of_command),
    ("git-discard", git_discard),
    ("security-disable", security_disable),
    ("package-source", package_source),
    ("root-access", root_access),
    ("git-conceal", git_conceal),
    ("git-hooks", git_hooks),
)
