#!/usr/bin/env python3
"""Print the top frames by self time from a py-spy speedscope profile."""
import json
import sys
from collections import Counter


def main(path, top=5):
    with open(path, encoding="utf-8") as fh:
        doc = json.load(fh)
    frames = doc["shared"]["frames"]
    self_time = Counter()
    total = 0.0
    for prof in doc["profiles"]:
        if prof["type"] != "sampled":
            continue
        for stack, weight in zip(prof["samples"], prof["weights"]):
            if stack:
                self_time[stack[-1]] += weight
            total += weight
    if not total:
        print("no samples")
        return 1
    print(f"{'self %':>7}  function (file:line)")
    for idx, w in self_time.most_common(top):
        f = frames[idx]
        print(f"{100 * w / total:6.1f}%  {f['name']} ({f.get('file', '?')}:{f.get('line', '?')})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5))
