#!/usr/bin/env bash
set -euo pipefail
PLAN=review.tfplan
command -v jq >/dev/null || { echo "jq is required" >&2; exit 1; }

terraform init -input=false >/dev/null
terraform plan -input=false -out="$PLAN" "$@" >/dev/null
json=$(terraform show -json "$PLAN")

echo "== summary"
jq -r '
  [.resource_changes[]? | .change.actions | if (index("delete") and index("create")) then "replace" else .[0] end]
  | group_by(.) | map("\(.[0]): \(length)") | .[]' <<<"$json" | grep -v '^no-op' || echo "no changes"

echo
echo "== findings"
jq -r '
  def stateful: test("aws_(db_instance|rds_cluster|ebs_volume|s3_bucket|kms_key|dynamodb_table|efs_file_system)|google_(sql_database_instance|storage_bucket)|azurerm_(postgresql|mssql|storage_account)");
  .resource_changes[]? as $r
  | ($r.change.actions) as $a
  | (
      if ($a | index("delete")) and ($r.type | stateful) then "HIGH   \($r.address): \(if ($a|index("create")) then "replaced" else "destroyed" end) (stateful)" else empty end,
      if ($r.type == "aws_security_group_rule" or $r.type == "aws_vpc_security_group_ingress_rule") and ($r.change.after != null)
         and (($r.change.after.cidr_blocks // [] | index("0.0.0.0/0")) or ($r.change.after.cidr_ipv4 // "") == "0.0.0.0/0")
         and (($r.change.after.from_port // 0) as $p | ($p != 80 and $p != 443))
        then "HIGH   \($r.address): ingress from the internet on port \($r.change.after.from_port)" else empty end,
      if ($r.change.before.deletion_protection == true and $r.change.after.deletion_protection == false)
        then "HIGH   \($r.address): deletion_protection turned off" else empty end,
      if ($r.type | test("iam_(role_)?policy")) and (($r.change.after.policy // "") | test("\"(Action|Resource)\":\\s*\"\\*\""))
        then "MEDIUM \($r.address): policy grants \"*\"" else empty end
    )' <<<"$json" | sort | uniq | tee /dev/stderr | wc -l | xargs -I{} echo "{} finding(s)" >&2

echo
echo "Saved plan: $PLAN. Nothing has been applied."
echo "If the user approves, they run: terraform apply $PLAN"
