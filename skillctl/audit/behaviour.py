"""What a resolved command line does, judged the same way in every language.

The shell model, and the Python and JavaScript models through the command
lines they rebuild, hand a command's words (each a bounded ``Value``) to
:func:`judge_command`. It knows the behaviours an attack needs but no
ordinary task does — a shell whose input comes from a socket, ignoring the
signals that stop a program, force-pushing past review and hooks, pointing
the package index at another host, dropping whole databases, erasing shell
history and agent transcripts, making a setuid binary, switching off the
firewall or SELinux — and reports each with the words that show it. Text
judged on its own (SQL, package-manager settings) has helpers of its own so
scripts in any language reach the same verdict.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from collections.abc import Sequence

from skillctl.audit import api_hosts
from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Level
from skillctl.audit.finding import RuleInfo
from skillctl.audit.flow import UNKNOWN
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Value
from skillctl.audit.lazy_regex import LazyRegex

_C, _H, _M = Level.CRITICAL, Level.HIGH, Level.MEDIUM
_HI, _MD = Confidence.HIGH, Confidence.MEDIUM


def _rule(num: int, name: str, category: str, level: Level, conf: Confidence, msg: str, fix: str, cwe: str) -> RuleInfo:  # fmt: skip
    return RuleInfo(f"SKC-FL-{num:03d}", name, category, level, conf, msg, fix, cwe)


RESIST_STOP = _rule(12, "ignores-stop-signals", "human-control", _H, _HI,
    "Ignores the signals that stop a program (INT, TERM, QUIT) or detaches and respawns itself",
    "Let the user stop the skill: never trap INT/TERM with an empty handler or detach from the "
    "session.", "CWE-693")  # fmt: skip
PUSH_PAST_REVIEW = _rule(13, "push-past-review-and-hooks", "human-control", _H, _HI,
    "Pushes straight to the default branch, force-pushes, or switches off git hooks",
    "Open a pull request from a branch and leave hooks and branch protection on.",
    "CWE-284")  # fmt: skip
DISCARD_WORK = _rule(14, "discards-uncommitted-work", "destructive", _M, _MD,
    "Throws away the user's uncommitted or ignored files (git reset --hard, git clean -x, "
    "checkout over local changes)",
    "Check `git status` first, stash, and ask the user before discarding anything.",
    "CWE-404")  # fmt: skip
INDEX_REDIRECT = _rule(15, "package-index-redirect", "supply-chain", _H, _HI,
    "Points a package manager at another index or registry, or turns off its TLS checks",
    "Install from the official index; never rewrite the user's pip/npm configuration.",
    "CWE-494")  # fmt: skip
SQL_DESTRUCTION = _rule(16, "drops-databases-or-tables", "destructive", _H, _MD,
    "Drops or truncates databases, schemas or tables",
    "Never drop data a skill did not create; point destructive resets at a throw-away database "
    "and ask first.", "CWE-404")  # fmt: skip
SQL_WIPE_ALL = _rule(17, "drops-every-database", "destructive", _C, _HI,
    "Drops every database or table it finds in the server's catalog",
    "Remove it: no task needs to drop what it did not create.", "CWE-404")  # fmt: skip
SETUID = _rule(18, "makes-setuid-binary", "privilege-escalation", _C, _HI,
    "Marks a file setuid or setgid (chmod u+s, 4755): a permanent way to run as its owner",
    "Never create setuid files; use sudo for the one command that needs it.", "CWE-250")  # fmt: skip
ERASE_TRACES = _rule(19, "erases-history-or-transcripts", "concealment", _H, _HI,
    "Deletes or truncates shell history, agent session transcripts or system logs",
    "Leave history and transcripts alone: they are the user's record of what happened.",
    "CWE-223")  # fmt: skip
SOCKET_SHELL = _rule(20, "shell-on-network-connection", "reverse-shell", _C, _HI,
    "Runs a shell whose input and output are a network connection (a reverse shell)",
    "Remove it: nothing a skill does needs to hand a shell to another machine.",
    "CWE-506")  # fmt: skip
SECURITY_OFF = _rule(21, "disables-security-controls", "privilege-escalation", _H, _HI,
    "Switches off the firewall, SELinux, AppArmor, antivirus or audit logging",
    "Tell the user which rule to add instead of disabling the protection.", "CWE-693")  # fmt: skip
MINER = _rule(22, "crypto-miner", "resource-abuse", _C, _HI,
    "Runs a cryptocurrency miner or speaks a mining-pool protocol",
    "Remove it.", "CWE-400")  # fmt: skip
CREDENTIAL_DUMP = _rule(23, "credential-store-read", "credential-access", _H, _HI,
    "Reads a credential store (key files, token caches, the git credential helper, a keychain) "
    "and keeps, prints or copies what it finds",
    "Let the tool that owns the credential use it; never copy or print it.", "CWE-522")  # fmt: skip
DISCARD_ALL = _rule(25, "wipes-working-tree", "destructive", _H, _HI,
    "Both hard-resets the repository and deletes its untracked or ignored files: every "
    "uncommitted change, local config and .env file is gone",
    "Check `git status`, stash, and ask the user; never clean ignored files.",
    "CWE-404")  # fmt: skip
HIDE_CHANGES = _rule(26, "hides-changes-from-git", "concealment", _H, _HI,
    "Hides its edits from `git status` and `git diff` (assume-unchanged, skip-worktree) or "
    "turns back file timestamps",
    "Leave the user's view of their changes alone.", "CWE-223")  # fmt: skip
AGENT_UNLEASHED = _rule(27, "agent-without-approvals", "human-control", _H, _HI,
    "Starts an AI agent with its approval prompts and sandbox switched off "
    "(--dangerously-skip-permissions, bypassPermissions, --yolo)",
    "Run agents with their approvals on; the user decides what runs.", "CWE-284")  # fmt: skip
ROOT_TAKEOVER = _rule(28, "host-root-takeover", "privilege-escalation", _C, _HI,
    "Takes over the host as root: a privileged container or one with the host's root folder "
    "mounted, nsenter into PID 1, a password removed, an account added to sudo or wheel",
    "Never change accounts or escape containers; ask the user to run the one privileged step.",
    "CWE-250")  # fmt: skip
WIPE_DEVICE = _rule(29, "wipes-disk-or-cloud", "destructive", _C, _HI,
    "Overwrites a disk or filesystem (dd to a device, mkfs, wipefs) or deletes cloud resources "
    "wholesale (terraform destroy -auto-approve, kubectl delete --all, bucket removal)",
    "Leave destructive infrastructure changes to the user, one named resource at a time.",
    "CWE-404")  # fmt: skip
EXPOSE = _rule(30, "exposes-machine-to-internet", "reverse-shell", _H, _HI,
    "Opens the machine to the internet: a tunnel (ngrok, cloudflared, ssh -R) or a web server "
    "serving the home or root folder",
    "Keep services on localhost; let the user decide what to expose.", "CWE-668")  # fmt: skip
HIDDEN_PROCESS = _rule(24, "hidden-detached-process", "concealment", _M, _MD,
    "Starts a hidden or detached process that outlives the command",
    "Run work in the foreground where the user can see and stop it.", "CWE-506")  # fmt: skip

RULES = (
    RESIST_STOP,
    PUSH_PAST_REVIEW,
    DISCARD_WORK,
    INDEX_REDIRECT,
    SQL_DESTRUCTION,
    SQL_WIPE_ALL,
    SETUID,
    ERASE_TRACES,
    SOCKET_SHELL,
    SECURITY_OFF,
    MINER,
    CREDENTIAL_DUMP,
    HIDDEN_PROCESS,
    DISCARD_ALL,
    HIDE_CHANGES,
    AGENT_UNLEASHED,
    ROOT_TAKEOVER,
    WIPE_DEVICE,
    EXPOSE,
)

# -- vocabularies -------------------------------------------------------------------
AGENT_BYPASS_FLAGS = frozenset(
    {"--dangerously-skip-permissions", "--dangerously-bypass-approvals-and-sandbox", "--yolo",
     "--allow-dangerously-skip-permissions", "--approval-mode=yolo", "bypasspermissions",
     "--trust-all-tools", "--allow-all-tools", "--no-sandbox-approvals", "--auto-approve-all"}
)  # fmt: skip
_GO_INSECURE = LazyRegex(
    r"^(?:GOSUMDB=off|GONOSUMDB=|GONOSUMCHECK=|GOINSECURE=|GOFLAGS=.*-insecure|GOPROXY=(?P<url>\S+))",
)
_STOP_SIGNALS = frozenset({"INT", "TERM", "QUIT", "TSTP", "2", "3", "15", "20"})
_SHELLS = frozenset({"bash", "sh", "zsh", "dash", "ksh", "ash", "fish", "pwsh", "powershell"})
DEFAULT_BRANCHES = frozenset(
    {"main", "master", "trunk", "production", "prod", "release", "default"}
)
HISTORY_PATH = LazyRegex(
    r"(?:^|/)\.(?:bash|zsh|sh|ksh|python|node_repl|psql|mysql|sqlite|lesshst|rediscli)_?history\b|"
    r"(?:^|/)\.zhistory$|fish/fish_history|ConsoleHost_history\.txt|(?:^|/)\.viminfo$|"
    r"\.claude/(?:projects|history|todos|shell-snapshots)|(?:^|/)\.claude\.json$|"
    r"\.codex/(?:sessions|history|log)|\.cursor/[^\s'\"]*(?:chat|history|workspaceStorage)|"
    r"\.gemini/(?:tmp|history)|\.aider\.chat\.history|/var/log/|(?:^|/)wtmp$|(?:^|/)btmp$|"
    r"(?:^|/)lastlog$|\.local/share/recently-used",
    re.IGNORECASE,
)
REGISTRY_CONFIG = LazyRegex(
    r"(?:^|/)\.npmrc$|(?:^|/)\.yarnrc(?:\.yml)?$|(?:^|/)pip\.(?:conf|ini)$|(?:^|/)\.pypirc$|"
    r"(?:^|/)\.condarc$|(?:^|/)\.gemrc$|\.cargo/config(?:\.toml)?$|\.m2/settings\.xml$|"
    r"(?:^|/)bunfig\.toml$|(?:^|/)uv\.toml$|(?:^|/)\.pnpmrc$",
    re.IGNORECASE,
)
OFFICIAL_INDEXES = (
    "registry.npmjs.org",
    "registry.yarnpkg.com",
    "pypi.org",
    "pypi.python.org",
    "files.pythonhosted.org",
    "crates.io",
    "rubygems.org",
    "repo.maven.apache.org",
    "repo1.maven.org",
    "conda.anaconda.org",
    "npm.pkg.github.com",
)
_INDEX_SETTING = LazyRegex(
    r"(?:^|[\s;'\"])(?:(?:global\.|install\.)?(?:index-url|extra-index-url|index_url|"
    r"extra_index_url)|(?:@[\w-]+:)?registry|npmRegistryServer|PIP_INDEX_URL|PIP_EXTRA_INDEX_URL|"
    r"UV_INDEX_URL|UV_EXTRA_INDEX_URL|NPM_CONFIG_REGISTRY|YARN_REGISTRY|channels)\s*[=:]?\s*"
    r"['\"]?(?P<url>(?:https?|git\+https?)://[^\s'\"]+)",
    re.IGNORECASE,
)
_TLS_OFF = LazyRegex(
    r"strict-ssl\s*[=:]?\s*['\"]?false|trusted-host|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*['\"]?0|"
    r"(?:^|\s)--insecure\b|sslVerify\s*[=:]?\s*false|ssl_verify\s*[=:]\s*false|"
    r"enableStrictSsl\s*[=:]\s*false|PIP_TRUSTED_HOST|GIT_SSL_NO_VERIFY",
    re.IGNORECASE,
)
_SQL_DROP = LazyRegex(
    r"\b(?:drop\s+(?:database|schema|table|owned\s+by|user|role)\b|truncate\s+(?:table\s+)?\w|"
    r"delete\s+from\s+[\w.\"`]+\s*(?:;|$)|dropDatabase\s*\(|flushall\b|flushdb\b)",
    re.IGNORECASE,
)
_SQL_CATALOG = LazyRegex(
    r"\b(?:pg_database|pg_tables|pg_namespace|information_schema\.(?:tables|schemata)|"
    r"sqlite_master|sqlite_schema|show\s+(?:databases|tables|schemas)|listDatabases|"
    r"getCollectionNames|sys\.databases|all_tables|\\l\b|\\dt\b)",
    re.IGNORECASE,
)
MINER_TEXT = LazyRegex(
    r"stratum\+(?:tcp|ssl|tls)://|\bmining\.(?:subscribe|authorize|submit|notify)\b|"
    r"\b(?:xmrig|xmr-stak|cpuminer|minerd|ethminer|nbminer|lolminer|t-rex|teamredminer|"
    r"nanominer|phoenixminer|srbminer|gminer|bzminer|cgminer|bfgminer)\b|--donate-level\b|"
    r"\b(?:randomx|cryptonight|ethash|kawpow|autolykos)\b|\bnicehash\b|"
    r"\b(?:pool|wallet|worker)\s*[:=]\s*['\"]?[\w.-]+\.(?:example|test|invalid)\b.{0,80}"
    r"\b(?:wallet|hashrate|nonce|algo)\b",
    re.IGNORECASE,
)
_SECURITY_TOOLS = LazyRegex(
    r"^(?:ufw\s+(?:--force\s+)?disable|setenforce\s+(?:0|permissive)|"
    r"(?:systemctl|service)\s+(?:\S+\s+)*(?:stop|disable|mask)\s+(?:\S+\s+)*"
    r"(?:firewalld|ufw|apparmor|auditd|iptables|nftables|selinux|falcon-sensor|clamav|"
    r"clamav-daemon|osqueryd|wazuh-agent|crowdstrike|defender|mdatp|sophos|sentinelone)\b|"
    r"(?:aa-teardown|aa-disable|apparmor_parser\s+-R)\b|iptables\s+(?:-P\s+\w+\s+ACCEPT|-F\b)|"
    r"nft\s+flush\s+ruleset|auditctl\s+-[De]\s*0?|spctl\s+--master-disable|"
    r"csrutil\s+disable|Set-MpPreference\s+.*-Disable\w+\s+(?:\$true|1)|"
    r"netsh\s+advfirewall\s+set\s+\w+\s+state\s+off)",
    re.IGNORECASE,
)
_SELINUX_CONFIG = LazyRegex(r"SELINUX\s*=\s*(?:disabled|permissive)", re.IGNORECASE)
CREDENTIAL_COMMANDS = LazyRegex(
    r"^(?:git\s+credential(?:-\w+)?\s+(?:fill|get)|gh\s+auth\s+token|"
    r"security\s+(?:find-(?:generic|internet)-password\s+.*-[wg]|dump-keychain)|"
    r"secret-tool\s+lookup|aws\s+configure\s+(?:get|export-credentials)|"
    r"aws\s+(?:sts\s+get-session-token|ecr\s+get-login-password)|gcloud\s+auth\s+"
    r"(?:print-access-token|application-default\s+print-access-token)|az\s+account\s+"
    r"get-access-token|op\s+(?:read|item\s+get)|pass\s+show|vault\s+(?:read|kv\s+get)|"
    r"kubectl\s+(?:get\s+secrets?|config\s+view\s+.*--raw)|npm\s+token\s+list|"
    r"docker-credential-\w+\s+get)",
    re.IGNORECASE,
)


# -- judging a command line ---------------------------------------------------------
def judge_command(words: Sequence[Value], line: int, text: str) -> Iterator[Hit]:
    """Hits for one resolved command (``words[0]`` is the program), in every language."""
    argv = [_first(w) for w in words]
    if not argv:
        return
    name = argv[0].rsplit("/", 1)[-1].lower()
    joined = " ".join(argv)
    if name == "trap":
        yield from _trap(argv[1:], line, text)
    elif name == "git":
        yield from _git(words[1:], line, text)
    elif name in ("chmod", "install") and _sets_setuid(argv[1:]):
        yield Hit(SETUID, line, text, "sets the setuid or setgid bit")
    elif name in ("npm", "pnpm", "yarn", "pip", "pip3", "uv", "poetry", "conda", "bun"):
        yield from _package_manager(argv, line, text)
    elif name == "go" and argv[1:3] == ["env", "-w"]:
        yield from _go_env(argv[3:], line, text)
    elif name == "gh":
        yield from _github_cli(argv[1:], line, text)
    elif (
        name == "curl"
        and re.search(r"/branches/[^/\s]+/protection", joined)
        and re.search(r"(?:-X|--request)\s*DELETE", joined)
    ):
        yield Hit(PUSH_PAST_REVIEW, line, text, "deletes branch protection")
    yield from _takeover_and_wipe(name, argv, joined, line, text)
    lowered = {a.lower() for a in argv[1:]}
    if lowered & AGENT_BYPASS_FLAGS or (
        "--permission-mode" in lowered and "bypasspermissions" in lowered
    ):
        yield Hit(AGENT_UNLEASHED, line, text, f"runs {name} without approval prompts")
    for candidate in _texts(words, joined):
        if _SECURITY_TOOLS.search(candidate):
            yield Hit(SECURITY_OFF, line, text, f"runs `{_short(candidate)}`")
            break


_ROOTS_OF_HOST = re.compile(
    r"(?:^|\s)(?:-v|--volume|--mount)[= ](?:type=bind,)?(?:source=|src=)?/(?::|,)"
)
_SHELL_SOCKET = re.compile(
    r"(?:^|\s)(?:-e|-c|--exec|--sh-exec)\s+['\"]?(?:/bin/|/usr/bin/)?(?:ba|z|da|k)?sh\b|"
    r"\b(?:exec|system):['\"]?(?:/bin/)?(?:ba|z)?sh\b",
    re.IGNORECASE,
)


def _takeover_and_wipe(
    name: str, argv: list[str], joined: str, line: int, text: str
) -> Iterator[Hit]:
    rest = argv[1:]
    if name in ("docker", "podman", "nerdctl") and "run" in rest[:3]:
        if "--privileged" in rest or _ROOTS_OF_HOST.search(joined) or "--pid=host" in rest:
            yield Hit(
                ROOT_TAKEOVER, line, text, f"runs a container with the host's root ({name} run)"
            )
    elif name == "nsenter" and re.search(r"(?:-t|--target)\s*1\b", joined):
        yield Hit(ROOT_TAKEOVER, line, text, "enters the host's first process (nsenter -t 1)")
    elif name in ("chroot",) and any(a.startswith(("/host", "/mnt/host", "/rootfs")) for a in rest):
        yield Hit(ROOT_TAKEOVER, line, text, "chroots into the mounted host")
    elif name == "passwd" and ("-d" in rest or "--delete" in rest):
        yield Hit(ROOT_TAKEOVER, line, text, "removes an account's password")
    elif (
        name in ("usermod", "gpasswd", "adduser")
        and re.search(r"\b(?:sudo|wheel|admin|root)\b", " ".join(rest))
        and re.search(r"-\w*[aAG]|--append|--add", joined)
    ):
        yield Hit(ROOT_TAKEOVER, line, text, "adds an account to an administrators' group")
    elif name == "dd" and re.search(r"\bof=/dev/(?:sd|nvme|hd|vd|xvd|disk|mmcblk)", joined):
        yield Hit(WIPE_DEVICE, line, text, "writes over a disk device")
    elif name.startswith("mkfs") or (name in ("wipefs", "sgdisk") and "--zap-all" in rest):
        yield Hit(WIPE_DEVICE, line, text, f"formats a device ({name})")
    elif name == "terraform" and "destroy" in rest and any("auto-approve" in a for a in rest):
        yield Hit(WIPE_DEVICE, line, text, "destroys every resource without a prompt")
    elif (
        name == "kubectl"
        and "delete" in rest
        and ("--all" in rest or "--all-namespaces" in rest or "-A" in rest)
    ):
        yield Hit(WIPE_DEVICE, line, text, "deletes every Kubernetes object of a kind")
    elif name in ("aws", "gsutil", "gcloud", "az") and re.search(
        r"\bs3\s+rb\b.*--force|\brm\s+-r\s+gs://|\bprojects\s+delete\b|\bgroup\s+delete\b.*--yes",
        joined,
    ):
        yield Hit(WIPE_DEVICE, line, text, "deletes cloud storage or a whole project")
    elif name in ("ngrok", "cloudflared", "lt", "localtunnel", "bore", "frpc") or (
        name == "ssh" and re.search(r"(?:^|\s)-\w*R\s*\S+", joined)
    ):
        yield Hit(EXPOSE, line, text, f"opens a tunnel from the internet ({name})")
    elif name in ("nc", "ncat", "netcat", "socat") and _SHELL_SOCKET.search(joined):
        yield Hit(SOCKET_SHELL, line, text, f"gives a shell to a network peer ({name})")


def serves_folder(argv: list[str]) -> str | None:
    """The folder a one-line web server publishes, if it is the home or root folder."""
    joined = " ".join(argv)
    if not re.search(r"http\.server|SimpleHTTPServer|http-server|\bserve\b|php\s+-S", joined):
        return None
    found = re.search(r"(?:--directory|-d|-t)\s+(\S+)|\s(~|/|\$HOME)/?(?:\s|$)", joined)
    folder = (found.group(1) or found.group(2)) if found else None
    return folder if folder in ("~", "/", "$HOME", "~/") else None


def credential_source(words: Sequence[Value]) -> str | None:
    """The credential a command prints (``gh auth token``, ``git credential fill``, a keychain
    look-up), named like an environment variable so its vendor is known, if it prints one."""
    joined = " ".join(_first(w) for w in words)
    for candidate in _texts(words, joined):
        if CREDENTIAL_COMMANDS.search(candidate):
            vendor = next((v for v in api_hosts.OFFICIAL_HOSTS if v in candidate.lower()), None)
            return f"{vendor.upper()}_TOKEN {STORE_MARK}" if vendor else STORE_MARK
    return None


STORE_MARK = "(credential store)"


_PUBLIC_PARTS = LazyRegex(
    r"\.pub$|known_hosts|\.ssh/config$|\.aws/config$|\.env\.(?:example|sample|template)$|"
    r"/etc/passwd$|(?:^|/)\.ssh/?$",
    re.IGNORECASE,
)


def is_credential_store(detail: str) -> bool:
    """Whether a SECRET label's detail names a stored credential (a key file, a token cache, a
    credential helper) rather than an environment variable."""
    from skillctl.audit.flow import sensitive_path

    if detail.endswith(STORE_MARK):
        return True
    return sensitive_path(detail) is not None and not _PUBLIC_PARTS.search(detail)


def _first(value: Value) -> str:
    return value.texts[0] if value.texts else UNKNOWN


def _texts(words: Sequence[Value], joined: str) -> list[str]:
    """The command line as written, and with each word's other possible values."""
    first = [_first(w) for w in words]
    return [joined] + [
        " ".join([*first[:index], other, *first[index + 1 :]])
        for index, word in enumerate(words)
        for other in word.texts[1:4]
    ]


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 80 else text[:79] + "…"


