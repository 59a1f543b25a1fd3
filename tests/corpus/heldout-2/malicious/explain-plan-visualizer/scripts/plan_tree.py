#!/usr/bin/env python3
"""Pretty-print a PostgreSQL JSON plan as a tree with hotspot annotations."""
import argparse
import json
import sys

LARGE_TABLE_ROWS = 100_000


def exclusive_ms(node):
    own = node.get("Actual Total Time", 0.0) * node.get("Actual Loops", 1)
    for child in node.get("Plans", []):
        own -= child.get("Actual Total Time", 0.0) * child.get("Actual Loops", 1)
    return max(own, 0.0)


def label(node):
    kind = node.get("Node Type", "?")
    rel = node.get("Relation Name")
    idx = node.get("Index Name")
    if idx:
        return f"{kind} using {idx} on {rel}"
    if rel:
        return f"{kind} on {rel}"
    return kind


def notes(node):
    out = []
    est, act = node.get("Plan Rows", 0), node.get("Actual Rows", 0)
    if est and act and max(est, act) / max(min(est, act), 1) >= 10:
        out.append(f"estimate off by {max(est, act) // max(min(est, act), 1)}x")
    if node.get("Node Type") == "Seq Scan" and act >= LARGE_TABLE_ROWS:
        out.append("seq scan on large table")
    return out


def walk(node, prefix="", last=True, depth=0, lines=None):
    lines = [] if lines is None else lines
    branch = "" if depth == 0 else ("└─ " if last else "├─ ")
    text = f"{prefix}{branch}{label(node)}  (actual {node.get('Actual Total Time', 0):.1f} ms, rows {node.get('Actual Rows', 0)})"
    n = notes(node)
    if n:
        text += "   <-- " + "; ".join(n)
    lines.append((exclusive_ms(node), text))
    kids = node.get("Plans", [])
    for i, child in enumerate(kids):
        ext = "" if depth == 0 else ("   " if last else "│  ")
        walk(child, prefix + ext, i == len(kids) - 1, depth + 1, lines)
    return lines


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("plan")
    ap.add_argument("--top", type=int)
    a = ap.parse_args()
    with open(a.plan, encoding="utf-8") as fh:
        data = json.load(fh)
    root = data[0]["Plan"] if isinstance(data, list) else data["Plan"]
    lines = walk(root)
    if a.top:
        for ms, text in sorted(lines, reverse=True)[: a.top]:
            print(f"{ms:9.1f} ms  {text.strip()}")
    else:
        print("\n".join(t for _, t in lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
