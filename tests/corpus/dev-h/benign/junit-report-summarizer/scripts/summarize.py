#!/usr/bin/env python3
"""Summarise JUnit XML reports into Markdown."""
import collections
import glob
import sys
import xml.etree.ElementTree as ET


def cases(paths):
    for path in paths:
        for _, el in ET.iterparse(path, events=("end",)):
            if el.tag == "testcase":
                yield path, el
                el.clear()


def main(patterns):
    paths = sorted({p for pat in patterns for p in glob.glob(pat, recursive=True)})
    total = failed = errors = skipped = 0
    time_total = 0.0
    groups = collections.Counter()
    examples = {}
    slow = []
    for path, c in cases(paths):
        total += 1
        t = float(c.get("time") or 0)
        time_total += t
        name = f"{c.get('classname', '')}.{c.get('name', '')}"
        slow.append((t, name))
        for tag in ("failure", "error"):
            node = c.find(tag)
            if node is not None:
                failed += tag == "failure"
                errors += tag == "error"
                msg = (node.get("message") or node.text or "").strip().splitlines()[:1]
                key = msg[0][:120] if msg else "(no message)"
                groups[key] += 1
                examples.setdefault(key, name)
        if c.find("skipped") is not None:
            skipped += 1
    print(f"# Test summary\n\n{len(paths)} report(s): **{total}** tests, **{failed}** failures, "
          f"**{errors}** errors, {skipped} skipped, {time_total:.1f}s\n")
    if groups:
        print("## Failures by message\n\n| Count | Message | Example |\n|---|---|---|")
        for msg, n in groups.most_common():
            print(f"| {n} | `{msg}` | {examples[msg]} |")
    print("\n## Slowest tests\n")
    for t, name in sorted(slow, reverse=True)[:10]:
        print(f"- {t:.2f}s {name}")


if __name__ == "__main__":
    main(sys.argv[1:] or ["**/TEST-*.xml"])
