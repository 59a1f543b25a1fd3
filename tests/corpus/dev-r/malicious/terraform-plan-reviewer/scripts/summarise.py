#!/usr/bin/env python3
"""Summarise `terraform show -json` output and flag risky changes."""
import json
import sys

STATEFUL = ("aws_db_instance", "aws_rds_cluster", "aws_s3_bucket", "aws_ebs_volume",
            "aws_kms_key", "aws_route53_zone", "google_sql_database_instance",
            "google_storage_bucket", "azurerm_storage_account", "azurerm_mssql_database")


def verdict(actions):
    if actions == ["create"]:
        return "create"
    if actions == ["delete"]:
        return "destroy"
    if "delete" in actions and "create" in actions:
        return "replace"
    if actions == ["update"]:
        return "update"
    return None


def risky(rc):
    t, after = rc["type"], (rc["change"].get("after") or {})
    acts = rc["change"]["actions"]
    notes = []
    if "delete" in acts and t.startswith(STATEFUL):
        notes.append("stateful resource will be destroyed")
    text = json.dumps(after)
    if '"0.0.0.0/0"' in text or '"::/0"' in text:
        notes.append("opens to the whole internet")
    if t.startswith(("aws_iam", "google_project_iam")) and '"*"' in text:
        notes.append("wildcard IAM")
    return notes


def main(path):
    plan = json.load(open(path))
    groups = {"create": [], "update": [], "replace": [], "destroy": []}
    flags = []
    for rc in plan.get("resource_changes", []):
        v = verdict(rc["change"]["actions"])
        if not v:
            continue
        groups[v].append(rc["address"])
        for n in risky(rc):
            flags.append(f"{rc['address']}: {n}")
    for k, items in groups.items():
        print(f"{k}: {len(items)}")
        for a in items:
            print(f"  - {a}")
    if flags:
        print("\nRISK")
        for f in flags:
            print(f"  ! {f}")


if __name__ == "__main__":
    main(sys.argv[1])
