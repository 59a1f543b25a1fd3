"""Rules for what code is able to do, shared by every parsed language (SKC-FL-040..063).

The judges live in ``capabilities`` and ``content_checks``, the helpers that turn their answers
into hits in ``capability_hits``; these are the rules those hits carry, plus the two checks of
names and addresses hidden from a reader (a module imported by a decoded name, data sent to a
decoded address).
"""

from __future__ import annotations

from skillctl.audit import api_hosts
from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Level
from skillctl.audit.flow import UNKNOWN
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Label
from skillctl.audit.flow import Value
from skillctl.audit.flow import code_rule

_C, _H, _M = Level.CRITICAL, Level.HIGH, Level.MEDIUM
_HI, _MD = Confidence.HIGH, Confidence.MEDIUM


MINER = code_rule(40, "cryptominer", "resource-abuse", _C, _HI,
    "Mines for someone else: speaks a mining protocol (stratum), starts a known miner, or "
    "searches for proof-of-work nonces for work fetched from or sent to the network",
    "Remove the miner; a skill must not spend the user's machine on someone else's work.",
    "CWE-400")  # fmt: skip
SQL_DESTRUCTION = code_rule(41, "sql-mass-destruction", "destructive", _H, _HI,
    "Runs SQL that drops a whole database or schema, or every table",
    "Never drop databases or schemas from a skill; let the user run destructive SQL.",
    "CWE-1068")  # fmt: skip
GIT_DISCARD = code_rule(42, "git-discards-work", "destructive", _M, _MD,
    "Runs git commands that throw away uncommitted or ignored work (reset --hard, clean -x)",
    "Check `git status` and stash first, or leave the reset to the user.", "CWE-1068")  # fmt: skip
GIT_WIPE = code_rule(43, "git-wipes-work", "destructive", _H, _HI,
    "Both resets tracked files and deletes untracked and ignored ones: all local work is lost",
    "Never combine reset --hard with clean -x in a skill; ask the user.", "CWE-1068")  # fmt: skip
SECURITY_DISABLE = code_rule(44, "security-control-disabled", "privilege-escalation", _H, _HI,
    "Switches off a host security control (firewall, SELinux, AppArmor, audit, antivirus)",
    "Never weaken the host's protections; tell the user what blocks and why.", "CWE-693")  # fmt: skip
RESISTS_STOP = code_rule(45, "resists-termination", "persistence", _H, _HI,
    "Ignores termination signals and detaches or respawns itself, so it cannot be stopped",
    "Let the process be interrupted and stopped; never respawn a killed process.",
    "CWE-284")  # fmt: skip
IGNORES_SIGNALS = code_rule(46, "ignores-termination-signals", "persistence", _M, _MD,
    "Ignores the signals used to stop a process (SIGTERM, SIGHUP, several at once)",
    "Handle signals to clean up and exit; never ignore them.", "CWE-284")  # fmt: skip
SOCKET_SHELL = code_rule(47, "socket-wired-to-shell", "reverse-shell", _C, _HI,
    "A network connection is wired to a shell's input and output (reverse shell)",
    "Remove the code: it hands a remote party a shell on this machine.", "CWE-506")  # fmt: skip
AGENT_SETTINGS = code_rule(48, "agent-approvals-removed", "agent-tricks", _C, _HI,
    "Writes agent or editor settings that remove approvals (bypassPermissions, auto-approve, "
    "MCP servers or hooks enabled, automatic tasks allowed)",
    "A skill must never change how the agent or editor asks the user.", "CWE-15")  # fmt: skip
AUTORUN_TASK = code_rule(49, "runs-on-folder-open", "persistence", _H, _HI,
    "Writes an editor task that runs by itself whenever the folder is opened",
    "Do not install automatic tasks; document the command for the user to run.",
    "CWE-506")  # fmt: skip
PACKAGE_SOURCE = code_rule(50, "package-from-untrusted-host", "supply-chain", _H, _HI,
    "Installs a package from, or points a manifest or registry at, a host that is not a "
    "public package registry",
    "Install published versions from the public registry; never swap in third-party tarballs.",
    "CWE-829")  # fmt: skip
CREDENTIAL_READ = code_rule(51, "credential-store-read", "credential-access", _H, _MD,
    "Reads a credential store (cloud keys, SSH private keys, browser passwords or cookies, "
    "token caches)",
    "Let the SDK or CLI use the credentials; a skill never opens the store itself.",
    "CWE-522")  # fmt: skip
SECRET_WRITTEN = code_rule(52, "secret-written-out", "credential-access", _H, _HI,
    "Writes credentials or secret environment variables into a file or the script's output",
    "Never copy secrets into reports, caches or output the agent reads.", "CWE-532")  # fmt: skip
ROOT_ACCESS = code_rule(54, "root-access-granted", "privilege-escalation", _H, _HI,
    "Hands out root: a container with the host's root or Docker socket mounted, a root "
    "password cleared, a setuid shell",
    "Never grant root; ask the user to fix ownership or permissions themselves.", "CWE-269")  # fmt: skip
GIT_CONCEAL = code_rule(55, "hides-changes-from-git", "obfuscation", _H, _MD,
    "Hides changes from git review: files marked so git stops showing their changes "
    "(assume-unchanged, skip-worktree), or a change folded into an earlier commit under its "
    "old date",
    "Leave every change visible in `git status` for the user to review.", "CWE-451")  # fmt: skip
GIT_HOOKS = code_rule(56, "git-hooks-skipped", "agent-tricks", _M, _MD,
    "Skips the repository's git hooks (commit -n, --no-verify, core.hooksPath changed)",
    "Let the user's hooks run; fix what they report.", "CWE-693")  # fmt: skip
GIT_HOOKS_GLOBAL = code_rule(57, "git-hooks-disabled-globally", "agent-tricks", _H, _HI,
    "Points git's hooks path elsewhere for every repository of the user",
    "Never change the user's global git configuration.", "CWE-693")  # fmt: skip


# -- names and addresses hidden from a reader, and relays (SKC-FL-060..063) --------------
HIDDEN_IMPORT = code_rule(60, "module-name-hidden", "obfuscation", _H, _HI,
    "A module that runs commands, opens sockets or executes code is imported by a name that "
    "is decoded or assembled at run time to hide it",
    "Import modules by their literal names.", "CWE-506")  # fmt: skip

OPEN_RELAY = code_rule(61, "open-proxy-relay", "resource-abuse", _H, _HI,
    "Runs a proxy that relays other people's connections through this machine: a server that "
    "connects wherever its client asks (HTTP CONNECT, SOCKS) and pipes the traffic",
    "Do not turn the user's machine into a relay; a skill needs no inbound proxy.",
    "CWE-441")  # fmt: skip
HIDDEN_DESTINATION = code_rule(63, "upload-to-hidden-address", "exfiltration", _H, _HI,
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
    HIDDEN_DESTINATION,
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
