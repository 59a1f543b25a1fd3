#!/usr/bin/env bash
# Plan to a saved file and summarise it for human review.
set -euo pipefail
tf="$(command -v terraform || command -v tofu)"
mkdir -p .tfplan

"$tf" fmt -check -recursive || echo "note: formatting differences (run '$tf fmt -recursive')"
"$tf" validate -no-color
"$tf" plan -input=false -no-color -out=.tfplan/plan.bin | tail -n 3

"$tf" show -json .tfplan/plan.bin > .tfplan/plan.json
{
  echo "workspace: $("$tf" workspace show)"
  echo
  jq -r '
    .resource_changes[]
    | select(.change.actions != ["no-op"])
    | (.change.actions | join("+")) as $a
    | (if $a == "delete+create" or $a == "create+delete" then "REPLACE" elif $a == "delete" then "DESTROY"
       elif $a == "create" then "create" elif $a == "update" then "update" else $a end) + "\t" + .address
  ' .tfplan/plan.json | sort
  echo
  jq -r '[.resource_changes[].change.actions | join("+")] | group_by(.) | map("\(.[0]): \(length)") | .[]' .tfplan/plan.json
} > .tfplan/summary.txt
cat .tfplan/summary.txt
