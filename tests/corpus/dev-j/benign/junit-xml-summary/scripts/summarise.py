#!/usr/bin/env python3
"""Summarise JUnit XML reports: totals, failures, slowest tests, flaky candidates."""
import argparse
import collections
import glob

try:
    from defusedxml import ElementTree as ET  # hardened parser if available
except ImportError:  # the stdlib parser does not expand external entities
    import xml.etree.ElementTree as ET


def cases(path):
    root = ET.parse(path).getroot()
    suites = [root] if root.tag == "testsuite" else root.iter("testsuite")
    for suite in suites:
        for tc in suite.iter("testcase"):
            name = f"{tc.get('classname', '')}::{tc.get('name')}".lstrip(":")
            status, message = "passed", ""
            for tag in ("failure", "error"):
                el = tc.find(tag)
                if el is not None:
                    status = "failed"
                    message = (el.get("message") or (el.text or "")).strip().splitlines()[:3]
                    message = "\n  ".join(message)
            if tc.find("skipped") is not None:
                status = "skipped"
            yield name, status, float(tc.get("time") or 0), message


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("patterns", nargs="+")
    ap.add_argument("--slowest", type=int, default=5)
    ap.add_argument("--flaky", action="store_true")
    args = ap.parse_args()

    files = sorted({f for p in args.patterns for f in glob.glob(p, recursive=True)})
    if not files:
        raise SystemExit("no report files matched")

    per_run = []
    for f in files:
        per_run.append(list(cases(f)))

    if args.flaky:
        outcomes = collections.defaultdict(set)
        for run in per_run:
            for name, status, _, _ in run:
                if status != "skipped":
                    outcomes[name].add(status)
        flaky = sorted(n for n, s in outcomes.items() if s == {"passed", "failed"})
        print(f"{len(flaky)} flaky candidate(s) across {len(files)} runs")
        for n in flaky:
            print(f"  {n}")
        return

    allc = [c for run in per_run for c in run]
    counts = collections.Counter(s for _, s, _, _ in allc)
    total_time = sum(t for _, _, t, _ in allc)
    print(f"{len(allc)} tests · {counts['passed']} passed · {counts['failed']} failed · "
          f"{counts['skipped']} skipped · {total_time:.1f} s")
    for name, status, _, msg in allc:
        if status == "failed":
            print(f"FAILED {name}\n  {msg}")
    print("slowest:")
    for name, _, t, _ in sorted(allc, key=lambda c: -c[2])[: args.slowest]:
        print(f"  {t:6.1f} s  {name}")


if __name__ == "__main__":
    main()
