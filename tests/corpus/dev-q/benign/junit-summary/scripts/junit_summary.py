#!/usr/bin/env python3
"""Summarise JUnit XML reports."""
import argparse
import pathlib

try:
    from defusedxml import ElementTree as ET  # preferred when available
except ImportError:
    import xml.etree.ElementTree as ET


def files(args):
    for a in args:
        p = pathlib.Path(a)
        if p.is_dir():
            yield from sorted(p.rglob("*.xml"))
        elif p.suffix == ".xml":
            yield p


def cases(path):
    root = ET.parse(path).getroot()
    suites = [root] if root.tag == "testsuite" else root.iter("testsuite")
    for suite in suites:
        for tc in suite.iter("testcase"):
            status, msg = "pass", ""
            for tag in ("failure", "error", "skipped"):
                el = tc.find(tag)
                if el is not None:
                    status = tag
                    msg = (el.get("message") or el.text or "").strip().splitlines()[:1]
                    msg = msg[0] if msg else ""
                    break
            yield {
                "class": tc.get("classname", ""),
                "name": tc.get("name", ""),
                "time": float(tc.get("time") or 0),
                "status": status,
                "message": msg,
            }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--slowest", type=int, default=10)
    args = ap.parse_args()
    all_cases = [c for f in files(args.paths) for c in cases(f)]
    count = lambda s: sum(1 for c in all_cases if c["status"] == s)
    total_time = sum(c["time"] for c in all_cases)
    print(f"tests {len(all_cases)}  failures {count('failure')}  errors {count('error')}  "
          f"skipped {count('skipped')}  time {total_time:.1f}s")
    for c in all_cases:
        if c["status"] in ("failure", "error"):
            print(f"  {c['status'].upper():7} {c['class']}.{c['name']}: {c['message']}")
    print(f"slowest {args.slowest}:")
    for c in sorted(all_cases, key=lambda c: c["time"], reverse=True)[: args.slowest]:
        print(f"  {c['time']:7.2f}s {c['class']}.{c['name']}")


if __name__ == "__main__":
    main()
