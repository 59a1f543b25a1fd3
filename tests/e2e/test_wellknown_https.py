"""A discovery index read over HTTP(S) from a loopback server: digests, size, time, redirects."""

from __future__ import annotations

import hashlib
import http.server
import json
import threading
import time
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from click.testing import CliRunner

from skillctl.cli import cli
from skillctl.errors import RegistryError
from skillctl.store import wellknown
from tests.helpers import skill_md

pytestmark = [pytest.mark.enable_socket, pytest.mark.allow_hosts(["127.0.0.1"])]


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the site folder; a few paths misbehave on purpose."""

    seen: list[str]

    def do_GET(self) -> None:
        self.seen.append(self.path)
        if self.path == "/slow/.well-known/agent-skills/index.json":
            time.sleep(1.5)
        if self.path == "/trickle/.well-known/agent-skills/index.json":
            self.send_response(200)
            self.end_headers()
            for _ in range(8):  # bounded: at most 8 bytes over about 2 s
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(0.25)
            return
        if self.path.startswith("/away/"):
            self.send_response(302)
            self.send_header("Location", "http://example.invalid/index.json")
            self.end_headers()
            return
        super().do_GET()

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the tests read ``seen`` instead."""


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[str, Path, list[str]]]:
    """``(base URL, served folder, request paths)`` of a loopback server in a thread."""
    root = tmp_path / "site"
    root.mkdir()
    seen: list[str] = []
    handler = type("Handler", (_Handler,), {"seen": seen})
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), partial(handler, directory=str(root))
    )
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", root, seen
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def _publish(root: Path, entries: list[dict[str, object]], prefix: str = "") -> Path:
    folder = root / prefix / ".well-known" / "agent-skills"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "index.json").write_text(json.dumps({"skills": entries}))
    return folder


def _entry(
    folder: Path, name: str, body: bytes, *, digest_of: bytes | None = None
) -> dict[str, object]:
    (folder / name).mkdir(parents=True, exist_ok=True)
    (folder / name / "SKILL.md").write_bytes(body)
    digest = "sha256:" + hashlib.sha256(body if digest_of is None else digest_of).hexdigest()
    return {
        "name": name,
        "type": "skill-md",
        "description": f"{name}.",
        "url": f"{name}/SKILL.md",
        "digest": digest,
    }


def _run(store: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--store", str(store), *args], catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_install_and_search_over_http_in_both_url_forms(
    tmp_path: Path, site: tuple[str, Path, list[str]]
) -> None:
    base, root, seen = site
    folder = root / ".well-known" / "agent-skills"
    _publish(root, [_entry(folder, "notes", skill_md("notes").encode())])
    store = tmp_path / "store"
    code, out, err = _run(store, "--json", "search", "notes", "--registry", f"{base}/")
    assert code == 0, err
    assert [r["name"] for r in json.loads(out)["results"]] == ["notes"]
    index = f"{base}/.well-known/agent-skills/index.json"
    code, _, err = _run(store, "install", "--registry", index, "--allow-caution", "notes")
    assert code == 0, err
    assert (store / "skills" / "notes" / "SKILL.md").read_bytes() == skill_md("notes").encode()
    assert "/.well-known/agent-skills/notes/SKILL.md" in seen
    seen.clear()
    # Offline, the last index read from that URL is used, and nothing is requested.
    cached = wellknown.materialize_url(index, store / ".skillctl" / "cache", is_offline=True)
    assert (cached / "packages" / "notes" / "0.0.0" / "SKILL.md").is_file()
    assert seen == []


def test_a_wrong_digest_and_an_oversized_artifact_are_refused(
    tmp_path: Path, site: tuple[str, Path, list[str]]
) -> None:
    base, root, _ = site
    folder = root / ".well-known" / "agent-skills"
    _publish(root, [_entry(folder, "notes", skill_md("notes").encode(), digest_of=b"x")])
    code, _, err = _run(tmp_path / "a", "install", "--registry", base, "notes")
    assert code == 3
    assert "the index says sha256:" in err
    big = skill_md("big").encode() + b"x" * wellknown.MAX_ARTIFACT_BYTES
    large = _publish(root, [], prefix="large")
    _publish(root, [_entry(large, "big", big)], prefix="large")
    index = f"{base}/large/.well-known/agent-skills/"
    code, _, err = _run(tmp_path / "b", "install", "--registry", index, "big")
    assert code == 3
    assert f"big/SKILL.md is larger than {wellknown.MAX_ARTIFACT_BYTES} bytes" in err


def test_slow_servers_hit_the_request_timeout_and_the_read_deadline(
    tmp_path: Path, site: tuple[str, Path, list[str]]
) -> None:
    base, root, _ = site
    (root / "slow" / ".well-known" / "agent-skills").mkdir(parents=True)
    (root / "slow" / ".well-known" / "agent-skills" / "index.json").write_text('{"skills": []}')
    started = time.monotonic()
    with pytest.raises(RegistryError, match=r"cannot read .*timed out"):
        wellknown.materialize_url(f"{base}/slow/", tmp_path / "cache", timeout=0.3)
    with pytest.raises(RegistryError, match="took longer than the time allowed"):
        wellknown.materialize_url(f"{base}/trickle/", tmp_path / "cache", deadline=0.5)
    assert time.monotonic() - started < 5


def test_urls_that_leave_https_or_the_site_are_refused(
    tmp_path: Path, site: tuple[str, Path, list[str]]
) -> None:
    base, root, _ = site
    cache = tmp_path / "cache"
    with pytest.raises(RegistryError, match=r"http://example\.invalid/index\.json is not an https"):
        wellknown.materialize_url(f"{base}/away/", cache)
    with pytest.raises(RegistryError, match="is not an https:// URL"):
        wellknown.materialize_url("http://example.invalid/", cache)
    folder = _publish(root, [], prefix="foreign")
    entry = _entry(folder, "notes", skill_md("notes").encode())
    entry["url"] = "https://elsewhere.invalid/notes/SKILL.md"
    _publish(root, [entry], prefix="foreign")
    with pytest.raises(RegistryError, match="outside the index's site"):
        wellknown.materialize_url(f"{base}/foreign/", cache)
    with pytest.raises(RegistryError, match="answered HTTP 404"):
        wellknown.materialize_url(f"{base}/missing/", cache)
    with pytest.raises(RegistryError, match="never been read"):
        wellknown.materialize_url(f"{base}/missing/", cache, is_offline=True)
    for secret in ("https://me:s3cret@skills.example/", "http://me:s3cret@example.invalid/"):
        with pytest.raises(RegistryError) as caught:
            wellknown.materialize_url(secret, cache, is_offline=True)
        assert "s3cret" not in caught.value.message
        assert "me:***@" in caught.value.message


@pytest.mark.parametrize(
    ("location", "expected"),
    [
        ("https://skills.example/", "https://skills.example/.well-known/agent-skills/index.json"),
        ("https://skills.example", "https://skills.example/.well-known/agent-skills/index.json"),
        (
            "https://skills.example/team/.well-known/agent-skills/",
            "https://skills.example/team/.well-known/agent-skills/index.json",
        ),
        (
            "https://skills.example/.well-known/agent-skills/index.json?x=1",
            "https://skills.example/.well-known/agent-skills/index.json",
        ),
        ("https://github.com/org/skills.git", None),
        ("https://git.example/org/skills", None),
        ("./registry", None),
    ],
)
def test_which_urls_are_discovery_indexes(location: str, expected: str | None) -> None:
    assert wellknown.is_index_url(location) is (expected is not None)
    if expected is not None:
        assert wellknown.index_url(location) == expected
