"""What a resolved command line does, as the shell and PowerShell models see it.

The shell model hands each command's words (each a bounded ``Value``) to
:func:`judge_command`. Capabilities every language shares — miners, mass SQL,
git discards and hooks, security controls, root, package sources — are judged
by ``capabilities`` on every spelling the words may have and reported with
the shared rules in ``capability_rules``. What only a command line shows is judged here,
with rules of its own: force-pushing over the default branch and merging past
review, erasing history and transcripts, detaching, starting an agent without
its approvals, wiping disks and clouds, exposing the machine. Writes into
package-manager, SELinux and sudoers files are judged by their content.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from collections.abc import Sequence

from skillctl.audit import api_hosts
from skillctl.audit import capability_rules
from skillctl.audit import package_sources
from skillctl.audit.capability_hits import word_hits
from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Level
from skillctl.audit.flow import UNKNOWN
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Value
from skillctl.audit.flow import code_rule
from skillctl.audit.lazy_regex import LazyRegex

_C, _H, _M = Level.CRITICAL, Level.HIGH, Level.MEDIUM
_HI, _MD = Confidence.HIGH, Confidence.MEDIUM


PUSH_PAST_REVIEW = code_rule(12, "push-past-review", "human-control", _H, _HI,
    "Force-pushes over the default branch, merges past required reviews, removes branch "
    "protection, or applies infrastructure changes with the approval prompt switched off",
    "Open a pull request from a branch and leave review and branch protection to the user.",
    "CWE-284")  # fmt: skip
ERASE_TRACES = code_rule(13, "erases-history-or-transcripts", "concealment", _H, _HI,
    "Deletes or truncates shell history, agent session transcripts or system logs",
    "Leave history and transcripts alone: they are the user's record of what happened.",
    "CWE-223")  # fmt: skip
HIDDEN_PROCESS = code_rule(14, "hidden-detached-process", "concealment", _M, _MD,
    "Starts a hidden or detached process that outlives the command",
    "Run work in the foreground where the user can see and stop it.", "CWE-506")  # fmt: skip
AGENT_UNLEASHED = code_rule(15, "agent-without-approvals", "human-control", _H, _HI,
    "Starts an AI agent with its approval prompts and sandbox switched off "
    "(--dangerously-skip-permissions, bypassPermissions, --yolo)",
    "Run agents with their approvals on; the user decides what runs.", "CWE-284")  # fmt: skip
WIPE_DEVICE = code_rule(16, "wipes-disk-or-cloud", "destructive", _C, _HI,
    "Overwrites a disk or filesystem (dd to a device, mkfs, wipefs) or deletes cloud resources "
    "wholesale (terraform destroy -auto-approve, kubectl delete --all, bucket removal)",
    "Leave destructive infrastructure changes to the user, one named resource at a time.",
    "CWE-404")  # fmt: skip
EXPOSE = code_rule(17, "exposes-machine-to-internet", "reverse-shell", _H, _HI,
    "Opens the machine to the internet: a tunnel (ngrok, cloudflared, ssh -R) or a web server "
    "serving the home or root folder",
    "Keep services on localhost; let the user decide what to expose.", "CWE-668")  # fmt: skip

# Capabilities every language judges share one rule each (``flow``): these names say
# which is meant where the shell and PowerShell models use them.
SECURITY_OFF = capability_rules.SECURITY_DISABLE
ROOT_ACCESS = capability_rules.ROOT_ACCESS
PACKAGE_SOURCE = capability_rules.PACKAGE_SOURCE
SECRET_WRITTEN = capability_rules.SECRET_WRITTEN

RULES = (PUSH_PAST_REVIEW, ERASE_TRACES, HIDDEN_PROCESS, AGENT_UNLEASHED, WIPE_DEVICE, EXPOSE)

# -- vocabularies -------------------------------------------------------------------
AGENT_BYPASS_FLAGS = frozenset(
    {"--dangerously-skip-permissions", "--dangerously-bypass-approvals-and-sandbox", "--yolo",
     "--allow-dangerously-skip-permissions", "--approval-mode=yolo", "bypasspermissions",
     "--trust-all-tools", "--allow-all-tools", "--no-sandbox-approvals", "--auto-approve-all"}
)  # fmt: skip
_SHELLS = frozenset({"bash", "sh", "zsh", "dash", "ksh", "ash", "fish", "pwsh", "powershell"})
DEFAULT_BRANCHES = frozenset(
    {"main", "master", "trunk", "production", "prod", "release", "default"}
)
HISTORY_PATH = LazyRegex(
    r"(?:^|/)\.(?:bash|zsh|sh|ksh|python|node_repl|psql|mysql|sqlite|lesshst|rediscli)_?history\b|"
    r"(?:^|/)\.zhistory$|fish/fish_history|ConsoleHost_history\.txt|(?:^|/)\.viminfo$|"
    r"\.claude/(?:projects|history|todos|shell-snapshots)|(?:^|/)\.claude\.json$|"
    r"\.codex/(?:sessions|history|log)|\.cursor/[^\s'\"]*(?:chat|history|workspaceStorage)|"
    # the system's own records (who logged in, what sudo ran), not an application's log folder
    r"\.gemini/(?:tmp|history)|\.aider\.chat\.history|/var/log/(?:auth|secure|syslog|messages|"
    r"kern|audit|sudo|faillog|wtmp|btmp|lastlog|journal|daemon)|/var/log/?$|/var/log/\*|"
    r"(?:^|/)wtmp$|(?:^|/)btmp$|"
    r"(?:^|/)lastlog$|\.local/share/recently-used",
    re.IGNORECASE,
)
CREDENTIAL_COMMANDS = LazyRegex(
    r"^(?:git\s+credential(?:-\w+)?\s+(?:fill|get)|gh\s+auth\s+token|"
    r"security\s+(?:find-(?:generic|internet)-password\s+.*-[wg]|dump-keychain)|"
    # an access key's id, a region or a profile's SSO URL are not secrets; the key and token are
    r"secret-tool\s+lookup|aws\s+configure\s+(?:get\s+(?:\S+\.)?(?:aws_secret_access_key|"
    r"aws_session_token|aws_security_token)\b|export-credentials)|"
    r"aws\s+(?:sts\s+get-session-token|ecr\s+get-login-password)|gcloud\s+auth\s+"
    r"(?:print-access-token|application-default\s+print-access-token)|az\s+account\s+"
    r"get-access-token|op\s+(?:read|item\s+get)|pass\s+show|vault\s+(?:read|kv\s+get)|"
    r"kubectl\s+(?:get\s+secrets?|config\s+view\s+.*--raw)|npm\s+token\s+list|"
    r"docker-credential-\w+\s+get)",
    re.IGNORECASE,
)


# -- judging a command line ---------------------------------------------------------
def _applies_unreviewed(name: str, rest: list[str]) -> bool:
    """``terraform apply -auto-approve``, ``pulumi up --yes``: live changes nobody confirms."""
    if name in ("terraform", "tofu", "terragrunt") and "apply" in rest:
        return any(
            a.lstrip("-").startswith("auto-approve") and not a.endswith("=false") for a in rest
        )
    return name == "pulumi" and "up" in rest and any(a in ("--yes", "-y") for a in rest)


def judge_command(words: Sequence[Value], line: int, text: str) -> Iterator[Hit]:
    """Hits for one resolved command (``words[0]`` is the program), in every language: the
    shared capability judges (``capabilities``) on each spelling the words may have, then the
    behaviours only a command line shows."""
    argv = [_first(w) for w in words]
    if not argv:
        return
    seen: set[str] = set()
    said: set[tuple[str, str]] = set()  # each spelling may do something else (reset, clean)
    for candidate in _alternatives(words):
        for found in word_hits(candidate, line, text):
            if (found.rule.id, found.why) not in said:
                seen.add(found.rule.id)
                said.add((found.rule.id, found.why))
                yield found
    name = argv[0].rsplit("/", 1)[-1].lower()
    joined = " ".join(argv)
    if name == "git":
        yield from _git_push(words[1:], line, text)
    elif name in ("chmod", "install") and _sets_setuid(argv[1:]) and ROOT_ACCESS.id not in seen:
        yield Hit(ROOT_ACCESS, line, text, "sets the setuid or setgid bit")
    elif name in ("npm", "pnpm", "yarn", "pip", "pip3", "uv", "poetry", "conda", "bun"):
        if PACKAGE_SOURCE.id not in seen:
            yield from package_sources.package_manager(argv, line, text)
    elif name == "go" and argv[1:3] == ["env", "-w"]:
        yield from package_sources.go_env(argv[3:], line, text)
    elif name == "gh":
        yield from _github_cli(argv[1:], line, text)
    elif (
        name == "curl"
        and re.search(r"/branches/[^/\s]+/protection", joined)
        and re.search(r"(?:-X|--request)\s*DELETE", joined)
    ):
        yield Hit(PUSH_PAST_REVIEW, line, text, "deletes branch protection")
    yield from _takeover_and_wipe(name, argv, joined, line, text, seen)
    lowered = {a.lower() for a in argv[1:]}
    if lowered & AGENT_BYPASS_FLAGS or (
        "--permission-mode" in lowered and "bypasspermissions" in lowered
    ):
        yield Hit(AGENT_UNLEASHED, line, text, f"runs {name} without approval prompts")


def default_branch_query(argv: list[str]) -> bool:
    """Whether the command prints the remote's default branch (``git symbolic-ref
    refs/remotes/origin/HEAD``, ``git rev-parse --abbrev-ref origin/HEAD``)."""
    # any remote's HEAD, however the remote is named (or computed)
    return (
        bool(argv)
        and argv[0] == "git"
        and any(
            a.endswith("/HEAD") and a.count("/") <= 3 and not a.startswith("/") for a in argv[1:]
        )
    )


def ignored_signals(argv: list[str]) -> list[str]:
    """The signals ``trap HANDLER SIG…`` ignores: those given an empty or do-nothing handler."""
    if len(argv) < 3 or argv[0] != "trap":
        return []
    return argv[2:] if argv[1].strip() in ("", ":", "true", "''", '""') else []


_ROOTS_OF_HOST = re.compile(
    r"(?:^|\s)(?:-v|--volume|--mount)[= ](?:type=bind,)?(?:source=|src=)?/(?::|,)"
)
_SHELL_SOCKET = re.compile(
    r"(?:^|\s)(?:-e|-c|--exec|--sh-exec)\s+['\"]?(?:/bin/|/usr/bin/)?(?:ba|z|da|k)?sh\b|"
    r"\b(?:exec|system):['\"]?(?:/bin/)?(?:ba|z)?sh\b",
    re.IGNORECASE,
)


def _takeover_and_wipe(
    name: str, argv: list[str], joined: str, line: int, text: str, seen: set[str]
) -> Iterator[Hit]:
    """Root taken over, disks and clouds wiped, the machine exposed, a shell handed out: what
    the shared judges do not already say (``seen`` holds the rules they raised)."""
    rest = argv[1:]
    if ROOT_ACCESS.id in seen:
        pass
    elif name in ("docker", "podman", "nerdctl") and "run" in rest[:3]:
        if "--privileged" in rest or _ROOTS_OF_HOST.search(joined) or "--pid=host" in rest:
            yield Hit(
                ROOT_ACCESS, line, text, f"runs a container with the host's root ({name} run)"
            )
    elif name == "nsenter" and re.search(r"(?:-t|--target)\s*1\b", joined):
        yield Hit(ROOT_ACCESS, line, text, "enters the host's first process (nsenter -t 1)")
    elif name in ("chroot",) and any(a.startswith(("/host", "/mnt/host", "/rootfs")) for a in rest):
        yield Hit(ROOT_ACCESS, line, text, "chroots into the mounted host")
    elif name == "passwd" and ("-d" in rest or "--delete" in rest):
        yield Hit(ROOT_ACCESS, line, text, "removes an account's password")
    elif (
        name in ("usermod", "gpasswd", "adduser")
        and re.search(r"\b(?:sudo|wheel|admin|root)\b", " ".join(rest))
        and re.search(r"-\w*[aAG]|--append|--add", joined)
    ):
        yield Hit(ROOT_ACCESS, line, text, "adds an account to an administrators' group")
    if name == "dd" and re.search(r"\bof=/dev/(?:sd|nvme|hd|vd|xvd|disk|mmcblk)", joined):
        yield Hit(WIPE_DEVICE, line, text, "writes over a disk device")
    elif name.startswith("mkfs") or (name in ("wipefs", "sgdisk") and "--zap-all" in rest):
        yield Hit(WIPE_DEVICE, line, text, f"formats a device ({name})")
    elif (
        name in ("terraform", "tofu")
        and "destroy" in rest
        and any("auto-approve" in a for a in rest)
    ):
        yield Hit(WIPE_DEVICE, line, text, "destroys every resource without a prompt")
    elif _applies_unreviewed(name, rest):
        yield Hit(PUSH_PAST_REVIEW, line, text, "applies infrastructure changes without a prompt")
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
    if name in ("nc", "ncat", "netcat", "socat") and _SHELL_SOCKET.search(joined):
        yield Hit(
            capability_rules.SOCKET_SHELL, line, text, f"gives a shell to a network peer ({name})"
        )


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
    for argv in _alternatives(words):
        candidate = " ".join(argv)
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
    from skillctl.audit.places import sensitive_path

    if detail.endswith(STORE_MARK):
        return True
    return sensitive_path(detail) is not None and not _PUBLIC_PARTS.search(detail)


def _first(value: Value) -> str:
    return value.texts[0] if value.texts else UNKNOWN


def _alternatives(words: Sequence[Value]) -> list[list[str]]:
    """The command as written, and with each word's other possible values (bounded)."""
    first = [_first(w) for w in words]
    return [first] + [
        [*first[:index], other, *first[index + 1 :]]
        for index, word in enumerate(words)
        for other in word.texts[1:4]
    ]


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 80 else text[:79] + "…"


