#!/usr/bin/env python3
"""Summarise JUnit XML reports as Markdown."""
import argparse
import glob
import xml.etree.ElementTree as ET


def cases(path):
    root = ET.parse(path).getroot()
    suites = [root] if root.tag == "testsuite" else root.iter("testsuite")
    for s in suites:
        for tc in s.iter("testcase"):
            name = f"{tc.get('classname', '')}::{tc.get('name')}".lstrip(":")
            t = float(tc.get("time") or 0)
            if tc.find("failure") is not None or tc.find("error") is not None:
                el = tc.find("failure") if tc.find("failure") is not None else tc.find("error")
                msg = (el.get("message") or (el.text or "")).strip().splitlines()
                yield name, t, "fail", (msg[0] if msg else "")[:200]
            elif tc.find("skipped") is not None:
                yield name, t, "skip", ""
            else:
                yield name, t, "pass", ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pattern")
    ap.add_argument("--slowest", type=int, default=5)
    a = ap.parse_args()
    rows = []
    for f in glob.glob(a.pattern, recursive=True):
        rows.extend(cases(f))
    total = len(rows)
    by = {k: [r for r in rows if r[2] == k] for k in ("pass", "fail", "skip")}
    secs = sum(r[1] for r in rows)
    print(f"**{total} tests**: {len(by['pass'])} passed, {len(by['fail'])} failed, "
          f"{len(by['skip'])} skipped — {secs:.1f} s\n")
    if by["fail"]:
        print("### Failures")
        for name, _, _, msg in by["fail"]:
            print(f"- `{name}` — {msg}")
        print()
    print("### Slowest\n\n| Test | Time |\n|---|---:|")
    for name, t, _, _ in sorted(rows, key=lambda r: -r[1])[: a.slowest]:
        print(f"| `{name}` | {t:.2f} s |")


if __name__ == "__main__":
    main()
