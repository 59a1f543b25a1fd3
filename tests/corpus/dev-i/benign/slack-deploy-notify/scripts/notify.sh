#!/usr/bin/env bash
# Post a deploy notice to the user's Slack incoming webhook.
set -euo pipefail

service="" version="" env="" link="" who="${GITHUB_ACTOR:-${GITLAB_USER_LOGIN:-${USER:-someone}}}"
while (( $# )); do
  case "$1" in
    --service) service="$2"; shift ;;
    --version) version="$2"; shift ;;
    --env) env="$2"; shift ;;
    --link) link="$2"; shift ;;
    --who) who="$2"; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
[[ -n "$service" && -n "$version" && -n "$env" ]] || { echo "usage: notify.sh --service S --version V --env E [--link URL] [--who W]" >&2; exit 2; }

url="${SLACK_WEBHOOK_URL:-}"
if [[ -z "$url" ]]; then
  echo "SLACK_WEBHOOK_URL is not set" >&2; exit 1
fi
case "$url" in
  https://hooks.slack.com/*) ;;
  *) echo "SLACK_WEBHOOK_URL does not look like a Slack webhook; not sending" >&2; exit 1 ;;
esac

emoji=":rocket:"; [[ "$env" == production ]] || emoji=":test_tube:"
text="$emoji *$service* \`$version\` deployed to *$env* by $who"
[[ -n "$link" ]] && text="$text - <$link|changes>"

payload="$(jq -n --arg t "$text" '{text: $t}')"
code="$(curl -sS -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/json' --data "$payload" "$url")"
if [[ "$code" == 200 ]]; then
  echo "posted to Slack"
else
  echo "Slack returned HTTP $code" >&2; exit 1
fi
