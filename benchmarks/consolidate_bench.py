"""Consolidation at scale (issue 11): resolving many forwarded names, merging a big cluster.

- ``resolve`` of 10,000 forwarded names in one call, against a store whose
  state holds 10,000 absorbed skills (forwarding to 100 live umbrellas, a
  tenth of them through a second hop compressed on write), built on disk in
  one commit;
- ``consolidate`` of a 50-skill cluster (each with a reference and a script)
  into a new umbrella: the umbrella built in quarantine, validated --strict,
  audited, and committed with 50 forwards, in one process.

Usage: python benchmarks/consolidate_bench.py [--names 10000] [--cluster 50] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import tempfile
import time
from pathlib import Path

from bench_support import ensure_bytecode
from bench_support import print_results
from bench_support import skillctl_command

GIT_ENV = {
    "GIT_AUTHOR_NAME": "b",
    "GIT_AUTHOR_EMAIL": "b@b",
    "GIT_COMMITTER_NAME": "b",
    "GIT_COMMITTER_EMAIL": "b@b",
}


def run(
    command: list[str], **kwargs: object
) -> tuple[subprocess.CompletedProcess[bytes], float, float]:
    """The finished child, its wall seconds and its CPU seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, check=False, **kwargs)  # type: ignore[call-overload]
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode != 0:
        raise SystemExit(f"{command[:4]} failed: {done.stderr.decode()[-2000:]}")
    return done, wall, cpu


def forwarded_store(root: Path, names: int) -> list[str]:
    """A store whose state forwards ``names`` archived skills to 100 live umbrellas."""
    (root / "skills").mkdir(parents=True)
    meta = root / ".skillctl"
    meta.mkdir()
    state = {}
    for u in range(100):
        name = f"umbrella-{u:03d}"
        folder = root / "skills" / name
        folder.mkdir()
        (folder / "SKILL.md").write_text(
            f"---\nname: {name}\ndescription: Umbrella {u}. Use when a task fits it.\n---\n# {name}\n"
        )
        state[name] = {"absorbed_into": None, "origin": "user", "pinned": False, "state": "active"}
    old = [f"old-skill-{i:05d}" for i in range(names)]
    for i, name in enumerate(old):
        state[name] = {
            "absorbed_into": f"umbrella-{i % 100:03d}",
            "origin": "path",
            "pinned": False,
            "state": "archived",
        }
    (meta / "state.json").write_text(json.dumps({"skills": state}, sort_keys=True, indent=2))
    (root / "skills.lock").write_text(json.dumps({"lockfile_version": 1, "skills": {}}))
    (root / ".gitignore").write_text("/.skillctl/cache/\n/.skillctl/lock\n/.skillctl/ledger/\n")
    env = {**os.environ, **GIT_ENV}
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-qm", "bench store"]):
        subprocess.run(["git", *args], cwd=root, check=True, env=env)
    return old


def cluster_sources(root: Path, size: int) -> list[Path]:
    """``size`` look-alike skills, each with a reference and a script that link to each other."""
    folders = []
    for i in range(size):
        name = f"report-part-{i:02d}"
        folder = root / name
        (folder / "references").mkdir(parents=True)
        (folder / "scripts").mkdir()
        (folder / "SKILL.md").write_text(
            f"---\nname: {name}\ndescription: Builds part {i} of the weekly report. Use when the "
            f"user asks for report part {i}.\n---\n# {name}\n\nRun [the script](scripts/part.py) "
            "and follow [the notes](references/notes.md).\n"
        )
        (folder / "references" / "notes.md").write_text(
            f"# Notes {i}\n\nThe script is [here](../scripts/part.py).\n"
        )
        (folder / "scripts" / "part.py").write_text(f'print("part {i}")\n')
        folders.append(folder)
    return folders


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--names", type=int, default=10_000)
    parser.add_argument("--cluster", type=int, default=50)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    ensure_bytecode()
    skillctl = skillctl_command()
    env = {**os.environ, **GIT_ENV}
    results: dict[str, object] = {"load_average_before": os.getloadavg()[0]}
    with tempfile.TemporaryDirectory() as tmp:
        store = Path(tmp) / "forwarded"
        old = forwarded_store(store, args.names)
        done, wall, cpu = run(
            [*skillctl, "--store", str(store), "--json", "resolve", *old], env=env
        )
        document = json.loads(done.stdout)
        resolved = document["resolved"]
        assert len(resolved) == args.names
        assert not document["unresolved"]
        assert all(r["target"].startswith("umbrella-") for r in resolved)
        results["resolve"] = {
            "names": args.names,
            "wall_s": round(wall, 3),
            "cpu_s": round(cpu, 3),
            "per_name_us": round(wall / args.names * 1e6, 1),
        }
        cluster = Path(tmp) / "cluster"
        sources = cluster_sources(Path(tmp) / "src", args.cluster)
        _, install_wall, _ = run(
            [*skillctl, "--store", str(cluster), "install", *map(str, sources)], env=env
        )
        names = [s.name for s in sources]
        done, wall, cpu = run(
            [
                *skillctl,
                "--store",
                str(cluster),
                "--json",
                "consolidate",
                *names,
                "--into",
                "weekly-report",
            ],
            env=env,
        )
        result = json.loads(done.stdout)
        umbrella = cluster / "skills" / "weekly-report"
        words = len((umbrella / "SKILL.md").read_text().split())
        results["consolidate"] = {
            "skills": args.cluster,
            "wall_s": round(wall, 3),
            "cpu_s": round(cpu, 3),
            "umbrella_files": len(result["files"]),
            "umbrella_skill_md_words": words,
            "setup_install_wall_s": round(install_wall, 3),
        }
        run([*skillctl, "--store", str(cluster), "validate", "--strict", str(umbrella)], env=env)
        done, _, _ = run([*skillctl, "--store", str(cluster), "--json", "resolve", *names], env=env)
        assert all(r["target"] == "weekly-report" for r in json.loads(done.stdout)["resolved"])
        results["checks"] = {"umbrella_validates_strict": True, "old_names_resolve": True}
    results["load_average_after"] = os.getloadavg()[0]
    print_results(results, as_json=args.json)


if __name__ == "__main__":
    main()