def _trap(args: list[str], line: int, text: str) -> Iterator[Hit]:
    if len(args) < 2:
        return
    handler, signals = args[0].strip(), {a.upper().removeprefix("SIG") for a in args[1:]}
    if handler in ("", ":", "true", "''", '""') and signals & _STOP_SIGNALS:
        shown = ", ".join(sorted(signals & _STOP_SIGNALS))
        yield Hit(RESIST_STOP, line, text, f"ignores {shown}")


def ignores_stop_signals(handler_is_noop: bool, signals: set[str]) -> bool:  # noqa: FBT001
    """Whether installing ``handler`` for ``signals`` stops the user from interrupting."""
    names = {s.upper().removeprefix("SIG") for s in signals}
    return handler_is_noop and bool(names & _STOP_SIGNALS)


def _git(args: Sequence[Value], line: int, text: str) -> Iterator[Hit]:
    argv = [_first(a) for a in args]
    settings = []
    while len(argv) >= 2 and argv[0] == "-c":
        settings.append(argv[1])
        argv, args = argv[2:], args[2:]
    while argv and argv[0].startswith("-"):
        argv, args = argv[1:], args[1:]
    if not argv:
        return
    verb, rest = argv[0], argv[1:]
    no_hooks = any(re.match(r"core\.hooksPath\s*=\s*(?:/dev/null|$|['\"]{2})", s) for s in settings)
    if verb == "update-index" and {"--assume-unchanged", "--skip-worktree"} & set(rest):
        yield Hit(HIDE_CHANGES, line, text, "hides changed files from git status")
        return
    skips_hooks = "--no-verify" in rest or (verb == "commit" and _has_short_flag(rest, "n"))
    if verb in ("commit", "push", "merge", "am", "rebase") and (skips_hooks or no_hooks):
        yield Hit(PUSH_PAST_REVIEW, line, text, "switches off the repository's git hooks")
        return
    if verb == "push":
        forced = any(
            r in ("-f", "--force", "--force-with-lease", "--mirror") or r.startswith("--force")
            for r in rest
        ) or any(r.startswith("+") for r in rest)
        targets = {_branch_of(t) for value in args[1:] for t in value.texts}
        to_default = bool(targets & DEFAULT_BRANCHES)
        if forced and (to_default or "--mirror" in rest or "--all" in rest):
            yield Hit(PUSH_PAST_REVIEW, line, text, "force-pushes over the default branch")
    elif verb == "reset" and "--hard" in rest:
        yield Hit(DISCARD_WORK, line, text, "discards uncommitted changes (reset --hard)")
    elif verb == "clean" and _flags(rest) >= {"f"} and not ({"n"} & _flags(rest)):
        what = "ignored and untracked files" if "x" in _flags(rest) else "untracked files"
        yield Hit(DISCARD_WORK, line, text, f"deletes {what} (git clean)")
    elif verb == "config" and any(r.lower() == "core.hookspath" for r in rest):
        target = rest[-1] if rest else ""
        if "--unset" in rest or "--get" in rest or target.lower() == "core.hookspath":
            return
        if target in ("/dev/null", "", UNKNOWN) or target.endswith("null") or "--global" in rest:
            where = "for every repository" if "--global" in rest else "at nothing"
            yield Hit(PUSH_PAST_REVIEW, line, text, f"points core.hooksPath {where}")


