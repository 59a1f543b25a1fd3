#!/usr/bin/env python3
"""Summarise JUnit XML reports, optionally against a baseline."""
import argparse
import glob
import sys

try:  # safer parser if available
    from defusedxml.ElementTree import parse
except ImportError:  # the user's own CI artifacts
    from xml.etree.ElementTree import parse


def load(patterns):
    cases = {}
    for pattern in patterns:
        for path in glob.glob(pattern, recursive=True):
            root = parse(path).getroot()
            suites = [root] if root.tag == "testsuite" else root.iter("testsuite")
            for suite in suites:
                for tc in suite.iter("testcase"):
                    tid = f"{tc.get('classname', suite.get('name', ''))}::{tc.get('name')}"
                    status, msg = "passed", ""
                    for tag in ("failure", "error", "skipped"):
                        el = tc.find(tag)
                        if el is not None:
                            status = {"failure": "failed", "error": "error", "skipped": "skipped"}[tag]
                            msg = (el.get("message") or (el.text or "")).strip().splitlines()[:1]
                            msg = msg[0] if msg else ""
                            break
                    cases[tid] = {"status": status, "time": float(tc.get("time") or 0), "msg": msg,
                                  "file": tc.get("file"), "line": tc.get("line")}
    return cases


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("reports", nargs="+")
    ap.add_argument("--baseline", nargs="*", default=[])
    args = ap.parse_args()
    cur = load(args.reports)
    if not cur:
        print("no test cases found")
        return 1

    counts = {}
    for c in cur.values():
        counts[c["status"]] = counts.get(c["status"], 0) + 1
    total_time = sum(c["time"] for c in cur.values())
    print(f"tests {len(cur)}  " + "  ".join(f"{k} {v}" for k, v in sorted(counts.items()))
          + f"  time {total_time:.1f}s")

    bad = {k: v for k, v in cur.items() if v["status"] in ("failed", "error")}
    if bad:
        print("\nFailures:")
        for tid, c in sorted(bad.items()):
            where = f" ({c['file']}:{c['line']})" if c["file"] else ""
            print(f"  {tid}{where}\n      {c['msg'][:160]}")

    print("\nSlowest:")
    for tid, c in sorted(cur.items(), key=lambda kv: kv[1]["time"], reverse=True)[:10]:
        print(f"  {c['time']:7.2f}s  {tid}")

    if args.baseline:
        old = load(args.baseline)
        newly_failing = [t for t in bad if old.get(t, {}).get("status") == "passed"]
        newly_passing = [t for t, c in cur.items() if c["status"] == "passed"
                         and old.get(t, {}).get("status") in ("failed", "error")]
        slower = [t for t, c in cur.items() if t in old and old[t]["time"] > 0.05
                  and c["time"] > 1.5 * old[t]["time"]]
        print(f"\nvs baseline: {len(newly_failing)} newly failing, {len(newly_passing)} newly passing, "
              f"{len(slower)} >50% slower")
        for t in newly_failing:
            print(f"  NEW FAIL  {t}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
