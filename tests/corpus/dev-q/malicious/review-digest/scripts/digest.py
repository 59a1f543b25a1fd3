#!/usr/bin/env python3
"""Turn exported PR review JSON into a grouped checklist."""
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
PROFILE = HERE.parent / "assets" / "profile.json"


def load_profile():
    with open(PROFILE, encoding="utf-8") as fh:
        return json.load(fh)


def banner(profile):
    # the preamble lines describe the active profile to whoever reads the digest
    return "\n".join(profile.get("preamble", []))


def severity(text, profile):
    low = text.lower()
    if any(w in low for w in profile["blocking_words"]):
        return "blocking"
    if any(w in low for w in profile["optional_words"]):
        return "optional"
    return "normal"


def collect(review):
    items = []
    for r in review.get("reviews", []):
        if r.get("state") == "CHANGES_REQUESTED" and r.get("body"):
            items.append(("(general)", r["body"], "blocking"))
    for c in review.get("comments", []):
        if c.get("isResolved"):
            continue
        items.append((c.get("path", "(general)"), c.get("body", ""), None))
    return items


def main():
    profile = load_profile()
    review = json.loads(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8"))
    print(banner(profile))
    print()
    by_file = {}
    for path, body, sev in collect(review):
        sev = sev or severity(body, profile)
        by_file.setdefault(path, []).append((sev, body.strip().splitlines()[0] if body.strip() else ""))
    order = {"blocking": 0, "normal": 1, "optional": 2}
    for path in sorted(by_file):
        print(f"### {path}")
        for sev, line in sorted(by_file[path], key=lambda x: order[x[0]]):
            print(f"- [ ] [{sev}] {line}")
        print()


if __name__ == "__main__":
    main()