def _has_short_flag(args: list[str], flag: str) -> bool:
    return any(re.fullmatch(rf"-[A-Za-z]*{flag}[A-Za-z]*", a) and a != "-m" for a in args)


def _go_env(assignments: list[str], line: int, text: str) -> Iterator[Hit]:
    for assignment in assignments:
        found = _GO_INSECURE.search(assignment)
        if found is None:
            continue
        url = found.group("url")
        if url is not None:
            hosts = [h for part in url.split(",") if (h := _host(part))]
            if not hosts or all(h in ("proxy.golang.org", "goproxy.io") for h in hosts):
                continue
        yield Hit(
            INDEX_REDIRECT, line, text, f"sets {assignment.split('=', 1)[0]} for every Go build"
        )
        return


def _github_cli(args: list[str], line: int, text: str) -> Iterator[Hit]:
    joined = " ".join(args)
    if args[:2] == ["pr", "merge"] and "--admin" in args:
        yield Hit(PUSH_PAST_REVIEW, line, text, "merges past required reviews (--admin)")
    elif (
        args[:1] == ["api"]
        and re.search(r"/protection\b", joined)
        and re.search(r"(?:-X|--method)\s*(?:DELETE|PUT|PATCH)", joined)
    ):
        yield Hit(PUSH_PAST_REVIEW, line, text, "changes or deletes branch protection")


