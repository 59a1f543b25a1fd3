"""What a text *is*: destructive SQL, settings that remove approvals, a manifest on a stranger's
host, a credential store, the signals that stop a process.

The content half of the capability checks (``capabilities`` judges command
lines): each judge takes plain text — a SQL statement, a file's path and the
content written into it, a path read — and returns a short description, or
``None``. Nothing here imports a parser.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from skillctl.audit import api_hosts
from skillctl.audit.lazy_regex import LazyRegex

_OFFICIAL_PACKAGE_HOSTS = (
    "registry.npmjs.org", "registry.yarnpkg.com", "npm.pkg.github.com", "pypi.org",
    "files.pythonhosted.org", "pypi.python.org", "github.com", "codeload.github.com",
    "gitlab.com", "bitbucket.org", "objects.githubusercontent.com", "crates.io",
    "rubygems.org", "proxy.golang.org", "download.pytorch.org",
)  # fmt: skip
PACKAGE_URL = LazyRegex(r"(?:git\+)?https?://[^\s\"'<>]+")
_SIGNAL_NUMBERS = {"1": "HUP", "2": "INT", "3": "QUIT", "15": "TERM", "20": "TSTP"}
_TERMINATION = frozenset({"INT", "TERM", "HUP", "QUIT", "TSTP", "BREAK", "KILL", "STOP"})


# -- SQL ----------------------------------------------------------------------------------
_SQL_DROP_CONTAINER = LazyRegex(
    r"\bDROP\s+(?:DATABASE|SCHEMA)\s+(?:IF\s+EXISTS\s+)?[\"`]?(?P<name>[\w.$\ufffd-]+)",
    re.IGNORECASE,
)
_SQL_MASS = LazyRegex(
    r"\bDROP\s+OWNED\s+BY\b|\bFLUSHALL\b|\bdropDatabase\s*\(|"
    # a statement built from the catalog: quoted text may hold the generated statement's ';'
    r"\b(?:DROP\s+TABLE|TRUNCATE)\b(?:[^;]|;(?=['\"])){0,400}?\b(?:pg_tables|pg_class|"
    r"information_schema\.tables|sqlite_master|sys\.tables|SHOW\s+TABLES|pg_database)\b|"
    r"\b(?:pg_tables|information_schema\.tables|sqlite_master|pg_database)\b[^;]{0,400}"
    r"\b(?:DROP\s+(?:TABLE|DATABASE)|TRUNCATE)\b|"
    r"\bsp_MSforeachtable\b[^\n]{0,80}\bDROP\b",
    re.IGNORECASE,
)
_SCRATCH_NAME = LazyRegex(r"test|tmp|temp|scratch|throwaway", re.IGNORECASE)
_SQL_CATALOG = LazyRegex(
    r"\b(?:information_schema\.(?:tables|schemata)|pg_tables|pg_class|pg_namespace|pg_database|"
    r"sqlite_master|sqlite_schema|sys\.tables|sys\.databases|SHOW\s+(?:FULL\s+)?TABLES|"
    r"SHOW\s+DATABASES)\b",
    re.IGNORECASE,
)
_SQL_UNNAMED_DROP = LazyRegex(
    r"^\W*(?:TRUNCATE(?:\s+TABLE)?|DROP\s+(?:TABLE|DATABASE|SCHEMA|VIEW)(?:\s+IF\s+EXISTS)?)\s+"
    r"[^;]{0,80}\ufffd",
    re.IGNORECASE,
)


def sql_reads_catalog(sql: str) -> bool:
    """A query over the database's own list of tables, schemas or databases."""
    return bool(_SQL_CATALOG.search(sql))


def sql_drops_computed(sql: str) -> str | None:
    """A ``TRUNCATE``/``DROP`` whose object name is computed at run time (from rows of a query)."""
    found = _SQL_UNNAMED_DROP.search(sql)
    return " ".join(found.group(0).replace("\ufffd", "…").split())[:80] if found else None


def sql_destruction(sql: str, *, named_by_user: bool = False) -> str | None:
    """The statement that destroys a whole database, schema or every table, if ``sql`` has one.

    A dedicated scratch object (its name says test/tmp/scratch) is not a mass destruction,
    nor one whose name the user chose (``named_by_user``: the unknown part of the name comes
    from the command line or the user's settings).
    """
    for dropped in _SQL_DROP_CONTAINER.finditer(sql):
        name = dropped.group("name")
        if _SCRATCH_NAME.search(name) or (named_by_user and "\ufffd" in name):
            continue
        return " ".join(dropped.group(0).replace("\ufffd", "…").split())[:80]
    found = _SQL_MASS.search(sql)
    return " ".join(found.group(0).split())[:80] if found else None


def is_official_package_host(url: str) -> bool:
    hosts = api_hosts.hosts_in(url.removeprefix("git+"))
    if not hosts:
        return True
    host = hosts[0]
    if api_hosts.is_loopback(host):
        return True
    return any(host == h or host.endswith("." + h) for h in _OFFICIAL_PACKAGE_HOSTS)


