"""What names and paths mean to the audit: secret variable names, credential files, places that
survive a reboot, agent configuration, roots a delete must never reach, and whether a request
stays on this machine or goes to a credential's own vendor.

Shared by every language model (shell, Python, JavaScript, PowerShell); the value model in
``flow`` asks these questions of each possible text a value holds.
"""

from __future__ import annotations

import re

from skillctl.audit import api_hosts
from skillctl.audit.lazy_regex import LazyRegex

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