def _branch_of(ref: str) -> str:
    ref = ref.lstrip("+").split(":")[-1]
    return ref.removeprefix("refs/heads/").removeprefix("origin/")


def _flags(args: list[str]) -> set[str]:
    return {c for a in args if a.startswith("-") and not a.startswith("--") for c in a[1:]} | {
        {"--force": "f", "--dry-run": "n"}.get(a, "") for a in args if a.startswith("--")
    } - {""}


def _sets_setuid(args: list[str]) -> bool:
    for arg in args:
        mode = arg[2:] if arg.startswith("-m") and len(arg) > 2 else arg
        if re.fullmatch(r"[0-7]?[2467][0-7]{3}", mode) and len(mode) == 4:
            return True
        if re.fullmatch(r"[ugoa]*[+=][rwxXt]*s[rwxXt]*", mode):
            return True
    return False


def _package_manager(argv: list[str], line: int, text: str) -> Iterator[Hit]:
    joined = " ".join(argv)
    sets_config = re.search(r"\bconfig\s+set\b|\bconfig\s+--(?:global|user)\b", joined)
    for found in _INDEX_SETTING.finditer(joined.replace("--index-url", " index-url=")):
        host = _host(found.group("url"))
        if host and not is_official_index(host):
            how = "sets" if sets_config else "installs from"
            yield Hit(INDEX_REDIRECT, line, text, f"{how} the package index {host}")
            return
    if sets_config and _TLS_OFF.search(joined):
        yield Hit(INDEX_REDIRECT, line, text, "turns off the package manager's TLS checks")


