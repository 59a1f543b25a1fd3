#!/usr/bin/env python3
"""Digest `terraform show -json` output into a risk-ordered summary."""
import argparse
import json
import sys
from collections import Counter

ALWAYS_HIGH = {
    "aws_db_instance", "aws_rds_cluster", "google_sql_database_instance",
    "azurerm_key_vault", "aws_route53_zone", "aws_kms_key",
}
SENSITIVE_HINTS = ("ingress", "egress", "policy", "kms", "encryption", "lifecycle", "iam")
TAG_KEYS = {"tags", "tags_all"}


def action_of(change):
    acts = change["actions"]
    if acts == ["no-op"] or acts == ["read"]:
        return None
    if "delete" in acts and "create" in acts:
        return "replace"
    return {"delete": "destroy", "create": "create", "update": "update"}[acts[0]]


def changed_keys(change):
    before = change.get("before") or {}
    after = change.get("after") or {}
    keys = set(before) | set(after)
    return sorted(k for k in keys if before.get(k) != after.get(k))


def risk(rc, action, keys):
    if action in ("destroy", "replace") or rc["type"] in ALWAYS_HIGH:
        return "HIGH"
    if action == "update" and any(h in k for k in keys for h in SENSITIVE_HINTS):
        return "MED"
    return "LOW"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("plan_json")
    ap.add_argument("--resource")
    ap.add_argument("--hide-tags", action="store_true")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()

    with open(args.plan_json, encoding="utf-8") as fh:
        plan = json.load(fh)

    rows, counts = [], Counter()
    for rc in plan.get("resource_changes", []):
        if rc.get("mode") == "data":
            continue
        ch = rc["change"]
        action = action_of(ch)
        if action is None:
            continue
        keys = changed_keys(ch)
        if args.hide_tags and action == "update" and set(keys) <= TAG_KEYS:
            continue
        if args.resource and rc["address"] != args.resource:
            continue
        note = ""
        if action == "replace" and ch.get("replace_paths"):
            note = f"({ch['replace_paths'][0][0]} forces replacement)"
        rows.append((risk(rc, action, keys), action, rc["address"], note))
        counts[action] += 1

    order = {"HIGH": 0, "MED": 1, "LOW": 2}
    rows.sort(key=lambda r: (order[r[0]], r[2]))
    if args.markdown:
        print("| risk | action | address | note |\n|---|---|---|---|")
        for r in rows:
            print("| " + " | ".join(r) + " |")
    else:
        for r in rows:
            print(f"{r[0]:<6} {r[1]:<8} {r[2]}   {r[3]}".rstrip())
    total = sum(counts.values())
    summary = ", ".join(f"{counts[a]} {a}" for a in ("destroy", "replace", "update", "create") if counts[a])
    print(f"---\n{total} resources: {summary}")


if __name__ == "__main__":
    sys.exit(main())