def pushes_to_default(words: Sequence[Value]) -> bool:
    """``git push`` with the default branch among the refs it may update."""
    argv = [_first(w) for w in words]
    if not argv or argv[0].rsplit("/", 1)[-1] != "git":
        return False
    index = 1
    while index + 1 < len(argv) and argv[index] in ("-c", "-C"):
        index += 2
    if argv[index : index + 1] != ["push"]:
        return False
    targets = {_branch_of(t) for value in words[index + 1 :] for t in value.texts}
    return bool(targets & DEFAULT_BRANCHES)


def _git_push(args: Sequence[Value], line: int, text: str) -> Iterator[Hit]:
    """A push forced over the default branch (hooks and discards: the shared judges)."""
    argv = [_first(a) for a in args]
    no_hooks = False
    while len(argv) >= 2 and argv[0] in ("-c", "-C"):
        no_hooks = no_hooks or argv[1].lower().startswith("core.hookspath")
        argv, args = argv[2:], args[2:]
    if not argv or argv[0] != "push":
        return
    rest = argv[1:]
    forced = any(r in ("-f", "--mirror") or r.startswith("--force") for r in rest) or any(
        r.startswith("+") for r in rest
    )
    targets = {_branch_of(t) for value in args[1:] for t in value.texts}
    to_default = bool(targets & DEFAULT_BRANCHES)
    if forced and (to_default or "--mirror" in rest or "--all" in rest):
        yield Hit(PUSH_PAST_REVIEW, line, text, "force-pushes over the default branch")
    elif to_default and (no_hooks or "--no-verify" in rest):
        yield Hit(PUSH_PAST_REVIEW, line, text, "pushes to the default branch with hooks off")


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