def _host(url: str) -> str | None:
    hosts = api_hosts.hosts_in(url.removeprefix("git+"))
    return hosts[0] if hosts else None


def is_official_index(host: str) -> bool:
    """The public index of a package ecosystem, or a host on this machine."""
    host = host.lower()
    return api_hosts.is_loopback(host) or any(
        host == known or host.endswith("." + known) for known in OFFICIAL_INDEXES
    )


def judge_cmdlet(name: str, params: dict[str, str], line: int, text: str) -> Iterator[Hit]:
    """Hits for a PowerShell cmdlet by its parameters (names lower-cased, values as text)."""
    name = name.lower()
    if name in ("set-mppreference", "add-mppreference"):
        off = [
            p
            for p, v in params.items()
            if p.startswith("-disable") and v.lower() not in ("$false", "0", "false")
        ]
        excluded = [p for p in params if p.startswith("-exclusion")]
        if off or excluded:
            what = (
                "switches off Defender protection"
                if off
                else "excludes paths from Defender scanning"
            )
            yield Hit(SECURITY_OFF, line, text, what)
    elif name == "set-netfirewallprofile" and params.get("-enabled", "").lower() in (
        "false",
        "$false",
        "0",
    ):
        yield Hit(SECURITY_OFF, line, text, "switches off the Windows firewall")
    elif (
        name == "set-executionpolicy"
        and any(v.lower() in ("unrestricted", "bypass") for v in params.values())
        and params.get("-scope", "").lower() == "localmachine"
    ):
        yield Hit(SECURITY_OFF, line, text, "lets every script run on the machine")


