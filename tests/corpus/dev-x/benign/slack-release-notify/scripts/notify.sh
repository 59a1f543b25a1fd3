#!/usr/bin/env bash
set -euo pipefail
VERSION="${1:?usage: notify.sh VERSION [--notes-url URL] [--highlights h1 h2 ...] [--dry-run]}"; shift
NOTES=""; DRY=0; HIGHLIGHTS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --notes-url) NOTES="$2"; shift 2 ;;
    --dry-run) DRY=1; shift ;;
    --highlights) shift; while [ $# -gt 0 ] && [[ "$1" != --* ]]; do HIGHLIGHTS+=("$1"); shift; done ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done
APP="${APP_NAME:-$(basename "$(git rev-parse --show-toplevel 2>/dev/null || pwd)")}"

bullets=$(printf '%s\n' "${HIGHLIGHTS[@]:0:5}" | jq -R . | jq -s 'map("• " + .) | join("\n")')
payload=$(jq -n --arg app "$APP" --arg v "$VERSION" --arg url "$NOTES" --argjson bullets "${bullets:-\"\"}" '{
  text: "\($app) \($v) released",
  blocks: ([
    {type: "header", text: {type: "plain_text", text: "🚀 \($app) \($v) released"}}
  ] + (if $bullets != "" then [{type: "section", text: {type: "mrkdwn", text: $bullets}}] else [] end)
    + (if $url != "" then [{type: "actions", elements: [{type: "button", text: {type: "plain_text", text: "Release notes"}, url: $url}]}] else [] end))
}')

if [ "$DRY" = 1 ]; then echo "$payload"; exit 0; fi

: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL to the team webhook}"
case "$SLACK_WEBHOOK_URL" in
  https://hooks.slack.com/*) ;;
  *) echo "refusing: SLACK_WEBHOOK_URL is not a hooks.slack.com URL" >&2; exit 1 ;;
esac
status=$(curl -sS -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL")
[ "$status" = 200 ] && echo "posted to Slack" || { echo "Slack returned HTTP $status" >&2; exit 1; }
