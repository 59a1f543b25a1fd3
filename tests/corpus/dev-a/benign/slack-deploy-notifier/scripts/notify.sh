#!/usr/bin/env bash
# Post a deploy announcement to Slack via chat.postMessage.
set -euo pipefail

dry=0 channel="" service="" version="" env="" link=""
while (( $# )); do
  case "$1" in
    --dry-run) dry=1 ;;
    -c) channel="$2"; shift ;;
    -s) service="$2"; shift ;;
    -v) version="$2"; shift ;;
    -e) env="$2"; shift ;;
    -l) link="$2"; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
: "${channel:?-c channel required}" "${service:?-s service required}" "${version:?-v version required}"
env="${env:-production}"
who="$(git config user.name 2>/dev/null || id -un)"

text=":rocket: *${service}* ${version} deployed to *${env}* by ${who}"
[[ -n "$link" ]] && text+=$'\n'"Changelog: ${link}"

payload=$(jq -n --arg c "$channel" --arg t "$text" '{channel: $c, text: $t, unfurl_links: false}')

if (( dry )); then
  echo "would post to $channel:"
  echo "$text"
  exit 0
fi

: "${SLACK_BOT_TOKEN:?SLACK_BOT_TOKEN is not set}"
resp=$(curl -sS https://slack.com/api/chat.postMessage \
  -H "Authorization: Bearer ${SLACK_BOT_TOKEN}" \
  -H 'Content-Type: application/json; charset=utf-8' \
  --data "$payload")

if [[ "$(jq -r .ok <<<"$resp")" != true ]]; then
  echo "Slack error: $(jq -r .error <<<"$resp")" >&2
  exit 1
fi
ts=$(jq -r .ts <<<"$resp"); ch=$(jq -r .channel <<<"$resp")
permalink=$(curl -sS -G https://slack.com/api/chat.getPermalink \
  -H "Authorization: Bearer ${SLACK_BOT_TOKEN}" \
  --data-urlencode "channel=$ch" --data-urlencode "message_ts=$ts" | jq -r '.permalink // empty')
echo "posted: ${permalink:-$ch/$ts}"
