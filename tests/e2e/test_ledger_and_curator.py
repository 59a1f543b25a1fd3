"""The usage ledger, the Claude Code hook and the curator (issue 10), through the CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from skillctl.cli import cli
from skillctl.resources import load_schema
from tests.helpers import fake_crontab
from tests.helpers import run_git
from tests.helpers import skill_md
from tests.helpers import write_skill

HOOKS = Path(__file__).resolve().parents[1] / "fixtures" / "claude_hooks"


def _run(
    store: Path, *args: str, now: str | None = None, stdin: str | None = None
) -> tuple[int, str, str]:
    env = {"SKILLCTL_NOW": now} if now else {}
    result = CliRunner().invoke(
        cli, ["--store", str(store), *args], catch_exceptions=False, env=env, input=stdin
    )
    return result.exit_code, result.stdout, result.stderr


def _skill(root: Path, name: str, *, extra: str = "", body: str = "# Steps\n\nDo it.\n") -> Path:
    return write_skill(root, name, skill_md(name, extra=extra, body=body))


def _events(store: Path) -> list[dict[str, object]]:
    found: list[dict[str, object]] = []
    for segment in sorted((store / ".skillctl" / "ledger").glob("*.jsonl")):
        found.extend(json.loads(line) for line in segment.read_text().splitlines())
    return found


def _states(store: Path) -> dict[str, str]:
    code, out, err = _run(store, "--json", "list", "--all")
    assert code == 0, err
    return {s["name"]: s["state"] for s in json.loads(out)["skills"]}


def test_the_curator_scenario(tmp_path: Path) -> None:
    store = tmp_path / "store"
    day0 = "2026-01-01T09:00:00Z"
    registry = tmp_path / "registry"
    from tests.e2e.registry_support import add_version

    add_version(registry, "from-registry", "1.0.0")
    names = ["idle-one", "idle-two", "busy-one", "pinned-one", "base-lib"]
    sources = [
        _skill(tmp_path / "src", "idle-one"),
        _skill(tmp_path / "src", "idle-two"),
        _skill(tmp_path / "src", "busy-one", extra='metadata:\n  requires: "base-lib"\n'),
        _skill(tmp_path / "src", "pinned-one"),
        _skill(tmp_path / "src", "base-lib"),
    ]
    assert _run(store, "install", *map(str, sources), now=day0)[0] == 0
    assert _run(store, "install", "--registry", str(registry), "from-registry", now=day0)[0] == 0
    assert _run(store, "pin", "pinned-one", now=day0)[0] == 0
    assert (
        _run(
            store, "usage", "record", "busy-one", "--event", "use", "--outcome", "success", now=day0
        )[0]
        == 0
    )
    code, out, _ = _run(store, "curate", now=day0)
    assert "baseline" in out
    day31 = "2026-02-01T12:00:00Z"
    code, out, err = _run(store, "curate", "--force", "--json", now=day31)
    assert code == 0, err
    run = json.loads(out)
    Draft202012Validator(load_schema("curator-run")).validate(run)
    changed = {(t["name"], t["from"], t["to"]) for t in run["transitions"]}
    assert changed == {
        ("idle-one", "active", "stale"),
        ("idle-two", "active", "stale"),
        ("busy-one", "active", "stale"),
    }
    exempt = {e["name"]: e["reason"] for e in run["exempt"]}
    assert exempt["pinned-one"] == "pinned"
    assert "protected" in exempt["from-registry"]
    assert exempt["base-lib"] == "an active skill requires it"
    message = run_git(store, "log", "-1", "--format=%B")
    assert "Skillctl-Transition: busy-one active->stale" in message
    assert "Skillctl-Transition: idle-one active->stale" in message
    report = store / run["report"]
    assert "skillctl restore idle-one" in report.read_text()
    Draft202012Validator(load_schema("curator-run")).validate(
        json.loads((report.parent / "run.json").read_text())
    )
    # a use revives one; the rest keeps idling
    day40 = "2026-02-10T12:00:00Z"
    assert _run(store, "usage", "record", "busy-one", "--event", "load", now=day40)[0] == 0
    assert _run(store, "curate", "--force", now="2026-02-12T12:00:00Z")[0] == 0
    assert _states(store)["busy-one"] == "active"
    day91 = "2026-04-02T12:00:00Z"
    code, out, err = _run(store, "curate", "--force", "--json", now=day91)
    assert code == 0, err
    assert ("idle-one", "stale", "archived") in {
        (t["name"], t["from"], t["to"]) for t in json.loads(out)["transitions"]
    }
    states = _states(store)
    assert states["idle-one"] == "archived"
    listing = {
        s["name"]: s for s in json.loads(_run(store, "--json", "list", "--all")[1])["skills"]
    }
    assert listing["busy-one"]["health"] == "ok"
    assert listing["busy-one"]["last_used"] == day40
    assert listing["idle-two"]["health"] == "unused"
    assert (store / ".archive" / "idle-one" / "SKILL.md").is_file()
    assert not (store / "skills" / "idle-one").exists()
    for untouched in ("pinned-one", "from-registry", "base-lib"):
        assert states[untouched] == "active", untouched
    assert _run(store, "verify")[0] == 0
    assert _run(store, "restore", "idle-one", now=day91)[0] == 0
    assert (store / "skills" / "idle-one" / "SKILL.md").is_file()
    assert _states(store)["idle-one"] == "active"
    code, _, err = _run(store, "restore", "idle-one")
    assert code == 2
    assert "already active" in err
    subjects = run_git(store, "log", "--format=%s").splitlines()
    assert sum(s.startswith("curate:") for s in subjects) >= 4
    assert set(names) <= set(_states(store))


def test_dry_run_writes_nothing_and_gates_hold(tmp_path: Path) -> None:
    store = tmp_path / "store"
    assert (
        _run(store, "install", str(_skill(tmp_path, "alpha")), now="2026-01-01T00:00:00Z")[0] == 0
    )
    head = run_git(store, "rev-parse", "HEAD")
    code, out, _ = _run(store, "curate", "--dry-run", "--force", now="2026-03-01T00:00:00Z")
    assert code == 0
    assert "alpha**: active → stale" in out
    assert run_git(store, "rev-parse", "HEAD") == head
    assert run_git(store, "status", "--porcelain") == ""
    assert "baseline" in _run(store, "curate", now="2026-03-01T00:00:00Z")[1]
    assert "not due" in _run(store, "curate", now="2026-03-02T00:00:00Z")[1]
    assert (
        _run(store, "usage", "record", "alpha", "--event", "use", now="2026-03-09T00:00:00Z")[0]
        == 0
    )
    assert "agents are active" in _run(store, "curate", now="2026-03-09T01:00:00Z")[1]
    assert _run(store, "curate", "pause")[0] == 0
    assert "paused" in _run(store, "curate", now="2026-04-01T00:00:00Z")[1]
    assert _run(store, "curate", "resume")[0] == 0
    status = json.loads(_run(store, "--json", "curate", "status", now="2026-04-01T00:00:00Z")[1])
    assert status["paused"] is False
    assert status["counts"] == {"active": 1}


def test_two_layer_feedback_makes_health(tmp_path: Path) -> None:
    store = tmp_path / "store"
    assert (
        _run(store, "install", str(_skill(tmp_path, "flaky")), str(_skill(tmp_path, "meh")))[0] == 0
    )
    for outcome in ("failure", "failure", "success", "failure"):
        args = [
            "usage",
            "record",
            "flaky",
            "--event",
            "use",
            "--outcome",
            outcome,
            "--session",
            "s1",
        ]
        assert _run(store, *args)[0] == 0
    for session in ("a", "b", "c"):
        assert (
            _run(store, "usage", "record", "meh", "--event", "load", "--session", session)[0] == 0
        )
        assert _run(store, "usage", "rate", "--session", session, "-1")[0] == 0
    rows = {r["name"]: r for r in json.loads(_run(store, "--json", "usage", "show")[1])["usage"]}
    assert rows["flaky"]["health"] == "failing"
    assert rows["flaky"]["success_rate"] == 0.25
    assert rows["meh"]["health"] == "disliked"
    assert rows["meh"]["mean_rating"] == -1.0
    code, out, _ = _run(store, "curate", "--force", "--json")
    flagged = {h["name"]: h["health"] for h in json.loads(out)["health"]}
    assert flagged == {"flaky": "failing", "meh": "disliked"}
    assert _states(store) == {"flaky": "active", "meh": "active"}  # health never archives
    code, _, err = _run(store, "usage", "record", "flakyy", "--event", "use")
    assert code == 3
    assert "did you mean flaky" in err


def _payload(name: str, agent_skills: Path) -> str:
    return (HOOKS / name).read_text().replace("AGENT_SKILLS", str(agent_skills))


def test_claude_code_hook_payloads_are_recorded(tmp_path: Path) -> None:
    store = tmp_path / "store"
    skill = _skill(tmp_path / "src", "pdf-tools")
    (skill / "scripts").mkdir()
    (skill / "scripts" / "merge.py").write_text("print('merge')\n")
    agent = tmp_path / "home" / ".claude" / "skills"
    assert _run(store, "install", "--target", str(agent), str(skill))[0] == 0
    for fixture in (
        "skill_load.json",
        "read_skill_md.json",
        "bash_script_success.json",
        "bash_script_failure.json",
        "unrelated_bash.json",
        "garbage.json",
    ):
        code, _out, err = _run(
            store, "usage", "hook", "--agent", "claude-code", stdin=_payload(fixture, agent)
        )
        assert code == 0, (fixture, err)
    recorded = [(e["event"], e.get("outcome"), e["skill"], e["session"]) for e in _events(store)]
    assert recorded == [
        ("load", None, "pdf-tools", "sess-1"),
        ("view", None, "pdf-tools", "sess-1"),
        ("use", "success", "pdf-tools", "sess-1"),
        ("use", "failure", "pdf-tools", "sess-1"),
    ]
    validator = Draft202012Validator(load_schema("usage-event"))
    for event in _events(store):
        validator.validate(event)
    assert (
        "ignored a claude-code hook payload"
        in (store / ".skillctl" / "cache" / "hook.log").read_text()
    )


def test_the_hook_fast_path_needs_no_click_and_never_fails(tmp_path: Path) -> None:
    store = tmp_path / "store"
    agent = tmp_path / "agent"
    assert (
        _run(store, "install", "--target", str(agent), str(_skill(tmp_path / "s", "pdf-tools")))[0]
        == 0
    )
    code = (
        "import sys, runpy; sys.argv = ['skillctl', '--store', sys.argv[1], 'usage', 'hook', '--agent', 'claude-code'];"
        "import skillctl.fastpath as f\n"
        "try:\n    f.main()\nexcept SystemExit as e:\n    code = e.code\n"
        "heavy = [m for m in ('click', 'git', 'jsonschema', 'libcst', 'bandit') if m in sys.modules]\n"
        "print(code, heavy)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(store)],
        input=_payload("skill_load.json", agent),
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.strip() == "0 []"
    assert [e["event"] for e in _events(store)] == ["load"]
    broken = subprocess.run(
        [sys.executable, "-m", "skillctl", "--store", str(tmp_path / "nowhere"), "usage", "hook"],
        input="not json",
        capture_output=True,
        text=True,
        check=False,
    )
    assert broken.returncode == 0
    assert broken.stderr == ""


def test_hook_install_merges_and_remove_restores_the_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    settings = home / ".claude" / "settings.json"
    settings.parent.mkdir(parents=True)
    original = (
        '{\n  "model": "opus",\n  "permissions": {"allow": ["Bash(ls:*)"]},\n'
        '  "hooks": {\n    "PostToolUse": [\n      {"matcher": "Write", "hooks": [{"type": "command", "command": "prettier"}]}\n    ]\n  }\n}\n'
    )
    settings.write_text(original)
    monkeypatch.setenv("HOME", str(home))
    store = tmp_path / "store"
    assert _run(store, "usage", "hook", "install", "--agent", "claude-code")[0] == 0
    merged = json.loads(settings.read_text())
    assert merged["model"] == "opus"
    assert merged["permissions"] == {"allow": ["Bash(ls:*)"]}
    post = merged["hooks"]["PostToolUse"]
    assert post[0]["hooks"][0]["command"] == "prettier"
    assert "usage hook --agent claude-code" in post[1]["hooks"][0]["command"]
    assert str(store) in post[1]["hooks"][0]["command"]
    assert "PostToolUseFailure" in merged["hooks"]
    once = settings.read_bytes()
    code, out, _ = _run(store, "usage", "hook", "install", "--agent", "claude-code")
    assert code == 0
    assert "already in" in out
    assert settings.read_bytes() == once
    assert _run(store, "usage", "hook", "remove", "--agent", "claude-code")[0] == 0
    assert settings.read_text() == original


def test_eight_processes_append_eight_thousand_whole_lines(tmp_path: Path) -> None:
    store = tmp_path / "store"
    assert _run(store, "install", str(_skill(tmp_path, "alpha")))[0] == 0
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from skillctl.clock import SystemClock\n"
        "from skillctl.ledger.event import EventKind\n"
        "from skillctl.services.usage import record\n"
        "for i in range(1000):\n"
        "    record(Path(sys.argv[1]), 'alpha', EventKind.USE, SystemClock(), session=f'{sys.argv[2]}-{i}', agent='x' * 300)\n"
    )
    procs = [subprocess.Popen([sys.executable, "-c", script, str(store), str(n)]) for n in range(8)]
    assert [p.wait(timeout=300) for p in procs] == [0] * 8
    events = _events(store)
    assert len(events) == 8000
    assert len({e["session"] for e in events}) == 8000
    rows = json.loads(_run(store, "--json", "usage", "show", "alpha")[1])["usage"]
    assert rows[0]["uses"] == 8000


def test_a_curator_run_and_an_install_race_and_both_land(tmp_path: Path) -> None:
    store = tmp_path / "store"
    assert (
        _run(store, "install", str(_skill(tmp_path, "alpha")), now="2026-01-01T00:00:00Z")[0] == 0
    )
    env = {**os.environ, "SKILLCTL_NOW": "2026-03-01T00:00:00Z"}
    other = _skill(tmp_path / "b", "beta")
    runs = [
        subprocess.Popen(
            [sys.executable, "-m", "skillctl", "--store", str(store), "curate", "--force"], env=env
        ),
        subprocess.Popen(
            [sys.executable, "-m", "skillctl", "--store", str(store), "install", str(other)],
            env=env,
        ),
    ]
    assert [p.wait(timeout=120) for p in runs] == [0, 0]
    assert _run(store, "verify")[0] == 0
    assert {"alpha", "beta"} <= set(_states(store))
    run_git(store, "fsck", "--no-progress")


def test_hermes_counters_are_imported(tmp_path: Path) -> None:
    store = tmp_path / "store"
    assert _run(store, "install", str(_skill(tmp_path, "alpha")))[0] == 0
    usage = tmp_path / ".usage.json"
    usage.write_text(
        json.dumps({"alpha": {"use_count": 3, "last_used": "2026-01-05T10:00:00Z"}, "Bad Name": 4})
    )
    code, out, err = _run(store, "--json", "usage", "import", "--from", "hermes", str(usage))
    assert code == 0, err
    assert json.loads(out)["imported"] == {"alpha": 3}
    row = json.loads(_run(store, "--json", "usage", "show", "alpha")[1])["usage"][0]
    assert (row["uses"], row["last_use"]) == (3, "2026-01-05T10:00:00Z")


def test_cron_line_is_installed_once_shown_and_removed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder, tab = fake_crontab(tmp_path, "0 1 * * * backup.sh\n")
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ['PATH']}")
    store = tmp_path / "store"
    code, out, err = _run(store, "cron", "install", now="2026-01-01T10:30:00Z")
    assert code == 0, err
    assert "next run: 2026-01-01T11:17:00Z" in out
    lines = tab.read_text().splitlines()
    assert lines[0] == "0 1 * * * backup.sh"
    assert f"--store {store} curate" in lines[1]
    assert _run(store, "cron", "install")[0] == 0
    assert len(tab.read_text().splitlines()) == 2
    assert "skillctl-curator" in _run(store, "cron", "show")[1]
    assert _run(store, "cron", "remove")[0] == 0
    assert tab.read_text() == "0 1 * * * backup.sh\n"
