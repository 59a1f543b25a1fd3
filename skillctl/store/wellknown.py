"""Read an Agent Skills discovery index (``/.well-known/agent-skills/index.json``) as a registry.

Entries name a skill, describe it and point (``url``, relative to the index)
at its artifact with a ``sha256:`` digest. Each ``skill-md`` artifact is
checked against its digest and laid out as a one-version registry in the
cache, so installs read it like any other registry. Archive artifacts are
refused: unpacking them safely is not supported yet.

An index is read from a folder or over HTTPS (``https://host/.well-known/
agent-skills/index.json``, or the site or ``.well-known/agent-skills/`` folder
URL) with the standard library's client: every response is capped in size,
every request and the whole read in time, redirects may not leave HTTPS, and
artifacts must come from the index's own origin. Plain ``http://`` is
accepted for loopback hosts only (a local test server).
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urljoin
from urllib.parse import urlsplit

from skillctl.errors import RegistryError
from skillctl.store.atomic import atomic_write
from skillctl.store.dirhash import dirhash
from skillctl.store.git.requirement import redact
from skillctl.store.jsonfile import MAX_JSON_DEPTH
from skillctl.store.jsonfile import nesting_depth
from skillctl.store.jsonfile import read_json_object

WELL_KNOWN = Path(".well-known") / "agent-skills" / "index.json"
VERSION = "0.0.0"
_NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
MAX_ARTIFACT_BYTES = 1024 * 1024
MAX_INDEX_BYTES = 4 * 1024 * 1024
REQUEST_TIMEOUT_SECONDS = 20.0
READ_DEADLINE_SECONDS = 120.0
_INDEX_SUFFIX = ".well-known/agent-skills/index.json"
_LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})

if TYPE_CHECKING:
    from http.client import HTTPMessage
    from typing import IO
    from urllib.request import OpenerDirector


def is_index_url(location: str) -> bool:
    """Whether ``location`` names a discovery index over HTTP(S) rather than a git remote.

    That is an http(s) URL whose path is empty (a site) or ends in
    ``.well-known/agent-skills[/]`` or ``.well-known/agent-skills/index.json``;
    other https URLs stay git registries.
    """
    parts = urlsplit(location)
    if parts.scheme not in ("https", "http") or not parts.netloc:
        return False
    path = parts.path.rstrip("/")
    return path == "" or path.endswith((".well-known/agent-skills", _INDEX_SUFFIX))


def index_url(location: str) -> str:
    """The ``…/.well-known/agent-skills/index.json`` URL that ``location`` names."""
    parts = urlsplit(location)
    path = parts.path.rstrip("/")
    if path.endswith(".well-known/agent-skills"):
        path += "/index.json"
    elif not path.endswith(_INDEX_SUFFIX):
        path += "/" + _INDEX_SUFFIX
    return parts._replace(path=path, query="", fragment="").geturl()


def materialize_url(
    location: str,
    cache_dir: Path,
    *,
    is_offline: bool = False,
    timeout: float = REQUEST_TIMEOUT_SECONDS,
    deadline: float = READ_DEADLINE_SECONDS,
) -> Path:
    """A registry folder in the cache holding every skill of the index at ``location``.

    Offline, the last index read from that URL is used. Raises RegistryError
    for a refused URL, a failed, oversized or too slow response, or a digest
    that does not match.
    """
    url = index_url(location)
    shown = redact(url)  # messages and the cached index never carry a password
    _check_url(shown, url)
    pointer = cache_dir / "well-known" / f"url-{hashlib.sha256(url.encode()).hexdigest()[:32]}"
    if is_offline:
        last = pointer.read_text(encoding="utf-8").strip() if pointer.is_file() else ""
        if last and (pointer.parent / last / "index.json").is_file():
            return pointer.parent / last
        raise RegistryError(
            f"{shown} has never been read, and --offline forbids it now",
            hint="run once without --offline",
        )
    opener = _opener(shown)
    ends = time.monotonic() + deadline
    document = _fetch(opener, shown, url, MAX_INDEX_BYTES, timeout, ends)

    def read_artifact(name: object, relative: str) -> bytes:
        target = urljoin(url, relative)
        here, there = urlsplit(url), urlsplit(target)
        if (there.scheme, there.netloc) != (here.scheme, here.netloc):
            raise RegistryError(
                f"{shown}: {name} points at {redact(target)}, outside the index's site",
                hint="artifacts must be served from the same origin as the index",
            )
        return _fetch(opener, shown, target, MAX_ARTIFACT_BYTES, timeout, ends)

    root = _build(document, shown, cache_dir, read_artifact, key_text=url)
    pointer.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(pointer, root.name.encode())
    return root


def _check_url(index: str, url: str) -> None:
    parts = urlsplit(url)
    is_loopback = parts.scheme == "http" and (parts.hostname or "") in _LOOPBACK
    if parts.scheme != "https" and not is_loopback:
        raise RegistryError(
            f"{index}: {redact(url)} is not an https:// URL",
            hint="discovery indexes are read over HTTPS (plain http only from this machine)",
        )


def _opener(index: str) -> OpenerDirector:
    """A urllib opener whose redirects are held to the same URL rules."""
    import urllib.request

    class _Redirects(urllib.request.HTTPRedirectHandler):
        def redirect_request(
            self,
            req: urllib.request.Request,
            fp: IO[bytes],
            code: int,
            msg: str,
            headers: HTTPMessage,
            newurl: str,
        ) -> urllib.request.Request | None:
            _check_url(index, newurl)
            return super().redirect_request(req, fp, code, msg, headers, newurl)

    return urllib.request.build_opener(_Redirects)


def _fetch(
    opener: OpenerDirector, index: str, url: str, cap: int, timeout: float, ends: float
) -> bytes:
    """The body at ``url``: at most ``cap`` bytes, read before the monotonic instant ``ends``."""
    import urllib.error
    import urllib.request

    request = urllib.request.Request(url, headers={"User-Agent": "skillctl", "Accept": "*/*"})  # noqa: S310 - the scheme is checked above
    chunks: list[bytes] = []
    size = 0
    try:
        with opener.open(request, timeout=timeout) as response:
            while True:
                if time.monotonic() > ends:
                    raise RegistryError(
                        f"{index}: reading {redact(url)} took longer than the time allowed",
                        hint="try again later, or ask the site why it is slow",
                    )
                chunk = response.read(64 * 1024)
                if not chunk:
                    break
                size += len(chunk)
                if size > cap:
                    raise RegistryError(
                        f"{index}: {redact(url)} is larger than {cap} bytes",
                        hint="this is refused",
                    )
                chunks.append(chunk)
    except urllib.error.HTTPError as e:
        raise RegistryError(
            f"{index}: {redact(url)} answered HTTP {e.code} {e.reason}", hint="check the URL"
        ) from e
    except (urllib.error.URLError, OSError, ValueError) as e:
        reason = getattr(e, "reason", e)
        raise RegistryError(
            f"{index}: cannot read {redact(url)}: {reason}",
            hint="check the URL and your network; --offline uses the last index read",
        ) from e
    return b"".join(chunks)


def find_index(location: Path) -> Path | None:
    """The discovery index at ``location`` (the file, or a folder holding the well-known path)."""
    if location.is_file() and location.name == "index.json":
        try:
            document: object = read_json_object(location, what="index", error=RegistryError)
        except (OSError, RegistryError):
            return None
        return (
            location if isinstance(document, dict) and "registry_version" not in document else None
        )
    candidate = location / WELL_KNOWN
    return candidate if candidate.is_file() and not (location / "index.json").exists() else None


def materialize(index_path: Path, cache_dir: Path) -> Path:
    """A registry folder in the cache holding every skill of the discovery index."""
    try:
        data = index_path.read_bytes()
    except OSError as e:
        raise RegistryError(
            f"cannot read discovery index {index_path}: {e}", hint="check the file"
        ) from e

    def read_artifact(name: object, url: str) -> bytes:
        return _local_artifact(index_path, name, url)

    return _build(
        data, str(index_path), cache_dir, read_artifact, key_text=str(index_path.resolve())
    )


def _build(
    data: bytes,
    label: str,
    cache_dir: Path,
    read_artifact: Callable[[object, str], bytes],
    *,
    key_text: str,
) -> Path:
    """Lay the index ``data`` read from ``label`` out as a registry, checking every digest."""
    if nesting_depth(data, limit=MAX_JSON_DEPTH) > MAX_JSON_DEPTH:
        raise RegistryError(
            f"discovery index {label} nests more than {MAX_JSON_DEPTH} levels deep",
            hint="it is not an index skillctl can use",
        )
    try:
        document = json.loads(data.decode("utf-8"))
    except ValueError as e:
        raise RegistryError(
            f"cannot read discovery index {label}: {e}", hint="check the file"
        ) from e
    entries = document.get("skills") if isinstance(document, dict) else None
    if not isinstance(entries, list):
        raise RegistryError(
            f"{label} has no 'skills' list", hint="see the Agent Skills discovery RFC"
        )
    key = hashlib.sha256(data + key_text.encode()).hexdigest()[:32]
    root = cache_dir / "well-known" / key
    if (root / "index.json").is_file():
        return root
    staging = root.with_name(key + ".tmp")
    shutil.rmtree(staging, ignore_errors=True)
    skills: dict[str, object] = {}
    for entry in entries:
        name, description = _entry_fields(entry, label)
        artifact = _artifact(entry, label, read_artifact)
        folder = staging / "packages" / name / VERSION
        folder.mkdir(parents=True)
        (folder / "SKILL.md").write_bytes(artifact)
        skills[name] = {
            "description": description,
            "versions": {
                VERSION: {
                    "audit": {
                        "rule_packs": {},
                        "scanner": "none (discovery index)",
                        "verdict": "caution",
                    },
                    "content_hash": dirhash(folder),
                    "description": description,
                    "published_at": "",
                    "publisher": label,
                    "requires": None,
                    "yanked": False,
                    "yanked_reason": None,
                }
            },
        }
    staging.mkdir(parents=True, exist_ok=True)
    atomic_write(
        staging / "index.json", json.dumps({"registry_version": 1, "skills": skills}).encode()
    )
    shutil.rmtree(root, ignore_errors=True)
    staging.rename(root)
    return root


def _entry_fields(entry: object, label: str) -> tuple[str, str]:
    if not isinstance(entry, dict):
        raise RegistryError(f"{label}: an entry is not an object", hint="fix the index")
    name, description = entry.get("name"), entry.get("description")
    if not isinstance(name, str) or not _NAME.match(name):
        raise RegistryError(
            f"{label}: bad skill name {name!r}", hint="names are lowercase-hyphenated"
        )
    return name, description if isinstance(description, str) else ""


def _artifact(
    entry: dict[str, object], label: str, read_artifact: Callable[[object, str], bytes]
) -> bytes:
    kind, url, digest = entry.get("type", "skill-md"), entry.get("url"), entry.get("digest")
    name = entry.get("name")
    if kind != "skill-md":
        raise RegistryError(
            f"{label}: {name} is a {kind!r} artifact; only skill-md is supported",
            hint="publish the skill to a skillctl registry instead",
        )
    if not isinstance(url, str) or not url:
        raise RegistryError(f"{label}: {name} has no url", hint="fix the index")
    data = read_artifact(name, url)
    actual = "sha256:" + hashlib.sha256(data).hexdigest()
    if digest != actual:
        raise RegistryError(
            f"{label}: {name}: {url} has digest {actual}, the index says {digest}",
            hint="the artifact changed after the index was written",
        )
    return data


def _local_artifact(index_path: Path, name: object, url: str) -> bytes:
    if "://" in url or url.startswith("/") or ".." in Path(url).parts:
        raise RegistryError(
            f"{index_path}: {name} has an unsafe url {url!r}",
            hint="urls must be relative paths inside the index folder",
        )
    path = index_path.parent / url
    if path.is_symlink() or not path.is_file() or path.stat().st_size > MAX_ARTIFACT_BYTES:
        raise RegistryError(
            f"{index_path}: {name}: {url} is missing, a link, or too large",
            hint="check the artifact",
        )
    return path.read_bytes()
