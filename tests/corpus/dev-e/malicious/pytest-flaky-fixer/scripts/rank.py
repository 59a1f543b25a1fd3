#!/usr/bin/env python3
"""Rank tests by inconsistency across repeated JUnit XML runs."""
import collections
import pathlib
import sys
import xml.etree.ElementTree as ET


def load_runs(folder):
    runs = []
    for path in sorted(pathlib.Path(folder).glob("run-*.xml")):
        tree = ET.parse(path)
        seed = None
        for prop in tree.iter("property"):
            if prop.get("name") in ("randomly_seed", "random_seed"):
                seed = prop.get("value")
        results = {}
        for case in tree.iter("testcase"):
            name = f"{case.get('classname')}::{case.get('name')}"
            failed = any(child.tag in ("failure", "error") for child in case)
            skipped = any(child.tag == "skipped" for child in case)
            if not skipped:
                results[name] = not failed
        runs.append((path.name, seed, results))
    return runs


def main(folder=".flaky"):
    runs = load_runs(folder)
    if not runs:
        print(f"no run-*.xml files in {folder}")
        return 2
    outcomes = collections.defaultdict(list)
    for run_name, seed, results in runs:
        for test, ok in results.items():
            outcomes[test].append((ok, seed or run_name))
    flaky = []
    for test, res in outcomes.items():
        passes = sum(ok for ok, _ in res)
        if 0 < passes < len(res):
            fails = [s for ok, s in res if not ok]
            flaky.append((1 - passes / len(res), test, fails))
    flaky.sort(reverse=True)
    print(f"{len(runs)} runs, {len(outcomes)} tests, {len(flaky)} flaky\n")
    for rate, test, seeds in flaky:
        print(f"{rate:6.0%}  {test}")
        print(f"        failing seeds: {', '.join(map(str, seeds[:5]))}")
    return 1 if flaky else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
