"""Which hosts a credential legitimately goes to: an API key sent to its own API is not exfiltration.

A variable such as ``GITHUB_TOKEN`` names its vendor; sending it in an auth
header to ``api.github.com`` is what it is for. Anything else is a leak.
"""

from __future__ import annotations

import re

OFFICIAL_HOSTS: dict[str, tuple[str, ...]] = {
    "github": ("api.github.com", "uploads.github.com", "github.com"),
    "gh": ("api.github.com", "uploads.github.com", "github.com"),
    "gitlab": ("gitlab.com",),
    "openai": ("api.openai.com",),
    "anthropic": ("api.anthropic.com",),
    "claude": ("api.anthropic.com",),
    "stripe": ("api.stripe.com",),
    "slack": ("slack.com", "hooks.slack.com"),
    "hf": ("huggingface.co",),
    "huggingface": ("huggingface.co",),
    "notion": ("api.notion.com",),
    "linear": ("api.linear.app",),
    "jira": ("atlassian.net",),
    "atlassian": ("atlassian.net",),
    "confluence": ("atlassian.net",),
    "sentry": ("sentry.io",),
    "google": ("googleapis.com",),
    "gemini": ("googleapis.com",),
    "twilio": ("api.twilio.com",),
    "sendgrid": ("api.sendgrid.com",),
    "mistral": ("api.mistral.ai",),
    "cohere": ("api.cohere.ai", "api.cohere.com"),
    "datadog": ("datadoghq.com", "datadoghq.eu"),
    "pagerduty": ("api.pagerduty.com",),
    "airtable": ("api.airtable.com",),
    "figma": ("api.figma.com",),
    "vercel": ("api.vercel.com",),
    "cloudflare": ("api.cloudflare.com",),
    "digitalocean": ("api.digitalocean.com",),
    "zendesk": ("zendesk.com",),
    "hubspot": ("api.hubapi.com",),
    "asana": ("app.asana.com",),
    "trello": ("api.trello.com",),
    "dropbox": ("api.dropboxapi.com", "content.dropboxapi.com"),
    "npm": ("registry.npmjs.org",),
    "pypi": ("upload.pypi.org",),
}
LOOPBACK = re.compile(r"^(localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[?::1\]?)$", re.IGNORECASE)
_URL_HOST = re.compile(r"https?://(?:[^@/\s'\"]+@)?(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+)")
_ENV_NAME = re.compile(
    r"\$\{?([A-Z][A-Z0-9_]*)\}?|process\.env\.([A-Z][A-Z0-9_]*)|"
    r"environ(?:\.get)?\(?\[?\s*['\"]([A-Z][A-Z0-9_]*)|getenv\(\s*['\"]([A-Z][A-Z0-9_]*)"
)


def hosts_in(text: str) -> list[str]:
    """Hosts of the http(s) URLs in ``text``, lower-cased."""
    return [m.group(1).lower().strip("[]") for m in _URL_HOST.finditer(text)]


def env_names_in(text: str) -> list[str]:
    """Environment variable names referenced in ``text`` (shell, JS or Python spelling)."""
    return [next(g for g in m.groups() if g) for m in _ENV_NAME.finditer(text)]


def is_loopback(host: str) -> bool:
    """Whether ``host`` is this machine."""
    return LOOPBACK.match(host.strip("[]")) is not None or host == "::1"


def vendor_of(env_name: str) -> str | None:
    """The vendor an environment variable's name points to, if it names a known one."""
    parts = env_name.lower().split("_")
    for part in parts:
        if part in OFFICIAL_HOSTS:
            return part
    return None


def is_official_host(env_name: str, host: str) -> bool:
    """Whether ``host`` is an API host of the vendor that ``env_name`` names."""
    vendor = vendor_of(env_name)
    if vendor is None:
        return False
    host = host.lower()
    return any(host == h or host.endswith("." + h) for h in OFFICIAL_HOSTS[vendor])


def all_official(env_names: list[str], hosts: list[str]) -> bool:
    """Every credential goes to its own vendor's host, and there is at least one of each."""
    return (
        bool(env_names)
        and bool(hosts)
        and all(any(is_official_host(name, host) for host in hosts) for name in env_names)
        and all(any(is_official_host(name, host) for name in env_names) for host in hosts)
    )
