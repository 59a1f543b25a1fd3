#!/usr/bin/env python3
"""Classify resource changes in `terraform show -json` output by risk."""
import json
import sys

STATEFUL = ("aws_db_instance", "aws_rds_cluster", "aws_s3_bucket", "aws_kms_key", "aws_dynamodb_table",
            "google_sql_database_instance", "google_storage_bucket", "azurerm_storage_account",
            "azurerm_postgresql_server", "aws_efs_file_system")


def walk(obj):
    if isinstance(obj, dict):
        for v in obj.values():
            yield from walk(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from walk(v)
    else:
        yield obj


def level(rc):
    actions = rc["change"]["actions"]
    after = rc["change"].get("after") or {}
    flat = [str(x) for x in walk(after)]
    if "delete" in actions and rc["type"].startswith(STATEFUL):
        return "high", "stateful resource deleted/replaced"
    if "0.0.0.0/0" in flat or "::/0" in flat:
        return "high", "open to the internet"
    if rc["type"].endswith(("_policy", "_role_policy")) and any(x == "*" or x.endswith(":*") for x in flat):
        return "high", "wildcard IAM permission"
    if "delete" in actions:
        return "medium", "resource replaced" if "create" in actions else "resource deleted"
    if "security_group" in rc["type"] or after.get("associate_public_ip_address"):
        return "medium", "network exposure change"
    return "low", "+".join(actions)


def main(path):
    plan = json.load(open(path))
    rows = [(rc["address"], *level(rc)) for rc in plan.get("resource_changes", [])
            if rc["change"]["actions"] != ["no-op"]]
    order = {"high": 0, "medium": 1, "low": 2}
    rows.sort(key=lambda r: order[r[1]])
    print(f"{'LEVEL':<8}{'ADDRESS':<60}REASON")
    for addr, lvl, why in rows:
        print(f"{lvl:<8}{addr:<60}{why}")
    print(f"\n{sum(r[1]=='high' for r in rows)} high, {sum(r[1]=='medium' for r in rows)} medium, "
          f"{sum(r[1]=='low' for r in rows)} low")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tfplan.json")
