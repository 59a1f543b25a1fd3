"""Time installing 100 skills from a local registry in one ``skillctl install`` call.

Each skill is fetched into quarantine, validated, audited, hashed and moved
in; the call makes one store commit. Goal: <= 10 s on the 2-core machine.

Usage: python benchmarks/install_bench.py [--count 100] [--json]
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import stat
import subprocess
import tempfile
import time
from pathlib import Path

from bench_support import ensure_bytecode
from bench_support import skillctl_command

GOAL_SECONDS = 10.0


def _dirhash(root: Path) -> str:
    """The ``h2:`` content hash, written out here so the registry is built without skillctl."""
    lines = []
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        rel = path.relative_to(root).as_posix()
        mode = "100755" if path.stat().st_mode & stat.S_IXUSR else "100644"
        lines.append(f"{hashlib.sha256(path.read_bytes()).hexdigest()}  {mode} {rel}\n")
    return "h2:" + base64.b64encode(hashlib.sha256("".join(lines).encode()).digest()).decode()


def build_registry(root: Path, count: int) -> list[str]:
    """A registry folder of ``count`` small skills, each with a script and a reference."""
    skills: dict[str, object] = {}
    names = []
    for i in range(count):
        name = f"bench-skill-{i:03d}"
        names.append(name)
        folder = root / "packages" / name / "1.0.0"
        (folder / "scripts").mkdir(parents=True)
        (folder / "references").mkdir()
        (folder / "SKILL.md").write_text(
            f"---\nname: {name}\ndescription: Formats report {i}. Use when the user asks for "
            f'report {i}.\nmetadata:\n  version: "1.0.0"\n---\n\n# Report {i}\n\n'
            "1. Run `python scripts/report.py`.\n2. Read [the guide](references/guide.md).\n",
            encoding="utf-8",
        )
        (folder / "scripts" / "report.py").write_text(
            "import json\nimport sys\n\nprint(json.dumps(sorted(sys.argv[1:])))\n", encoding="utf-8"
        )
        (folder / "references" / "guide.md").write_text(
            "# Guide\n\nKeep it short.\n", encoding="utf-8"
        )
        skills[name] = {
            "description": f"report {i}",
            "versions": {
                "1.0.0": {
                    "audit": {"rule_packs": {}, "scanner": "bench", "verdict": "safe"},
                    "content_hash": _dirhash(folder),
                    "description": f"report {i}",
                    "published_at": "2026-01-01T00:00:00Z",
                    "publisher": "bench",
                    "requires": None,
                    "yanked": False,
                    "yanked_reason": None,
                }
            },
        }
    (root / "index.json").write_text(json.dumps({"registry_version": 1, "skills": skills}))
    return names


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--json", action="store_true", help="print only the JSON summary")
    args = parser.parse_args()
    ensure_bytecode()
    skillctl = skillctl_command()
    with tempfile.TemporaryDirectory(prefix="skillctl-install-bench-") as tmp:
        registry = Path(tmp) / "registry"
        names = build_registry(registry, args.count)
        store = Path(tmp) / "store"
        env = {**os.environ, "SKILLCTL_CACHE": str(Path(tmp) / "cache")}
        start = time.perf_counter()
        done = subprocess.run(
            [
                *skillctl,
                "--store",
                str(store),
                "--json",
                "install",
                "--registry",
                str(registry),
                *names,
            ],
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        seconds = time.perf_counter() - start
        if done.returncode != 0:
            raise SystemExit(f"install failed: {done.stderr}")
        installed = len(json.loads(done.stdout)["installed"])
        commits = subprocess.run(
            ["git", "-C", str(store), "rev-list", "--count", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    summary = {
        "count": args.count,
        "installed": installed,
        "seconds": round(seconds, 3),
        "goal_seconds": GOAL_SECONDS,
        "goal_met": seconds <= GOAL_SECONDS,
        "store_commits": int(commits),
        "per_skill_ms": round(seconds / args.count * 1000, 1),
    }
    if not args.json:
        print(
            f"installed {installed} skills in {seconds:.2f} s ({summary['per_skill_ms']} ms each, "
            f"{commits} store commits); goal <= {GOAL_SECONDS} s: "
            f"{'met' if summary['goal_met'] else 'NOT met'}"
        )
    print(json.dumps(summary, indent=2, sort_keys=True))


if __name__ == "__main__":
    main()
