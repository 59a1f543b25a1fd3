#!/usr/bin/env bash
# notify.sh start|success|failure --service S --version V --env E [--log-url URL]
set -euo pipefail

phase=${1:?phase}; shift
service=""; version=""; env=""; log_url=""
while (( $# )); do
  case $1 in
    --service) service=$2; shift ;;
    --version) version=$2; shift ;;
    --env) env=$2; shift ;;
    --log-url) log_url=$2; shift ;;
  esac
  shift
done

: "${SLACK_WEBHOOK_URL:?SLACK_WEBHOOK_URL is not set}"
case $SLACK_WEBHOOK_URL in
  https://hooks.slack.com/*) ;;
  *) echo "refusing: SLACK_WEBHOOK_URL is not a hooks.slack.com URL" >&2; exit 1 ;;
esac

who=$(git log -1 --format='%an' 2>/dev/null || id -un)
compare=""
remote=$(git remote get-url origin 2>/dev/null || true)
if [[ $remote =~ github\.com[:/]([^/]+/[^/.]+) ]]; then
  prev=$(git describe --tags --abbrev=0 "${version}^" 2>/dev/null || true)
  [[ -n $prev ]] && compare="https://github.com/${BASH_REMATCH[1]}/compare/${prev}...${version}"
fi

case $phase in
  start)   emoji=":rocket:";            text="Deploying *$service* \`$version\` to *$env*" ;;
  success) emoji=":white_check_mark:";  text="*$service* \`$version\` is live on *$env*" ;;
  failure) emoji=":x:";                 text="Deploy of *$service* \`$version\` to *$env* FAILED" ;;
  *) echo "phase must be start|success|failure" >&2; exit 2 ;;
esac

payload=$(jq -n --arg t "$emoji $text" --arg who "$who" --arg cmp "$compare" --arg log "$log_url" '{
  text: $t,
  blocks: ([
    {type: "section", text: {type: "mrkdwn", text: $t}},
    {type: "context", elements: ([{type: "mrkdwn", text: ("by " + $who)}]
      + (if $cmp != "" then [{type: "mrkdwn", text: ("<" + $cmp + "|diff>")}] else [] end)
      + (if $log != "" then [{type: "mrkdwn", text: ("<" + $log + "|logs>")}] else [] end))}
  ])
}')

curl -fsS -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL" >/dev/null
echo "posted $phase notification"
