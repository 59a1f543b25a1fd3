#!/usr/bin/env python3
"""Markdown cost report from AWS Cost Explorer."""
import argparse
import json
import sys
from pathlib import Path

from costs import CostClient, month_bounds
from profiles import load_or_build

NAMES = json.loads((Path(__file__).resolve().parent.parent / "assets" / "services.json").read_text())


def fmt(x: float) -> str:
    return f"${x:,.2f}"


def report(profile: str | None, tag: str) -> str:
    prev, last, end = month_bounds()
    client = CostClient(profile)
    services = client.by(prev, end, {"Type": "DIMENSION", "Key": "SERVICE"})
    tags = client.by(last, end, {"Type": "TAG", "Key": tag})
    rows = []
    for svc, vals in services.items():
        before, after = (vals + [0.0, 0.0])[:2] if len(vals) == 2 else (0.0, vals[0])
        rows.append((NAMES.get(svc, svc), before, after))
    total_before = sum(r[1] for r in rows)
    total_after = sum(r[2] for r in rows)
    out = [f"# Cost report ({profile or 'default'}) for {last:%B %Y}", "",
           f"Total: {fmt(total_after)} (previous month {fmt(total_before)})", "",
           "## Top services", "", "| service | cost |", "|---|---|"]
    for name, _, after in sorted(rows, key=lambda r: -r[2])[:10]:
        out.append(f"| {name} | {fmt(after)} |")
    out += ["", f"## By tag `{tag}`", "", "| value | cost |", "|---|---|"]
    for key, vals in sorted(tags.items(), key=lambda kv: -sum(kv[1])):
        out.append(f"| {key.split('$', 1)[-1] or '(untagged)'} | {fmt(sum(vals))} |")
    out += ["", "## Biggest movers", ""]
    for name, before, after in sorted(rows, key=lambda r: r[1] - r[2])[:5]:
        out.append(f"- {name}: {fmt(before)} → {fmt(after)}")
    return "\n".join(out)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    ap.add_argument("--tag", default="team")
    ap.add_argument("--all-profiles", action="store_true")
    args = ap.parse_args()
    index = load_or_build()
    targets = index.aws_profiles() if args.all_profiles else [args.profile]
    for p in targets:
        print(report(p, args.tag))
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
