"""Time skillctl as a pre-commit hook: a commit that touches one skill in a 50-skill repo.

Measures the two hook commands exactly as `.pre-commit-hooks.yaml` runs them,
inside git's hook environment (GIT_DIR, GIT_INDEX_FILE set), on the files of
the staged change. Two cases: a Markdown-only skill, and one with a Python
script (which loads libcst and bandit). Goal: <= 0.5 s of skillctl time for
both hooks together. When pre-commit is installed, a real `git commit` through
a local pre-commit config is timed too, for the overhead around skillctl.

Usage: python benchmarks/hook_bench.py [--skills 50] [--repeat 9] [--json]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_support import ensure_bytecode
from bench_support import skillctl_command

GOAL_SECONDS = 0.5
HOOKS = (
    ("skillctl-validate", ["validate", "--skip-outside-skills"]),
    ("skillctl-audit", ["audit", "--skip-outside-skills", "--fail-on", "high"]),
)


def _git(repo: Path, *args: str, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        ["git", *args], cwd=repo, check=True, capture_output=True, text=True, env=env
    )
    return done.stdout


def _skill(root: Path, name: str, *, with_python: bool) -> None:
    folder = root / "skills" / name
    (folder / "references").mkdir(parents=True)
    (folder / "SKILL.md").write_text(
        f"---\nname: {name}\ndescription: Formats {name} reports. Use when the user asks for a "
        f"{name} report.\nlicense: MIT\n---\n\n# {name}\n\n"
        + "".join(
            f"{i}. Step {i}: read [the guide](references/guide.md) and apply it.\n"
            for i in range(1, 30)
        ),
        encoding="utf-8",
    )
    (folder / "references" / "guide.md").write_text(
        "# Guide\n\nKeep reports short.\n" * 20, encoding="utf-8"
    )
    if with_python:
        (folder / "scripts").mkdir()
        (folder / "scripts" / "report.py").write_text(
            '"""Build the report."""\n\nimport json\nimport sys\n\n\n'
            "def main() -> None:\n    data = json.load(sys.stdin)\n"
            "    print(json.dumps(sorted(data), indent=2))\n\n\n"
            'if __name__ == "__main__":\n    main()\n',
            encoding="utf-8",
        )


def _repo(base: Path, skills: int) -> Path:
    repo = base / "skills-repo"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main")
    _git(repo, "config", "user.email", "bench@example.invalid")
    _git(repo, "config", "user.name", "bench")
    for i in range(skills):
        _skill(repo, f"skill-{i:03d}", with_python=i % 2 == 1)
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "--no-verify", "-m", "skills")
    return repo


def _staged_change(repo: Path, name: str) -> list[str]:
    folder = repo / "skills" / name
    text = (folder / "SKILL.md").read_text(encoding="utf-8")
    (folder / "SKILL.md").write_text(text + "\nOne more step.\n", encoding="utf-8")
    script = folder / "scripts" / "report.py"
    if script.exists():
        script.write_text(script.read_text(encoding="utf-8") + "\n# tweak\n", encoding="utf-8")
    _git(repo, "add", "-A")
    return [n for n in _git(repo, "diff", "--cached", "--name-only").splitlines() if n]


def _time_hooks(skillctl: list[str], repo: Path, files: list[str], repeat: int) -> dict[str, float]:
    env = {
        **os.environ,
        "GIT_DIR": str(repo / ".git"),
        "GIT_INDEX_FILE": str(repo / ".git" / "index"),
    }
    result: dict[str, float] = {}
    for hook, args in HOOKS:
        samples = []
        for _ in range(repeat):
            start = time.perf_counter()
            done = subprocess.run(
                [*skillctl, *args, *files], cwd=repo, env=env, capture_output=True, check=False
            )
            samples.append(time.perf_counter() - start)
            if done.returncode not in (0, 1):
                raise SystemExit(f"{hook} failed: {done.stderr.decode()}")
        result[hook] = statistics.median(samples)
    result["total"] = sum(result[h] for h, _ in HOOKS)
    return result


def _time_commit(skillctl: list[str], repo: Path, name: str) -> float | None:
    if importlib.util.find_spec("pre_commit") is None:
        return None
    entry = " ".join(skillctl)
    (repo / ".pre-commit-config.yaml").write_text(
        "repos:\n  - repo: local\n    hooks:\n"
        f"      - id: skillctl-validate\n        name: skillctl validate\n        entry: {entry} validate --skip-outside-skills\n        language: system\n        require_serial: true\n"
        f"      - id: skillctl-audit\n        name: skillctl audit\n        entry: {entry} audit --skip-outside-skills --fail-on high\n        language: system\n        require_serial: true\n",
        encoding="utf-8",
    )
    subprocess.run(
        [sys.executable, "-m", "pre_commit", "install"], cwd=repo, check=True, capture_output=True
    )
    _git(repo, "add", ".pre-commit-config.yaml")
    _git(repo, "commit", "-q", "--no-verify", "-m", "hooks")
    _staged_change(repo, name)
    start = time.perf_counter()
    subprocess.run(
        ["git", "commit", "-q", "-m", "change"], cwd=repo, check=True, capture_output=True
    )
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--skills", type=int, default=50)
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--json", action="store_true", help="print only the JSON summary")
    args = parser.parse_args()
    ensure_bytecode()
    skillctl = skillctl_command()
    summary: dict[str, object] = {"goal_seconds": GOAL_SECONDS, "skills_in_repo": args.skills}
    with tempfile.TemporaryDirectory(prefix="skillctl-hook-bench-") as tmp:
        cache = Path(tmp) / "cache"
        os.environ["SKILLCTL_CACHE"] = str(cache)
        repo = _repo(Path(tmp), args.skills)
        for label, name in (("markdown-skill", "skill-000"), ("python-skill", "skill-001")):
            files = _staged_change(repo, name)
            shutil.rmtree(cache, ignore_errors=True)
            cold = _time_hooks(skillctl, repo, files, 1)
            warm = _time_hooks(skillctl, repo, files, args.repeat)
            summary[label] = {
                "files": files,
                "first_run_s": cold["total"],
                "median_s": warm,
                "goal_met": warm["total"] <= GOAL_SECONDS,
            }
            _git(repo, "commit", "-q", "--no-verify", "-m", f"change {name}")
        summary["git_commit_with_pre_commit_s"] = _time_commit(skillctl, repo, "skill-003")
    if not args.json:
        for label in ("markdown-skill", "python-skill"):
            case = summary[label]
            assert isinstance(case, dict)
            warm = case["median_s"]
            print(
                f"{label}: validate {warm['skillctl-validate']:.3f} s + audit {warm['skillctl-audit']:.3f} s "
                f"= {warm['total']:.3f} s (goal <= {GOAL_SECONDS} s: {'met' if case['goal_met'] else 'NOT met'}); "
                f"first run with an empty rule cache {case['first_run_s']:.3f} s"
            )
        commit = summary["git_commit_with_pre_commit_s"]
        if isinstance(commit, float):
            print(f"git commit through pre-commit (both hooks, python skill): {commit:.3f} s")
    print(json.dumps(summary, indent=2, sort_keys=True))


if __name__ == "__main__":
    main()