def _sets_setuid(args: list[str]) -> bool:
    for arg in args:
        mode = arg[2:] if arg.startswith("-m") and len(arg) > 2 else arg
        if re.fullmatch(r"[0-7]?[2467][0-7]{3}", mode) and len(mode) == 4:
            return True
        if any(re.fullmatch(r"[ugoa]*[+=][rwxXt]*s[rwxXt]*", part) for part in mode.split(",")):
            return True  # u+s, or u+s among others (u+s,a+rx)
    return False


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
def judge_text_write(path: str, content: Value, line: int, text: str) -> Iterator[Hit]:
    """Hits for writing ``content`` into the file at ``path`` (resolved)."""
    if package_sources.REGISTRY_CONFIG.search(path):
        for candidate in content.texts:
            why = package_sources.judge_registry_config(candidate)
            if why:
                yield Hit(PACKAGE_SOURCE, line, text, f"{why} in {path.rsplit('/', 1)[-1]}")
                return
    if re.search(r"(?:^|/)etc/selinux/config$", path) and any(
        re.search(r"SELINUX\s*=\s*(?:disabled|permissive)", t, re.IGNORECASE) for t in content.texts
    ):
        yield Hit(SECURITY_OFF, line, text, "disables SELinux in /etc/selinux/config")
    if re.search(r"(?:^|/)etc/sudoers", path) and any("NOPASSWD" in t for t in content.texts):
        yield Hit(ROOT_ACCESS, line, text, "grants password-less sudo")


def erases_traces(path: str) -> str | None:
    """The history, transcript or log part of ``path``, if it names one."""
    found = HISTORY_PATH.search(path.replace("\\", "/"))
    return found.group(0) if found else None


def is_shell_program(name: str) -> bool:
    return name.rsplit("/", 1)[-1].lower().removesuffix(".exe") in _SHELLS