# -- settings and manifests ----------------------------------------------------------------
_AGENT_SETTING = LazyRegex(
    r"bypassPermissions|dangerously[-_]?skip[-_]?permissions|enableAllProjectMcpServers|"
    r"enabledMcpjsonServers|\bautoApprove\b|\bauto_approve\b|\balwaysAllow\b|"
    r"chat\.tools\.autoApprove|chat\.agent\.autoApprove|\bapproval_policy\b\W+never|"
    r"\bdanger-full-access\b|\bfull-auto\b|\byolo\b|"
    r"\b(?:PreToolUse|PostToolUse|SessionStart|UserPromptSubmit|Stop|SubagentStop)\b\W+[^\n]{0,400}"
    r"\bcommand\b|"
    r"\ballow\b\W+[^\n]{0,40}[\"']?(?:Bash|Bash\(\*\)|WebFetch|Write|Edit)[\"']?\W",
    re.IGNORECASE,
)
_AUTOMATIC_TASKS = LazyRegex(r"task\.allowAutomaticTasks\W+(?:on|true)\b", re.IGNORECASE)
_FOLDER_OPEN = LazyRegex(r"\brunOn\W+folderOpen\b")
_EDITOR_SETTINGS = LazyRegex(
    r"(?:^|/)\.(?:vscode|cursor|windsurf)/settings\.json$|"
    r"(?:Code|Code - Insiders|VSCodium|Cursor|Windsurf)/User/settings\.json$",
    re.IGNORECASE,
)
_TASKS_FILE = LazyRegex(r"(?:^|/)\.vscode/tasks\.json$|/User/tasks\.json$", re.IGNORECASE)
_MANIFEST = LazyRegex(
    r"(?:^|/)(?:package\.json|requirements[\w.-]*\.txt|pyproject\.toml|Pipfile|setup\.cfg|"
    r"constraints[\w.-]*\.txt|\.npmrc|\.yarnrc(?:\.yml)?|pip\.conf|pip\.ini|\.pypirc|"
    r"uv\.toml|\.bunfig\.toml|bunfig\.toml)$",
    re.IGNORECASE,
)
_ARCHIVE_URL = LazyRegex(
    r"(?:git\+)?https?://[^\s\"'<>,}]+?(?:\.tgz|\.tar\.gz|\.whl|\.zip|\.tar\.bz2|\.git\b|#[\w.-]+)"
    r"|(?:registry|index-url|extra-index-url|index_url)\W{1,4}(?:https?://[^\s\"'<>,}]+)"
)


def agent_setting_risk(content: str) -> str | None:
    """The setting in ``content`` that takes the human out of an agent's or editor's loop."""
    found = _AGENT_SETTING.search(content) or _AUTOMATIC_TASKS.search(content)
    return " ".join(found.group(0).split())[:80] if found else None


def is_editor_settings(path: str) -> bool:
    return bool(_EDITOR_SETTINGS.search(path.replace("\\", "/")))


def autorun_task(path: str, content: str) -> str | None:
    """A VS Code task file whose content runs a task when the folder is opened."""
    if not _TASKS_FILE.search(path.replace("\\", "/")):
        return None
    return "runOn: folderOpen" if _FOLDER_OPEN.search(content) else None


def manifest_redirect(path: str, content: str) -> str | None:
    """A package manifest or registry config written with a source on a stranger's host."""
    if not _MANIFEST.search(path.replace("\\", "/")):
        return None
    for found in _ARCHIVE_URL.finditer(content.replace("\ufffd", "x")):
        for url in PACKAGE_URL.findall(found.group(0)):
            if not is_official_package_host(url):
                return str(url)[:120]
    return None


# -- credentials and signals ----------------------------------------------------------------
_CREDENTIAL_STORE = LazyRegex(
    r"\.aws/credentials\b|\.ssh/id_(?:rsa|dsa|ecdsa|ed25519)(?!\.pub)\b|\.git-credentials\b|"
    # a pattern over the private keys ("~/.ssh/id_*") or the AWS folder ("~/.aws/*") takes them
    r"\.ssh/id_\*(?!\.pub)[^/]*$|\.aws/\*$|"
    r"(?:^|/)\.netrc\b|(?:^|/)\.pypirc\b|\.docker/config\.json\b|"
    r"\.config/gcloud/(?:credentials\.db|access_tokens\.db|legacy_credentials|"
    r"application_default_credentials\.json)|\.azure/(?:accessTokens\.json|msal_token_cache)|"
    r"/(?:Login Data|Cookies|Web Data|Local State)$|\bkey[34]\.db$|\blogins\.json$|"
    r"\bcookies\.sqlite$|Keychains/|\.gnupg/private-keys|/etc/shadow\b|"
    r"(?:^|/)wallet\.dat$|\.electrum/wallets",
    re.IGNORECASE,
)


def credential_store(path: str) -> str | None:
    """The credential store a path names (cloud keys, SSH private keys, browser password and
    cookie databases, keychains, token caches); config that holds no secret is not one."""
    found = _CREDENTIAL_STORE.search(path.replace("\\", "/"))
    return found.group(0).strip("/") if found else None


def termination_signals(names: Iterable[str]) -> set[str]:
    """The signals among ``names`` (``SIGINT``, ``signal.SIGTERM``, ``'SIGHUP'``) that a user or
    an agent's harness sends to stop a process."""
    found = set()
    for name in names:
        short = name.rsplit(".", 1)[-1].upper().removeprefix("SIG")
        short = _SIGNAL_NUMBERS.get(short, short)
        if short in _TERMINATION:
            found.add("SIG" + short)
    return found
