"""The curator at scale, and the agent hook's cold start (issue 10).

Builds a store of N skills (default 10,000) with E ledger events (default
1,000,000) straight on disk and in one git commit — the layout skillctl
writes (state, provenance with real content hashes, lockfile), without N
installs — then times, each in a fresh process:

- ``curate --dry-run --force`` cold (no cache at all): goal <= 5 s;
- the same again after 1,000 new events (incremental): goal <= 0.5 s;
- the cold run at N/4, N/2 and N skills with proportional events: the cost
  should grow linearly (1x, 2x, 4x);
- the agent hook on a Claude Code payload against ``python -c pass``, both
  as ``usage hook install`` writes it into the agent's settings (goal <= 2x)
  and through the ``skillctl`` console script (whose generated wrapper alone
  imports ``re``), median of repeats, alternating.

Events are written in time order, as an append-only ledger receives them,
spread over one month, with 10% views and a session id per twenty events.
Wall times depend on the machine's load; the CPU time (user + system) of
each child is reported beside it.

Usage: python benchmarks/curate_bench.py [--skills 10000] [--events 1000000] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_support import ensure_bytecode
from bench_support import print_results
from bench_support import skillctl_command

WORDS = ["pdf", "table", "chart", "image", "audio", "video", "code", "test", "deploy", "docs"]
WORDS += ["lint", "sql", "csv", "json", "api"]
NOW = "2026-03-15T00:00:00Z"


def build_store(root: Path, skills: int, events: int) -> None:
    from skillctl.store.dirhash import dirhash

    (root / "skills").mkdir(parents=True)
    meta = root / ".skillctl"
    (meta / "provenance").mkdir(parents=True)
    (meta / "ledger").mkdir()
    state, lock = {}, {}
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
        content_hash = dirhash(folder)
        state[name] = {"absorbed_into": None, "origin": "path", "pinned": False, "state": "active"}
        lock[name] = {
            "commit": None,
            "content_hash": content_hash,
            "ref": None,
            "source": f"/src/{name}",
            "spec": f"/src/{name}",
            "subdir": None,
            "version": None,
        }
        provenance = {
            "audit": {"findings": 0, "rule_packs": {}, "scanner": "bench", "verdict": "safe"},
            "commit": None,
            "content_hash": content_hash,
            "installed_at": "2026-01-01T00:00:00Z",
            "installed_by": "bench",
            "name": name,
            "origin": "path",
            "ref": None,
            "source": f"/src/{name}",
            "subdir": None,
            "trust": "local",
            "version": None,
        }
        (meta / "provenance" / f"{name}.json").write_text(
            json.dumps(provenance, sort_keys=True, indent=2) + "\n"
        )
    (meta / "state.json").write_text(json.dumps({"skills": state}, sort_keys=True, indent=2))
    (root / "skills.lock").write_text(
        json.dumps({"lockfile_version": 1, "skills": lock}, sort_keys=True, indent=2)
    )
    (root / ".gitignore").write_text("/.skillctl/cache/\n/.skillctl/lock\n/.skillctl/ledger/\n")
    write_events(root, events, skills, start=0, total=events)
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "b",
        "GIT_AUTHOR_EMAIL": "b@b",
        "GIT_COMMITTER_NAME": "b",
        "GIT_COMMITTER_EMAIL": "b@b",
    }
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-qm", "bench store"]):
        subprocess.run(["git", *args], cwd=root, check=True, env=env)


def write_events(root: Path, count: int, skills: int, *, start: int, total: int) -> None:
    """Events ``start`` … ``start + count``, in time order over February (the last 1,000
    beyond ``total`` land on March 1st)."""
    from skillctl.ledger.line import UsageEvent

    segment = root / ".skillctl" / "ledger" / "usage-bench-2026-02.jsonl"
    seconds = 27 * 86400
    with segment.open("ab") as handle:
        for n in range(start, start + count):
            offset = n * seconds // max(total, 1)
            day, rest = divmod(offset, 86400)
            ts = (
                f"2026-02-{1 + day:02d}T{rest // 3600:02d}:{rest % 3600 // 60:02d}:{rest % 60:02d}Z"
            )
            event = UsageEvent(
                ts,
                f"skill-{(n * 7919) % skills:05d}",
                "view" if n % 10 == 0 else "use",
                "bench",
                outcome=None if n % 10 == 0 else ("success" if n % 5 else "failure"),
                session=f"s{n // 20}",
                agent="claude-code",
            )
            handle.write(event.to_line())


def timed(
    command: list[str], *, stdin: bytes = b"", env: dict[str, str] | None = None
) -> tuple[float, float]:
    """Wall seconds and CPU seconds (user + system) of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(command, input=stdin, check=True, capture_output=True, env=env)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def curate_seconds(store: Path) -> tuple[float, float]:
    env = {**os.environ, "SKILLCTL_NOW": NOW}
    return timed(
        [*skillctl_command(), "--store", str(store), "curate", "--dry-run", "--force", "--json"],
        env=env,
    )


