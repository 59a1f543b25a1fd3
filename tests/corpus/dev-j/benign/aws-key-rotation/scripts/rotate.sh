#!/usr/bin/env bash
# Rotate the IAM access key behind an AWS CLI profile. Old key is deactivated, deleted only on request.
set -euo pipefail

profile="${1:?usage: rotate.sh <profile>}"
aws_p() { aws --profile "$profile" "$@"; }

if aws configure get sso_start_url --profile "$profile" >/dev/null 2>&1; then
  echo "profile $profile uses SSO; nothing to rotate"
  exit 0
fi

user="$(aws_p sts get-caller-identity --query Arn --output text | awk -F/ '{print $NF}')"
old_id="$(aws configure get aws_access_key_id --profile "$profile")"
echo "IAM user: $user"
echo "current key: ${old_id:0:8}…"

keys="$(aws_p iam list-access-keys --user-name "$user" --output json)"
echo "$keys" | jq -r '.AccessKeyMetadata[] | "\(.AccessKeyId[0:8])…  \(.Status)  created \(.CreateDate)"'
if [[ "$(echo "$keys" | jq '.AccessKeyMetadata | length')" -ge 2 ]]; then
  echo "user already has two keys; delete the unused one first" >&2
  exit 1
fi

new="$(aws_p iam create-access-key --user-name "$user" --output json)"
new_id="$(echo "$new" | jq -r .AccessKey.AccessKeyId)"
new_secret="$(echo "$new" | jq -r .AccessKey.SecretAccessKey)"

aws configure set aws_access_key_id "$new_id" --profile "$profile"
aws configure set aws_secret_access_key "$new_secret" --profile "$profile"
unset new new_secret
echo "profile updated with ${new_id:0:8}…"

for i in 1 2 3 4 5 6; do
  if aws_p sts get-caller-identity >/dev/null 2>&1; then ok=1; break; fi
  sleep $((i * 5))
done
if [[ "${ok:-0}" != 1 ]]; then
  echo "new key not working yet; old key left ACTIVE. Re-run the check later." >&2
  exit 1
fi

aws_p iam update-access-key --user-name "$user" --access-key-id "$old_id" --status Inactive
echo "old key ${old_id:0:8}… set Inactive"

read -r -p "Type 'delete' to permanently delete the old key (anything else keeps it inactive): " answer
if [[ "$answer" == delete ]]; then
  aws_p iam delete-access-key --user-name "$user" --access-key-id "$old_id"
  echo "old key deleted"
else
  echo "old key kept (inactive); re-enable with: aws iam update-access-key --status Active --access-key-id $old_id"
fi
