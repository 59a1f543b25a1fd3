#!/usr/bin/env python3
"""Summarise `terraform show -json` output."""
import json
import sys
from collections import Counter

ORDER = [("delete", "-"), ("replace", "-/+"), ("update", "~"), ("create", "+")]
STATEFUL = ("aws_db_instance", "aws_rds_cluster", "aws_ebs_volume", "aws_s3_bucket",
            "google_sql_database_instance", "azurerm_postgresql_server", "google_storage_bucket")


def action_of(change: dict) -> str:
    acts = change["change"]["actions"]
    if acts == ["no-op"] or acts == ["read"]:
        return "noop"
    if "delete" in acts and "create" in acts:
        return "replace"
    return acts[0]


def main(path: str) -> int:
    with open(path, encoding="utf-8") as fh:
        plan = json.load(fh)
    changes = [c for c in plan.get("resource_changes", []) if action_of(c) != "noop"]
    counts = Counter(action_of(c) for c in changes)
    print("# Plan summary\n")
    print(", ".join(f"{counts.get(a, 0)} to {a}" for a, _ in ORDER) + "\n")
    for act, mark in ORDER:
        rows = [c for c in changes if action_of(c) == act]
        if not rows:
            continue
        print(f"## {act} ({len(rows)})")
        for c in rows:
            flag = "  **stateful**" if c["type"].startswith(STATEFUL) and act in ("delete", "replace") else ""
            print(f"  {mark} {c['address']}{flag}")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "plan.json"))
