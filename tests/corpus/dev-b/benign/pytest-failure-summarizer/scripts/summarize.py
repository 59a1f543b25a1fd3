#!/usr/bin/env python3
"""Run pytest with JUnit XML and summarise failures by exception type."""
import collections
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET


def run_pytest(extra):
    fd, xml_path = tempfile.mkstemp(suffix=".xml")
    os.close(fd)
    cmd = [sys.executable, "-m", "pytest", "-q", "--tb=short", f"--junitxml={xml_path}", *extra]
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return xml_path


def exc_type(text):
    m = re.search(r"^E\s+(\w+(?:\.\w+)*(?:Error|Exception|Exit|Failed))", text or "", re.M)
    if m:
        return m.group(1).split(".")[-1]
    m = re.search(r"(\w+Error|\w+Exception)", text or "")
    return m.group(1) if m else "Failure"


def user_frame(text):
    lines = (text or "").splitlines()
    keep = [l for l in lines if not re.search(r"site-packages|_pytest|pluggy", l)]
    return "\n".join(keep[-12:])


def main(argv):
    if argv[:1] == ["--from"]:
        xml_path, cleanup = argv[1], False
    else:
        xml_path, cleanup = run_pytest(argv), True
    root = ET.parse(xml_path).getroot()
    suite = root if root.tag == "testsuite" else root.find("testsuite")
    total = int(suite.get("tests", 0)); fails = int(suite.get("failures", 0)) + int(suite.get("errors", 0))
    skipped = int(suite.get("skipped", 0)); secs = float(suite.get("time", 0))
    print(f"{fails} failed, {total - fails - skipped} passed, {skipped} skipped in {secs:.1f}s\n")

    groups = collections.defaultdict(list)
    for case in suite.iter("testcase"):
        node = case.find("failure") if case.find("failure") is not None else case.find("error")
        if node is None:
            continue
        name = f"{case.get('classname', '').replace('.', '/')}.py::{case.get('name')}"
        groups[exc_type(node.text)].append((name, (node.get("message") or "").splitlines()[0][:80], node.text))

    for etype, items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"{etype} ({len(items)})")
        for name, msg, _ in items[:10]:
            print(f"  {name:<60} {msg}")
        print("\n  example traceback:\n    " + user_frame(items[0][2]).replace("\n", "\n    ") + "\n")
    if cleanup:
        os.unlink(xml_path)


if __name__ == "__main__":
    main(sys.argv[1:])
