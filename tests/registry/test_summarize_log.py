"""The log-triage skill's ``scripts/summarize_log.py``, run as a real process."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

_PUBLISHED = (
    Path(__file__).resolve().parents[2]
    / "registry"
    / "packages"
    / "log-triage"
    / "1.0.0"
    / "scripts"
    / "summarize_log.py"
)
# The standard library's text and CLI modules only: nothing that reaches out.
_ALLOWED_IMPORTS = frozenset(
    {"__future__", "argparse", "collections.abc", "dataclasses", "json", "re", "sys"}
)

SERVICE_LOG = """\
2026-03-03T14:02:11Z INFO server started on 10.0.0.5:8080
2026-03-03T14:02:12Z INFO request 1182 took 35ms
2026-03-03T14:02:13Z INFO request 1183 took 41ms
2026-03-03T14:02:14Z ERROR payment 9f1c2a44-5e7b-4d2f-9a3e-0c1b2d3e4f50 failed: "card declined"
2026-03-03T14:02:15Z WARN retrying upload of /var/data/exports/a.csv (attempt 2)
Traceback (most recent call last):
  File "/srv/app/main.py", line 42, in handle
    charge(order)
ValueError: amount must be positive
2026-03-03T14:02:16Z ERROR payment 1b2c3d4e-5e7b-4d2f-9a3e-0c1b2d3e4f51 failed: "no funds"
2026-03-03T14:02:17Z WARN retrying upload of /var/data/exports/b.csv (attempt 3)
"""


@pytest.fixture
def script() -> Path:
    assert _PUBLISHED.is_file(), f"{_PUBLISHED} is missing: republish log-triage"
    return _PUBLISHED


def _run(script: Path, *args: str | Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(script), *(str(a) for a in args)],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )


def _groups(script: Path, *args: str | Path, stdin: str = "") -> dict[str, object]:
    done = _run(script, "--format", "json", *args, stdin=stdin)
    assert done.returncode == 0, done.stderr
    document = json.loads(done.stdout)
    assert isinstance(document, dict)
    return document


def test_records_group_by_pattern_most_severe_first(script: Path) -> None:
    document = _groups(script, stdin=SERVICE_LOG)
    groups = document["groups"]
    assert isinstance(groups, list)
    assert [(g["level"], g["pattern"], g["count"]) for g in groups] == [
        ("error", "ERROR payment <uuid> failed: <str>", 2),
        ("warning", "WARN retrying upload of <path> (attempt <n>)", 2),
        ("info", "INFO request <n> took <n>", 2),
        ("info", "INFO server started on <ip>", 1),
    ]
    assert document["records"] == 7
    assert (groups[0]["first_line"], groups[0]["last_line"]) == (4, 10)


def test_a_python_traceback_belongs_to_its_record(script: Path) -> None:
    warning = _groups(script, stdin=SERVICE_LOG)["groups"][1]  # type: ignore[index]
    assert warning["continuation_lines"] == 4  # the traceback, its frames and the error line
    assert warning["exception"] == "ValueError: amount must be positive"
    out = _run(script, stdin=SERVICE_LOG).stdout
    assert "ends in: ValueError: amount must be positive" in out
    assert "ValueError" not in out.split("ends in:")[0]  # never a group of its own


def test_java_stack_frames_and_causes_continue_the_record(script: Path) -> None:
    log = (
        "12:00:01 SEVERE request failed\n"
        "java.lang.IllegalStateException: closed\n"
        "\tat com.acme.Pool.take(Pool.java:88)\n"
        "\tat com.acme.Handler.run(Handler.java:12)\n"
        "Caused by: java.io.IOException: reset\n"
        "\t... 4 more\n"
        "12:00:02 INFO recovered\n"
    )
    groups = _groups(script, stdin=log)["groups"]
    assert isinstance(groups, list)
    levels = [(g["level"], g["count"]) for g in groups]
    assert ("error", 1) in levels  # SEVERE is an error
    assert ("info", 1) in levels


@pytest.mark.parametrize(
    ("line", "pattern"),
    [
        ("Mar  3 14:02:11 host sshd[811]: Failed password", "host sshd[<n>]: Failed password"),
        ('03/Mar/2026:14:02:11 +0000 "GET /a/b HTTP/1.1" 404', "<str> <n>"),
        ("2026-03-03 14:02:11,123 WARNING disk at 91%", "WARNING disk at <n>%"),
        ("ERROR object 0x7f3a9c2e1b40 leaked", "ERROR object <hex> leaked"),
    ],
)
def test_timestamps_go_and_variable_parts_become_placeholders(
    script: Path, line: str, pattern: str
) -> None:
    groups = _groups(script, stdin=line + "\n")["groups"]
    assert isinstance(groups, list)
    assert groups[0]["pattern"] == pattern


def test_level_filter_top_and_width(script: Path, tmp_path: Path) -> None:
    path = tmp_path / "app.log"
    path.write_text(SERVICE_LOG, encoding="utf-8")
    only = _groups(script, path, "--level", "warning")["groups"]
    assert isinstance(only, list)
    assert [g["level"] for g in only] == ["error", "warning"]
    top = _groups(script, path, "--top", "1")
    assert len(top["groups"]) == 1  # type: ignore[arg-type]
    assert top["total_groups"] == 4
    out = _run(script, path, "--width", "30").stdout
    assert "2026-03-03T14:02:14Z ERROR pa…" in out
    assert out.startswith("7 records in 4 groups\n")


def test_errors_and_bad_options(script: Path, tmp_path: Path) -> None:
    missing = _run(script, tmp_path / "nope.log")
    assert missing.returncode == 1
    assert "cannot read" in missing.stderr
    assert _run(script, "--top", "0").returncode == 2
    assert _run(script, "--level", "loud").returncode == 2


def test_undecodable_bytes_do_not_stop_it(script: Path, tmp_path: Path) -> None:
    path = tmp_path / "mixed.log"
    path.write_bytes(b"ERROR bad byte \xff here\nINFO fine\n")
    groups = _groups(script, path)["groups"]
    assert isinstance(groups, list)
    assert [g["level"] for g in groups] == ["error", "info"]


def test_the_script_imports_only_what_it_says(script: Path) -> None:
    tree = ast.parse(script.read_text(encoding="utf-8"))
    imported = {
        alias.name if isinstance(node, ast.Import) else node.module or ""
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    }
    assert imported <= _ALLOWED_IMPORTS, imported - _ALLOWED_IMPORTS
    text = script.read_text(encoding="utf-8")
    assert "open(" in text  # it reads a file …
    assert '"w"' not in text  # … and never opens one for writing
    assert "'w'" not in text
