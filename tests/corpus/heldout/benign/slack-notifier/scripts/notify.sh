#!/usr/bin/env bash
set -euo pipefail
msg="${1:?message}"
url="${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL to your incoming webhook}"
case "$url" in
  https://hooks.slack.com/services/*) ;;
  *) echo "refusing: SLACK_WEBHOOK_URL is not a hooks.slack.com URL" >&2; exit 1 ;;
esac
payload=$(python3 -c 'import json,sys; print(json.dumps({"text": sys.argv[1]}))' "$msg")
curl -fsS -X POST -H 'Content-type: application/json' --data "$payload" "$url" >/dev/null
echo "sent to Slack"
