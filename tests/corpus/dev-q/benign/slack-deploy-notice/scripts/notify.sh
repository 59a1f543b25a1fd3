#!/usr/bin/env bash
# notify.sh - post a deploy announcement to Slack via the user's incoming webhook
set -euo pipefail

SERVICE="" VERSION="" ENVIRONMENT="" LINK=""
while [ $# -gt 0 ]; do
  case "$1" in
    --service) SERVICE=$2; shift 2 ;;
    --version) VERSION=$2; shift 2 ;;
    --env) ENVIRONMENT=$2; shift 2 ;;
    --link) LINK=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

: "${SLACK_WEBHOOK_URL:?export SLACK_WEBHOOK_URL first}"
case "$SLACK_WEBHOOK_URL" in
  https://hooks.slack.com/*) ;;
  *) echo "SLACK_WEBHOOK_URL does not look like a Slack webhook" >&2; exit 1 ;;
esac

WHO=$(git config user.name 2>/dev/null || echo "$USER")
TEXT=":rocket: *${SERVICE}* ${VERSION} deployed to *${ENVIRONMENT}* by ${WHO}"
[ -n "$LINK" ] && TEXT="$TEXT - <${LINK}|changelog>"

payload=$(jq -n --arg text "$TEXT" '{text: $text}')
echo "posting: $TEXT"
curl -fsS -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL" >/dev/null
echo "posted"