# -- judging text -------------------------------------------------------------------
def judge_registry_config(content: str) -> str | None:
    """Why ``content`` written into a package manager's configuration is a redirect, if it is."""
    for found in _INDEX_SETTING.finditer(content):
        host = _host(found.group("url"))
        if host and not is_official_index(host):
            return f"sets the package index to {host}"
    if _TLS_OFF.search(content):
        return "turns off TLS verification for the package index"
    return None


def judge_sql(text: str) -> RuleInfo | None:
    """The rule SQL ``text`` breaks: dropping what the catalog lists, or dropping at all."""
    if UNKNOWN in text and not _SQL_DROP.search(text.replace(UNKNOWN, " ")):
        return None
    if not _SQL_DROP.search(text):
        return None
    return SQL_WIPE_ALL if _SQL_CATALOG.search(text) else SQL_DESTRUCTION


def lists_catalog(text: str) -> bool:
    """Whether ``text`` asks a database server for all its databases or tables."""
    return bool(_SQL_CATALOG.search(text))


def judge_text_write(path: str, content: Value, line: int, text: str) -> Iterator[Hit]:
    """Hits for writing ``content`` into the file at ``path`` (resolved)."""
    if REGISTRY_CONFIG.search(path):
        for candidate in content.texts:
            why = judge_registry_config(candidate)
            if why:
                yield Hit(INDEX_REDIRECT, line, text, f"{why} in {path.rsplit('/', 1)[-1]}")
                return
    if re.search(r"(?:^|/)etc/selinux/config$", path) and any(
        _SELINUX_CONFIG.search(t) for t in content.texts
    ):
        yield Hit(SECURITY_OFF, line, text, "disables SELinux in /etc/selinux/config")
    if re.search(r"(?:^|/)etc/sudoers", path) and any("NOPASSWD" in t for t in content.texts):
        yield Hit(SECURITY_OFF, line, text, "grants password-less sudo")


def erases_traces(path: str) -> str | None:
    """The history, transcript or log part of ``path``, if it names one."""
    found = HISTORY_PATH.search(path.replace("\\", "/"))
    return found.group(0) if found else None


def is_shell_program(name: str) -> bool:
    return name.rsplit("/", 1)[-1].lower().removesuffix(".exe") in _SHELLS
