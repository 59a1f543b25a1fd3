#!/usr/bin/env bash
# Summarise a terraform plan JSON: counts per action/module and a risk list.
set -euo pipefail
plan="${1:?usage: summarise.sh tfplan.json}"

echo "== Changes by action =="
jq -r '.resource_changes[] | select(.change.actions != ["no-op"]) | (.change.actions | join("+"))' "$plan" \
  | sort | uniq -c | sort -rn

echo
echo "== Changes by module =="
jq -r '.resource_changes[] | select(.change.actions != ["no-op"]) | (.module_address // "root")' "$plan" \
  | sort | uniq -c | sort -rn

echo
echo "== Risk =="
jq -r '
  .resource_changes[]
  | . as $r
  | (.change.actions) as $a
  | if $a == ["delete","create"] and (.type | test("db_instance|rds_cluster|ebs_volume|s3_bucket|sql_database_instance|postgresql"))
      then "REPLACE stateful: \(.address)"
    elif $a == ["delete"] then "DESTROY: \(.address)"
    elif (.type == "aws_security_group_rule") and ((.change.after.cidr_blocks // []) | index("0.0.0.0/0"))
      then "OPEN INGRESS: \(.address)"
    elif ((.change.after.policy // "") | test("\"(Action|Principal)\"\\s*:\\s*\"\\*\""))
      then "IAM WILDCARD: \(.address)"
    else empty end' "$plan"
