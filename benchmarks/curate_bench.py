"""The curator at scale, and the agent hook's cold start (issue 10).

Builds a store of N skills (default 10,000) with E ledger events (default
1,000,000) straight on disk and in one git commit — the layout skillctl
writes, without N installs — then times, each in a fresh process:

- ``curate --dry-run --force`` cold (no summary cache): goal ≤ 5 s;
- the same again after 1,000 new events (incremental): goal ≤ 0.5 s;
- the cold run at N/4, N/2 and N skills with proportional events: the cost
  should grow linearly (1x, 2x, 4x);
- ``usage hook`` on a Claude Code payload, against ``python -c pass``: goal
  <= 2x (median of repeats).

Usage: python benchmarks/curate_bench.py [--skills 10000] [--events 1000000] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_support import ensure_bytecode
from bench_support import skillctl_command

HASH = "h1:" + "A" * 43 + "="
WORDS = [
    "pdf",
    "table",
    "chart",
    "image",
    "audio",
    "video",
    "code",
    "test",
    "deploy",
    "docs",
    "lint",
    "sql",
    "csv",
    "json",
    "api",
]


def build_store(root: Path, skills: int, events: int) -> None:
    (root / "skills").mkdir(parents=True)
    meta = root / ".skillctl"
    (meta / "provenance").mkdir(parents=True)
    (meta / "ledger").mkdir()
    state = {}
    for i in range(skills):
        name = f"skill-{i:05d}"
        folder = root / "skills" / name
        folder.mkdir()
        topic = WORDS[i % len(WORDS)]
        (folder / "SKILL.md").write_text(
            f"---\nname: {name}\ndescription: Works with {topic} files number {i}. "
            f"Use when the user asks about {topic}.\n---\n# {name}\n\n"
            + "\n".join(f"Step {n}: handle the {topic} input {i * 7 + n}." for n in range(12))
            + "\n",
            encoding="utf-8",
        )
        state[name] = {"absorbed_into": None, "origin": "path", "pinned": False, "state": "active"}
        provenance = {
            "audit": {"findings": 0, "rule_packs": {}, "scanner": "bench", "verdict": "safe"},
            "commit": None,
            "content_hash": HASH,
            "installed_at": "2026-01-01T00:00:00Z",
            "installed_by": "bench",
            "name": name,
            "origin": "path",
            "ref": None,
            "source": str(folder),
            "subdir": None,
            "trust": "local",
            "version": None,
        }
        (meta / "provenance" / f"{name}.json").write_text(json.dumps(provenance, sort_keys=True))
    (meta / "state.json").write_text(json.dumps({"skills": state}, sort_keys=True, indent=2))
    (root / "skills.lock").write_text(json.dumps({"lockfile_version": 1, "skills": {}}))
    (root / ".gitignore").write_text("/.skillctl/cache/\n/.skillctl/lock\n/.skillctl/ledger/\n")
    write_events(root, events, skills, start=0)
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "b",
        "GIT_AUTHOR_EMAIL": "b@b",
        "GIT_COMMITTER_NAME": "b",
        "GIT_COMMITTER_EMAIL": "b@b",
    }
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-qm", "bench store"]):
        subprocess.run(["git", *args], cwd=root, check=True, env=env)


def write_events(root: Path, count: int, skills: int, *, start: int) -> None:
    segment = root / ".skillctl" / "ledger" / "usage-bench-2026-02.jsonl"
    with segment.open("a", encoding="utf-8") as handle:
        for n in range(start, start + count):
            day = 1 + n % 27
            handle.write(
                json.dumps(
                    {
                        "event": "use",
                        "host": "bench",
                        "outcome": "success" if n % 5 else "failure",
                        "session": f"s{n // 20}",
                        "skill": f"skill-{(n * 7919) % skills:05d}",
                        "ts": f"2026-02-{day:02d}T10:00:00Z",
                    },
                    sort_keys=True,
                )
                + "\n"
            )


def timed(command: list[str], *, stdin: bytes = b"", env: dict[str, str] | None = None) -> float:
    started = time.perf_counter()
    subprocess.run(command, input=stdin, check=True, capture_output=True, env=env)
    return time.perf_counter() - started


def curate_seconds(store: Path) -> float:
    env = {**os.environ, "SKILLCTL_NOW": "2026-03-15T00:00:00Z"}
    return timed(
        [*skillctl_command(), "--store", str(store), "curate", "--dry-run", "--force", "--json"],
        env=env,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skills", type=int, default=10_000)
    parser.add_argument("--events", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    ensure_bytecode()
    results: dict[str, object] = {}
    with tempfile.TemporaryDirectory() as tmp:
        scale = {}
        for fraction in (4, 2, 1):
            skills, events = args.skills // fraction, args.events // fraction
            store = Path(tmp) / f"store-{fraction}"
            build_store(store, skills, events)
            scale[f"{skills} skills / {events} events"] = round(curate_seconds(store), 3)
            if fraction == 1:
                write_events(store, 1000, skills, start=events)
                results["cold_seconds"] = scale[f"{skills} skills / {events} events"]
                results["incremental_seconds"] = round(curate_seconds(store), 3)
                agent = store / "skills"
                payload = json.dumps(
                    {
                        "session_id": "s",
                        "hook_event_name": "PostToolUse",
                        "tool_name": "Read",
                        "tool_input": {"file_path": str(agent / "skill-00001" / "SKILL.md")},
                        "cwd": tmp,
                    }
                ).encode()
                hook = [
                    *skillctl_command(),
                    "--store",
                    str(store),
                    "usage",
                    "hook",
                    "--agent",
                    "claude-code",
                ]
                hook_times = [timed(hook, stdin=payload) for _ in range(args.repeat)]
                python_times = [timed([sys.executable, "-c", "pass"]) for _ in range(args.repeat)]
                results["hook_ms"] = round(statistics.median(hook_times) * 1000, 1)
                results["python_pass_ms"] = round(statistics.median(python_times) * 1000, 1)
        results["scaling"] = scale
    values = list(scale.values())
    results["scaling_ratios"] = [round(v / values[0], 2) for v in values]
    results["goals"] = {
        "cold <= 5 s": results["cold_seconds"] <= 5.0,  # type: ignore[operator]
        "incremental <= 0.5 s": results["incremental_seconds"] <= 0.5,  # type: ignore[operator]
        "hook <= 2x python -c pass": results["hook_ms"] <= 2 * results["python_pass_ms"],  # type: ignore[operator]
    }
    if args.json:
        print(json.dumps(results, indent=2, sort_keys=True))
        return
    for key, value in results.items():
        print(f"{key}: {value}")


if __name__ == "__main__":
    main()
