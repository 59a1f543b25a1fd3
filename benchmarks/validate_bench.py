"""Benchmark ``skillctl validate`` against the reference validator (``skills-ref``).

This is a reproducible measurement, not a test.  It generates a deterministic set of
skills in a temporary directory and, in the same run, times:

(a) cold single-skill process time: ``skillctl validate <skill>`` versus
    ``agentskills validate <skill>``, each run ``--repeat`` times in alternating order;
    the median wall time of each is compared (goal: skillctl/reference <= 0.8);
(b) batch: one ``skillctl validate <root> --format json`` call over all ``--count``
    skills versus
    - the reference CLI run once per skill, timed on ``--sample`` skills and
      extrapolated linearly to ``--count`` (goal: reference/skillctl >= 20), and
    - the reference Python API (``skills_ref.validate(path)`` in a loop) in one
      subprocess of this interpreter, reported as the subprocess's wall time
      (goal: reference/skillctl >= 2).

The script exits 0 whether or not the goals are met; it exits 1 only when a tool
cannot be run (missing executable, crash, unexpected exit code, unparseable output).

Run it with the interpreter of the environment that has both tools installed::

    python benchmarks/validate_bench.py
    python benchmarks/validate_bench.py --count 300 --sample 50 --repeat 3
    python benchmarks/validate_bench.py --json > bench.json
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path
from typing import Any

from bench_support import add_common_arguments
from bench_support import ensure_bytecode
from bench_support import installed_version
from bench_support import ratio_lines
from bench_support import skillctl_command
from bench_support import skillctl_version

DEFAULT_COUNT = 10_000
DEFAULT_SAMPLE = 200
DEFAULT_REPEAT = 15
DEFAULT_SEED = 20_240_601
INVALID_FRACTION = 0.05

GOAL_COLD_RATIO_MAX = 0.8
GOAL_BATCH_CLI_RATIO_MIN = 20.0
GOAL_BATCH_API_RATIO_MIN = 2.0

# skillctl exit codes: 0 all valid, 1 some invalid, 3 unreadable path (a failure here,
# because every path the benchmark passes exists).
SKILLCTL_OK_CODES = frozenset({0, 1})
# agentskills exit codes: 0 valid, 1 validation errors.
REFERENCE_OK_CODES = frozenset({0, 1})

INVALID_KINDS = ("description-too-long", "uppercase-name", "missing-description")

REALISTIC_NAME = "pdf-processing"
REALISTIC_SKILL_MD = """\
---
name: pdf-processing
description: Extract text and tables from PDF files, fill PDF forms, merge and split \
documents. Use when the user works with PDF files or asks for form filling, document \
merging or text extraction from PDFs.
license: Apache-2.0
metadata:
  author: example-org
  version: "1.0"
---

# PDF processing

This skill helps you read, transform and produce PDF documents with Python tools
that are commonly available on developer machines.

## When to use this skill

- The user shares a PDF and asks what it contains.
- The user needs the tables of a report as CSV or a spreadsheet.
- A form has to be filled in from structured data.
- Several documents must be merged into one, or one split into parts.

## Quick start

Extract the text of every page:

```python
from pypdf import PdfReader

reader = PdfReader("report.pdf")
for number, page in enumerate(reader.pages, start=1):
    print(f"--- page {number} ---")
    print(page.extract_text())
```

## Tables

Use `pdfplumber` for tables; it keeps the cell layout better than plain text
extraction. Check the first rows by eye before converting a whole document.

```python
import pdfplumber

with pdfplumber.open("report.pdf") as pdf:
    table = pdf.pages[0].extract_table()
```

## Forms

1. List the form fields with `scripts/list_fields.py`.
2. Map the user's data onto the field names.
3. Fill the form with `scripts/fill_form.py` and check the result visually.

## Merging and splitting

- Merge: append the pages of each input to one `PdfWriter` in order.
- Split: write each page range to its own file; name files after the range.

## Pitfalls

- Scanned PDFs contain images, not text: run OCR first.
- Encrypted files need the password before any other step.
- Large files: process page by page instead of loading everything.

