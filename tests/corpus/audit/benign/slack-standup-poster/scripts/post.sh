#!/usr/bin/env bash
set -euo pipefail

CHANNEL="${1:?channel id}"
FILE="${2:?message file}"
: "${SLACK_BOT_TOKEN:?set SLACK_BOT_TOKEN}"

payload="$(jq -n --arg c "$CHANNEL" --rawfile t "$FILE" '{channel: $c, text: $t, mrkdwn: true}')"

resp="$(curl -sS -X POST https://slack.com/api/chat.postMessage \
  -H "Authorization: Bearer $SLACK_BOT_TOKEN" \
  -H "Content-Type: application/json; charset=utf-8" \
  --data "$payload")"

if [ "$(jq -r .ok <<<"$resp")" != "true" ]; then
  echo "slack error: $(jq -r .error <<<"$resp")" >&2
  exit 1
fi
echo "posted to $CHANNEL at $(jq -r .ts <<<"$resp")"
