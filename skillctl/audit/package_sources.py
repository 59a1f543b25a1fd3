"""Where packages come from: a package manager pointed at a host that is not a public index,
an index set in a registry configuration file, TLS checks switched off, Go's module proxy or
checksum database replaced. Shared by the command judge (``behaviour``), the file writes of
every language model, and the instruction analysis.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from skillctl.audit import api_hosts
from skillctl.audit.capability_rules import PACKAGE_SOURCE
from skillctl.audit.flow import Hit
from skillctl.audit.lazy_regex import LazyRegex

_GO_INSECURE = LazyRegex(
    r"^(?:GOSUMDB=off|GONOSUMDB=|GONOSUMCHECK=|GOINSECURE=|GOFLAGS=.*-insecure|GOPROXY=(?P<url>\S+))",
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


def go_env(assignments: list[str], line: int, text: str) -> Iterator[Hit]:
    for assignment in assignments:
        found = _GO_INSECURE.search(assignment)
        if found is None:
            continue
        url = found.group("url")
        if url is not None:
            hosts = [h for part in url.split(",") if (h := _host(part))]
            if not hosts or all(h in ("proxy.golang.org", "goproxy.io") for h in hosts):
                continue
        what = assignment.split("=", 1)[0]
        yield Hit(PACKAGE_SOURCE, line, text, f"sets {what} for every Go build")
        return


def package_manager(argv: list[str], line: int, text: str) -> Iterator[Hit]:
    joined = " ".join(argv)
    sets_config = re.search(r"\bconfig\s+set\b|\bconfig\s+--(?:global|user)\b", joined)
    for found in _INDEX_SETTING.finditer(joined.replace("--index-url", " index-url=")):
        host = _host(found.group("url"))
        if host and not is_official_index(host):
            how = "sets" if sets_config else "installs from"
            yield Hit(PACKAGE_SOURCE, line, text, f"{how} the package index {host}")
            return
    if sets_config and _TLS_OFF.search(joined):
        yield Hit(PACKAGE_SOURCE, line, text, "turns off the package manager's TLS checks")


def _host(url: str) -> str | None:
    hosts = api_hosts.hosts_in(url.removeprefix("git+"))
    return hosts[0] if hosts else None


def is_official_index(host: str) -> bool:
    """The public index of a package ecosystem, or a host on this machine."""
    host = host.lower()
    return api_hosts.is_loopback(host) or any(
        host == known or host.endswith("." + known) for known in OFFICIAL_INDEXES
    )


def judge_registry_config(content: str) -> str | None:
    """Why ``content`` written into a package manager's configuration is a redirect, if it is."""
    for found in _INDEX_SETTING.finditer(content):
        host = _host(found.group("url"))
        if host and not is_official_index(host):
            return f"sets the package index to {host}"
    if _TLS_OFF.search(content):
        return "turns off TLS verification for the package index"
    return None