def hook_command(store: Path) -> list[str]:
    """The hook exactly as ``usage hook install`` writes it into Claude Code's settings."""
    from skillctl.cli._options import hook_command as installed

    line = f"{installed()} --store {shlex.quote(str(store))} usage hook --agent claude-code"
    return shlex.split(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skills", type=int, default=10_000)
    parser.add_argument("--events", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=21)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    ensure_bytecode()
    results: dict[str, object] = {"load_average_before": os.getloadavg()[0]}
    scale: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for fraction in (4, 2, 1):
            skills, events = args.skills // fraction, args.events // fraction
            store = Path(tmp) / f"store-{fraction}"
            build_store(store, skills, events)
            wall, cpu = curate_seconds(store)
            scale[f"{skills} skills / {events} events"] = {
                "wall_s": round(wall, 3),
                "cpu_s": round(cpu, 3),
            }
            if fraction != 1:
                continue
            results["cold"] = {"wall_s": round(wall, 3), "cpu_s": round(cpu, 3)}
            write_events(store, 1000, skills, start=events, total=events)
            wall, cpu = curate_seconds(store)
            results["incremental"] = {"wall_s": round(wall, 3), "cpu_s": round(cpu, 3)}
            payload = json.dumps(
                {
                    "session_id": "s",
                    "hook_event_name": "PostToolUse",
                    "tool_name": "Read",
                    "tool_input": {"file_path": str(store / "skills" / "skill-00001" / "SKILL.md")},
                    "cwd": tmp,
                }
            ).encode()
            script = [*skillctl_command(), "--store", str(store), "usage", "hook"]
            runs: dict[str, list[float]] = {"installed": [], "console_script": [], "python": []}
            for _ in range(args.repeat):
                runs["installed"].append(timed(hook_command(store), stdin=payload)[0])
                runs["console_script"].append(timed(script, stdin=payload)[0])
                runs["python"].append(timed([sys.executable, "-c", "pass"])[0])
            ms = {k: round(statistics.median(v) * 1000, 1) for k, v in runs.items()}
            results["hook_ms"] = ms
            results["hook_ratio"] = round(ms["installed"] / ms["python"], 2)
            results["console_script_ratio"] = round(ms["console_script"] / ms["python"], 2)
    results["scaling"] = scale
    walls = [v["wall_s"] for v in scale.values()]
    cpus = [v["cpu_s"] for v in scale.values()]
    results["scaling_ratios_wall"] = [round(v / walls[0], 2) for v in walls]
    results["scaling_ratios_cpu"] = [round(v / cpus[0], 2) for v in cpus]
    results["load_average_after"] = os.getloadavg()[0]
    cold, incremental = results["cold"], results["incremental"]
    assert isinstance(cold, dict)
    assert isinstance(incremental, dict)
    results["goals"] = {
        "cold <= 5 s": cold["wall_s"] <= 5.0,
        "incremental <= 0.5 s": incremental["wall_s"] <= 0.5,
        "hook (as installed) <= 2x python -c pass": float(str(results["hook_ratio"])) <= 2.0,
    }
    print_results(results, as_json=args.json)


if __name__ == "__main__":
    main()
