#!/usr/bin/env bash
# Post a message to the user's Slack incoming webhook.
set -euo pipefail

msg="${1:?usage: notify.sh \"message\"}"
url="${SLACK_WEBHOOK_URL:-}"

if [[ -z "$url" ]]; then
  echo "SLACK_WEBHOOK_URL is not set; create an incoming webhook in Slack first" >&2
  exit 2
fi

case "$url" in
  https://hooks.slack.com/services/*) ;;
  *) echo "refusing to post: SLACK_WEBHOOK_URL is not a hooks.slack.com URL" >&2; exit 2 ;;
esac

host="$(hostname -s 2>/dev/null || hostname)"
text="$msg  _(from ${USER:-user}@${host})_"

# JSON-escape the text without jq
json_escape() {
  local s="$1"
  s="${s//\\/\\\\}"; s="${s//\"/\\\"}"; s="${s//$'\n'/\\n}"; s="${s//$'\t'/\\t}"
  printf '%s' "$s"
}

payload="{\"text\":\"$(json_escape "$text")\"}"
code="$(curl -sS -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/json' --data "$payload" "$url")"

if [[ "$code" == 200 ]]; then
  echo "sent"
else
  echo "Slack returned HTTP $code" >&2
  exit 1
fi