See [the reference](references/REFERENCE.md) for the full option list.
"""

WORDS: tuple[str, ...] = (
    "skill", "agent", "task", "file", "data", "report", "table", "form", "user", "request",
    "tool", "script", "output", "input", "review", "check", "update", "build", "deploy", "parse",
    "render", "format", "convert", "extract", "summary", "config", "project", "repository",
    "branch", "commit", "test", "lint", "document", "page", "section", "chart", "image",
    "archive", "schema", "record", "query", "result", "error", "warning", "option", "value",
    "field", "list", "item", "step", "plan",
)  # fmt: skip
VERBS: tuple[str, ...] = (
    "analyse", "build", "check", "clean", "convert", "create", "deploy", "extract", "fill",
    "format", "generate", "index", "inspect", "merge", "migrate", "parse", "plan", "render",
    "review", "split", "summarise", "test", "update", "validate",
)  # fmt: skip


@dataclass
class Dataset:
    """The generated skills: one realistic skill and ``count`` generated ones."""

    single_skill: Path
    batch_root: Path
    skill_dirs: list[Path]
    expected_invalid: dict[str, int] = field(default_factory=dict)

    @property
    def expected_invalid_total(self) -> int:
        """Number of generated skills made invalid on purpose."""
        return sum(self.expected_invalid.values())


class ToolError(RuntimeError):
    """A benchmarked tool could not be run or produced unusable output."""


def _sentence(rng: random.Random, low: int = 6, high: int = 14) -> str:
    """Return one deterministic pseudo-English sentence without YAML-special characters."""
    words = [rng.choice(WORDS) for _ in range(rng.randint(low, high))]
    return " ".join(words).capitalize() + "."


def _body(rng: random.Random, index: int) -> str:
    """Return a markdown body of 20-40 lines for generated skill ``index``."""
    target = rng.randint(20, 40)
    lines = [f"# Skill {index:05d}", "", _sentence(rng), ""]
    while len(lines) < target:
        kind = rng.random()
        if kind < 0.2 and len(lines) + 3 <= target:
            lines += ["", f"## {rng.choice(VERBS).capitalize()} {rng.choice(WORDS)}", ""]
        elif kind < 0.35 and len(lines) + 4 <= target:
            lines += ["```bash", f"tool {rng.choice(VERBS)} --{rng.choice(WORDS)} x", "```", ""]
        elif kind < 0.7:
            lines.append(f"- {_sentence(rng, 4, 9)}")
        else:
            lines.append(_sentence(rng))
    lines = lines[:target]
    if not lines[-1]:
        lines[-1] = _sentence(rng)
    return "\n".join(lines) + "\n"


def _description(rng: random.Random, long: bool = False) -> str:
    """Return a description with a "Use when" clause; over 1024 chars when ``long``."""
    text = (
        f"{rng.choice(VERBS).capitalize()} {rng.choice(WORDS)} and {rng.choice(WORDS)} files "
        f"for the {rng.choice(WORDS)} workflow. Use when the user asks to "
        f"{rng.choice(VERBS)} a {rng.choice(WORDS)} or {rng.choice(VERBS)} {rng.choice(WORDS)}s."
    )
    while long and len(text) <= 1100:
        text += " " + _sentence(rng)
    return text


def _skill_md(rng: random.Random, index: int, name: str, invalid_kind: str | None) -> str:
    """Return the SKILL.md text of generated skill ``index`` in folder ``name``."""
    front = ["---"]
    front.append(f"name: {name.upper() if invalid_kind == 'uppercase-name' else name}")
    if invalid_kind != "missing-description":
        front.append(f"description: {_description(rng, invalid_kind == 'description-too-long')}")
    front += ["license: MIT", "metadata:", "  author: bench", '  version: "1.0"', "---", ""]
    return "\n".join(front) + "\n" + _body(rng, index)


def generate_dataset(base: Path, count: int, seed: int) -> Dataset:
    """Write the realistic skill and ``count`` generated skills under ``base``."""
    rng = random.Random(seed)
    single = base / "single" / REALISTIC_NAME
    single.mkdir(parents=True)
    (single / "SKILL.md").write_text(REALISTIC_SKILL_MD, encoding="utf-8")

    root = base / "skills"
    root.mkdir()
    n_invalid = round(count * INVALID_FRACTION)
    invalid_indices = sorted(rng.sample(range(1, count + 1), n_invalid))
    kinds = {idx: INVALID_KINDS[i % len(INVALID_KINDS)] for i, idx in enumerate(invalid_indices)}
    expected: dict[str, int] = dict.fromkeys(INVALID_KINDS, 0)
    dirs: list[Path] = []
    for index in range(1, count + 1):
        name = f"skill-{index:05d}"
        folder = root / name
        folder.mkdir()
        kind = kinds.get(index)
        if kind is not None:
            expected[kind] += 1
        (folder / "SKILL.md").write_text(_skill_md(rng, index, name, kind), encoding="utf-8")
        dirs.append(folder)
    return Dataset(single, root, dirs, expected)


def reference_command(override: str | None) -> list[str]:
    """Return the argv prefix that runs the reference ``agentskills`` CLI."""
    if override:
        return [override]
    script = Path(sys.executable).parent / "agentskills"
    if script.is_file():
        return [str(script)]
    found = shutil.which("agentskills")
    if found:
        return [found]
    return [sys.executable, "-m", "skills_ref.cli"]


def run_timed(argv: list[str], ok_codes: frozenset[int], label: str) -> tuple[float, str]:
    """Run ``argv``, return (wall seconds, stdout); raise ToolError on failure."""
    start = time.perf_counter()
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, check=False)
    except OSError as exc:
        raise ToolError(f"{label}: cannot run {argv[0]!r}: {exc}") from exc
    elapsed = time.perf_counter() - start
    if proc.returncode not in ok_codes or "Traceback (most recent call last)" in proc.stderr:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-5:]
        raise ToolError(f"{label}: exit code {proc.returncode}: " + " | ".join(tail))
    return elapsed, proc.stdout


def bench_cold(
    skillctl: list[str], reference: list[str], skill: Path, repeat: int
) -> dict[str, Any]:
    """Time single-skill validation as fresh processes, alternating which tool goes first."""
    ours_argv = [*skillctl, "validate", str(skill)]
    ref_argv = [*reference, "validate", str(skill)]
    valid_only = frozenset({0})  # the realistic skill is valid: anything else is a failure
    # One untimed run each so that bytecode caches exist for both tools.
    run_timed(ours_argv, valid_only, "skillctl (warm-up)")
    run_timed(ref_argv, valid_only, "reference CLI (warm-up)")
    ours: list[float] = []
    ref: list[float] = []
    for i in range(repeat):
        order = [(ours_argv, ours, "skillctl"), (ref_argv, ref, "reference CLI")]
        if i % 2:
            order.reverse()
        for argv, sink, label in order:
            sink.append(run_timed(argv, valid_only, label)[0])
    ours_med = statistics.median(ours)
    ref_med = statistics.median(ref)
    return {
        "skill": skill.name,
        "repeat": repeat,
        "skillctl_median_s": ours_med,
        "reference_median_s": ref_med,
        "skillctl_min_s": min(ours),
        "reference_min_s": min(ref),
        "ratio": ours_med / ref_med,
    }


def bench_skillctl_batch(skillctl: list[str], data: Dataset) -> dict[str, Any]:
    """Time one ``skillctl validate <root> --format json`` call over all skills."""
    argv = [*skillctl, "validate", str(data.batch_root), "--format", "json"]
    elapsed, stdout = run_timed(argv, SKILLCTL_OK_CODES, "skillctl batch")
    try:
        summary = json.loads(stdout)["summary"]
        reported, invalid = int(summary["skills"]), int(summary["invalid"])
    except (ValueError, KeyError, TypeError) as exc:
        raise ToolError(f"skillctl batch: unusable JSON output: {exc}") from exc
    return {
        "wall_s": elapsed,
        "skills_reported": reported,
        "invalid_reported": invalid,
        "count_ok": reported == len(data.skill_dirs),
    }


def bench_reference_cli_sample(
    reference: list[str], data: Dataset, sample: int, seed: int
) -> dict[str, Any]:
    """Time the reference CLI once per skill on a sample and extrapolate to all skills."""
    size = min(sample, len(data.skill_dirs))
    chosen = sorted(random.Random(seed + 1).sample(data.skill_dirs, size))
    times: list[float] = []
    for folder in chosen:
        argv = [*reference, "validate", str(folder)]
        times.append(run_timed(argv, REFERENCE_OK_CODES, "reference CLI")[0])
    mean = statistics.fmean(times)
    return {
        "sample_size": size,
        "sample_total_s": sum(times),
        "per_skill_mean_s": mean,
        "per_skill_median_s": statistics.median(times),
        "extrapolated_total_s": mean * len(data.skill_dirs),
        "extrapolated": size < len(data.skill_dirs),
    }


API_LOOP_CODE = """\
import json, sys, time
from pathlib import Path
import skills_ref
root = Path(sys.argv[1])
start = time.perf_counter()
dirs = sorted(p for p in root.iterdir() if p.is_dir())
invalid = sum(1 for d in dirs if skills_ref.validate(d))
loop = time.perf_counter() - start
print(json.dumps({"loop_s": loop, "skills": len(dirs), "invalid": invalid}))
"""


def bench_reference_api(data: Dataset) -> dict[str, Any]:
    """Time ``skills_ref.validate`` over all skills in one fresh interpreter."""
    argv = [sys.executable, "-c", API_LOOP_CODE, str(data.batch_root)]
    elapsed, stdout = run_timed(argv, frozenset({0}), "reference API")
    try:
        inner = json.loads(stdout.strip().splitlines()[-1])
    except (ValueError, IndexError) as exc:
        raise ToolError(f"reference API: unusable output: {exc}") from exc
    return {
        "wall_s": elapsed,
        "loop_s": float(inner["loop_s"]),
        "skills": int(inner["skills"]),
        "invalid": int(inner["invalid"]),
    }


def environment() -> dict[str, Any]:
    """Describe the machine and interpreter the numbers come from."""
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "executable": sys.executable,
        "platform": platform.platform(),
        "machine": platform.machine(),
        "cpu_count": os.cpu_count(),
        "skillctl_version": skillctl_version(),
        "skills_ref_version": installed_version("skills-ref"),
    }


def _ratio(name: str, value: float, goal: float, at_most: bool, note: str) -> dict[str, Any]:
    """Build one ratio record with its goal and whether it is met."""
    met = value <= goal if at_most else value >= goal
    return {
        "name": name,
        "value": value,
        "goal": f"{'<=' if at_most else '>='} {goal:g}",
        "met": met,
        "note": note,
    }


def run(args: argparse.Namespace) -> dict[str, Any]:
    """Generate the data set, run every measurement and return the summary."""
    compiled = ensure_bytecode(("skillctl", "skills_ref"))
    _progress(args, f"byte-compiled {', '.join(compiled) or 'nothing'}")
    skillctl = skillctl_command(args.skillctl)
    reference = reference_command(args.reference)
    with tempfile.TemporaryDirectory(prefix="skillctl-bench-") as tmp:
        t0 = time.perf_counter()
        data = generate_dataset(Path(tmp), args.count, args.seed)
        gen_s = time.perf_counter() - t0
        _progress(args, f"generated {args.count} skills in {gen_s:.1f}s")
        cold = bench_cold(skillctl, reference, data.single_skill, args.repeat)
        _progress(args, "cold single-skill runs done")
        ours = bench_skillctl_batch(skillctl, data)
        _progress(args, "skillctl batch done")
        ref_cli = bench_reference_cli_sample(reference, data, args.sample, args.seed)
        _progress(args, "reference CLI sample done")
        ref_api = bench_reference_api(data)
        _progress(args, "reference API loop done")

    cli_note = (
        f"reference CLI total extrapolated from {ref_cli['sample_size']} skills"
        if ref_cli["extrapolated"]
        else "reference CLI measured on every skill"
    )
    ratios = [
        _ratio(
            "cold skillctl/reference",
            cold["ratio"],
            GOAL_COLD_RATIO_MAX,
            True,
            "median wall time, single realistic skill",
        ),
        _ratio(
            "batch reference CLI/skillctl",
            ref_cli["extrapolated_total_s"] / ours["wall_s"],
            GOAL_BATCH_CLI_RATIO_MIN,
            False,
            cli_note,
        ),
        _ratio(
            "batch reference API/skillctl",
            ref_api["wall_s"] / ours["wall_s"],
            GOAL_BATCH_API_RATIO_MIN,
            False,
            "wall time of the API subprocess",
        ),
    ]
    return {
        "environment": environment(),
        "parameters": {
            "count": args.count,
            "sample": args.sample,
            "repeat": args.repeat,
            "seed": args.seed,
        },
        "commands": {"skillctl": skillctl, "reference": reference},
        "dataset": {
            "generated_skills": args.count,
            "expected_invalid": data.expected_invalid_total,
            "expected_invalid_by_kind": data.expected_invalid,
            "generation_s": gen_s,
        },
        "cold_single_skill": cold,
        "batch": {"skillctl": ours, "reference_cli": ref_cli, "reference_api": ref_api},
        "ratios": ratios,
        "checks": {
            "skillctl_reports_all_skills": ours["count_ok"],
            "reference_api_saw_all_skills": ref_api["skills"] == args.count,
            "reference_api_invalid_matches_expected": ref_api["invalid"]
            == data.expected_invalid_total,
            "skillctl_invalid_matches_expected": ours["invalid_reported"]
            == data.expected_invalid_total,
        },
    }


def _progress(args: argparse.Namespace, message: str) -> None:
    """Report progress on stderr unless ``--quiet``."""
    if not args.quiet:
        print(f"[bench] {message}", file=sys.stderr, flush=True)


def render_table(summary: dict[str, Any]) -> str:
    """Render the summary as a human-readable table."""
    env = summary["environment"]
    cold = summary["cold_single_skill"]
    ours = summary["batch"]["skillctl"]
    cli = summary["batch"]["reference_cli"]
    api = summary["batch"]["reference_api"]
    n = summary["dataset"]["generated_skills"]
    rows: list[tuple[str, str]] = [
        ("python", f"{env['python']} ({env['implementation']})"),
        ("platform", env["platform"]),
        ("cpu count", str(env["cpu_count"])),
        ("skillctl / skills-ref", f"{env['skillctl_version']} / {env['skills_ref_version']}"),
        ("skills generated", f"{n} ({summary['dataset']['expected_invalid']} invalid on purpose)"),
        ("", ""),
        (f"cold skillctl, median of {cold['repeat']}", f"{cold['skillctl_median_s']:.4f} s"),
        (f"cold reference, median of {cold['repeat']}", f"{cold['reference_median_s']:.4f} s"),
        (
            "batch skillctl, one call",
            f"{ours['wall_s']:.3f} s"
            f"  (reported {ours['skills_reported']} skills, {ours['invalid_reported']} invalid)",
        ),
        (
            f"reference CLI, {cli['sample_size']}-skill sample",
            f"{cli['sample_total_s']:.3f} s  ({cli['per_skill_mean_s'] * 1000:.1f} ms/skill mean)",
        ),
        (
            f"reference CLI, {n} skills" + (" (EXTRAPOLATED)" if cli["extrapolated"] else ""),
            f"{cli['extrapolated_total_s']:.1f} s",
        ),
        (
            "reference API, subprocess wall",
            f"{api['wall_s']:.3f} s  (loop {api['loop_s']:.3f} s, {api['invalid']} invalid)",
        ),
    ]
    width = max(len(k) for k, _ in rows)
    lines = [f"{k:<{width}}  {v}" if k else "" for k, v in rows]
    lines += ratio_lines(summary)
    return "\n".join(lines)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parse command-line options."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_common_arguments(parser, count=DEFAULT_COUNT, repeat=DEFAULT_REPEAT, seed=DEFAULT_SEED)
    parser.add_argument(
        "--sample",
        type=int,
        default=DEFAULT_SAMPLE,
        help=f"skills on which the per-skill reference CLI is timed (default {DEFAULT_SAMPLE})",
    )
    parser.add_argument(
        "--reference",
        metavar="EXE",
        help="agentskills executable (default: next to this interpreter)",
    )
    args = parser.parse_args(argv)
    for opt in ("count", "sample", "repeat"):
        if getattr(args, opt) < 1:
            parser.error(f"--{opt} must be at least 1")
    return args


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; return 0 unless a tool failed to run."""
    args = parse_args(argv)
    try:
        summary = run(args)
    except ToolError as exc:
        print(f"benchmark aborted: {exc}", file=sys.stderr)
        return 1
    if args.json:
        json.dump(summary, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(render_table(summary))
        print()
        print(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
