"""Resolve 1,000 specs against a 10,000-skill x 10-version registry index.

Times reading ``index.json`` (the part every install pays) and resolving
specs with PEP 440 specifiers, yanked versions and pre-releases in the mix.
Goal: resolving 1,000 specs < 1 s.

Usage: python benchmarks/registry_bench.py [--skills 10000] [--specs 1000] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
import time
from pathlib import Path

from skillctl.resolve.version import Candidate
from skillctl.resolve.version import choose_version
from skillctl.resolve.version import parse_name_requirement
from skillctl.store.registry import DirectoryRegistry

GOAL_SECONDS = 1.0
VERSIONS = [
    "0.9.0",
    "1.0.0",
    "1.0.1",
    "1.1.0",
    "1.2.0",
    "1.2.1",
    "2.0.0b1",
    "2.0.0",
    "2.1.0",
    "3.0.0rc1",
]


def build_index(path: Path, skills: int) -> None:
    rng = random.Random(7)
    entries = {}
    for i in range(skills):
        versions = {}
        for version in VERSIONS:
            versions[version] = {
                "audit": {"rule_packs": {"core": "1"}, "scanner": "skillctl", "verdict": "safe"},
                "content_hash": "h1:" + "A" * 43 + "=",
                "description": f"skill {i} {version}",
                "published_at": "2026-01-01T00:00:00Z",
                "publisher": "bench",
                "requires": None,
                "yanked": rng.random() < 0.05,
                "yanked_reason": None,
            }
        entries[f"skill-{i:05d}"] = {"description": f"Skill number {i}.", "versions": versions}
    path.write_text(json.dumps({"registry_version": 1, "skills": entries}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--skills", type=int, default=10_000)
    parser.add_argument("--specs", type=int, default=1_000)
    parser.add_argument("--json", action="store_true", help="print only the JSON summary")
    args = parser.parse_args()
    rng = random.Random(11)
    forms = ["{n}", "{n}>=1.0,<2", "{n}~=1.1", "{n}==1.2.0", "{n}!=2.1.0", "{n}>=2.0.0b1"]
    with tempfile.TemporaryDirectory(prefix="skillctl-registry-bench-") as tmp:
        root = Path(tmp)
        build_index(root / "index.json", args.skills)
        size_mb = (root / "index.json").stat().st_size / 1e6
        start = time.perf_counter()
        registry = DirectoryRegistry.load(root)
        loaded = time.perf_counter() - start
        requirements = [
            rng.choice(forms).format(n=f"skill-{rng.randrange(args.skills):05d}")
            for _ in range(args.requirements)
        ]
        start = time.perf_counter()
        for text in requirements:
            requirement = parse_name_requirement(text)
            choose_version(
                requirement,
                [Candidate(p.version, p.is_yanked) for p in registry.versions(requirement.name)],
            )
        resolved = time.perf_counter() - start
    summary = {
        "skills": args.skills,
        "versions_per_skill": len(VERSIONS),
        "specs": args.requirements,
        "index_mb": round(size_mb, 1),
        "load_index_s": round(loaded, 3),
        "resolve_s": round(resolved, 3),
        "goal_s": GOAL_SECONDS,
        "goal_met": resolved < GOAL_SECONDS,
    }
    if not args.json:
        print(
            f"read a {size_mb:.0f} MB index ({args.skills} skills x {len(VERSIONS)} versions) in "
            f"{loaded:.2f} s; resolved {args.specs} specs in {resolved:.3f} s "
            f"(goal < {GOAL_SECONDS} s: {'met' if summary['goal_met'] else 'NOT met'})"
        )
    print(json.dumps(summary, indent=2, sort_keys=True))


if __name__ == "__main__":
    main()
