"""Detection on a labelled corpus, measured the way a user meets it: ``skillctl audit``.

A corpus folder holds ``malicious/<skill>/``, ``benign/<skill>/`` and
``labels.json`` (``{"malicious": {name: {"category": …}, …}, "benign": {…}}``;
lists of names are accepted too). The script runs ``skillctl audit --fail-on
high --format json`` once per group and reports:

- recall: malicious skills that fail ``--fail-on high`` (exit 1), per category too;
- malicious rated dangerous;
- benign rated dangerous, and benign rated caution;
- skills that could not be fully analysed.

A skill "fails" when its own ``failed`` is true in the JSON: the same decision
that sets the exit code of a run over that skill alone.

This script only measures. Run it on the tuning corpus while working on rules;
run it on a held-out corpus only to report, never to tune a rule against it::

    python benchmarks/audit_eval.py tests/corpus/audit
    python benchmarks/audit_eval.py --json path/to/heldout > eval.json
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any


def _skillctl() -> list[str]:
    local = Path(sys.executable).with_name("skillctl")
    return [str(local)] if local.exists() else [sys.executable, "-m", "skillctl"]


def run_group(folder: Path) -> dict[str, dict[str, Any]]:
    """name → the skill's JSON object, from one ``skillctl audit`` run over ``folder``."""
    command = [*_skillctl(), "audit", "--fail-on", "high", "--format", "json", str(folder)]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode not in (0, 1, 3) or not done.stdout.strip():
        raise SystemExit(f"skillctl audit {folder} exited {done.returncode}: {done.stderr[-2000:]}")
    document = json.loads(done.stdout)
    return {Path(skill["path"]).name: skill for skill in document["skills"]}


def _failed(skill: dict[str, Any]) -> bool:
    if "failed" in skill:
        return bool(skill["failed"])
    # Output of skillctl before per-skill "failed": its old rule, a counted high finding.
    return any(
        f.get("severity") in ("high", "critical")
        and not f.get("suppressed")
        and not f.get("baselined")
        for f in skill.get("findings", [])
    )


def _labels(corpus: Path) -> tuple[dict[str, str], list[str]]:
    raw = json.loads((corpus / "labels.json").read_text(encoding="utf-8"))

    def names(group: object) -> dict[str, str]:
        if isinstance(group, dict):
            return {
                str(k): str(v.get("category", "unknown")) if isinstance(v, dict) else "unknown"
                for k, v in group.items()
            }
        if isinstance(group, list):
            return {str(x): "unknown" for x in group}
        return {}

    return names(raw.get("malicious")), sorted(names(raw.get("benign")))


def _rate(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def evaluate(corpus: Path) -> dict[str, Any]:
    """The measurements for one corpus folder."""
    malicious, benign = _labels(corpus)
    started = time.perf_counter()
    bad = run_group(corpus / "malicious")
    good = run_group(corpus / "benign")
    seconds = time.perf_counter() - started
    missing = sorted(set(malicious) - set(bad)) + sorted(set(benign) - set(good))
    per_category: dict[str, dict[str, int]] = defaultdict(lambda: {"total": 0, "failed": 0})
    for name, category in malicious.items():
        skill = bad.get(name, {})
        per_category[category]["total"] += 1
        per_category[category]["failed"] += int(_failed(skill))
    failed = sum(int(_failed(bad.get(n, {}))) for n in malicious)
    dangerous = sum(int(bad.get(n, {}).get("verdict") == "dangerous") for n in malicious)
    benign_dangerous = sum(int(good.get(n, {}).get("verdict") == "dangerous") for n in benign)
    benign_caution = sum(int(good.get(n, {}).get("verdict") == "caution") for n in benign)
    unanalysed = sum(
        int(bool(s.get("unanalysed") or s.get("errors"))) for s in [*bad.values(), *good.values()]
    )
    return {
        "corpus": str(corpus),
        "malicious": len(malicious),
        "benign": len(benign),
        "recall": _rate(failed, len(malicious)),
        "malicious_dangerous": _rate(dangerous, len(malicious)),
        "benign_dangerous": _rate(benign_dangerous, len(benign)),
        "benign_caution": _rate(benign_caution, len(benign)),
        "unanalysed_skills": unanalysed,
        "not_audited": missing,
        "per_category": {
            c: {**v, "recall": _rate(v["failed"], v["total"])}
            for c, v in sorted(per_category.items())
        },
        "seconds": round(seconds, 2),
    }


def _text(result: dict[str, Any]) -> str:
    lines = [
        f"corpus {result['corpus']}: {result['malicious']} malicious, {result['benign']} benign"
        f" ({result['seconds']} s)",
        f"  recall (exit 1, --fail-on high)  {result['recall']:6.1%}",
        f"  malicious rated dangerous        {result['malicious_dangerous']:6.1%}",
        f"  benign rated dangerous           {result['benign_dangerous']:6.1%}",
        f"  benign rated caution             {result['benign_caution']:6.1%}",
        f"  skills not fully analysed        {result['unanalysed_skills']}",
        "  per category (recall):",
    ]
    for category, row in result["per_category"].items():
        lines.append(
            f"    {category:<22} {row['failed']:>3}/{row['total']:<3} {row['recall']:6.1%}"
        )
    if result["not_audited"]:
        lines.append(f"  not audited: {', '.join(result['not_audited'])}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpora", nargs="+", type=Path, help="corpus folders")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    args = parser.parse_args(argv)
    results = [evaluate(corpus) for corpus in args.corpora]
    if args.json:
        print(json.dumps(results, indent=2, sort_keys=True))
    else:
        print("\n\n".join(_text(r) for r in results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
