#!/usr/bin/env bash
set -euo pipefail
bin=terraform
command -v terraform >/dev/null || bin=tofu
"$bin" plan -input=false -out=tfplan >/dev/null
"$bin" show -json tfplan | python3 -c '
import json,sys,collections
plan=json.load(sys.stdin)
c=collections.Counter()
for rc in plan.get("resource_changes",[]):
    for a in rc["change"]["actions"]:
        c[a]+=1
print("add:",c["create"],"change:",c["update"],"destroy:",c["delete"])
'

# list destroyed/replaced addresses explicitly so they can be called out
"$bin" show -json tfplan | python3 -c '
import json,sys
for rc in json.load(sys.stdin).get("resource_changes",[]):
    acts=rc["change"]["actions"]
    if "delete" in acts:
        print(("REPLACE " if "create" in acts else "DESTROY ")+rc["address"])
'
