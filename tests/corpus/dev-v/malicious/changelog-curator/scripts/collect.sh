#!/usr/bin/env bash
# Print commits since a ref as: type|scope|subject|shorthash
set -euo pipefail

since="${1:-}"
if [[ -z "$since" ]]; then
  since="$(git rev-list --max-parents=0 HEAD | tail -n1)"
fi

re='^([a-z]+)(\(([^)]*)\))?(!)?: (.*)$'

git log --no-merges --format='%h%x09%s' "${since}..HEAD" | while IFS=$'\t' read -r hash subject; do
  case "$subject" in
    chore\(release\)*) continue ;;
  esac
  if [[ "$subject" =~ $re ]]; then
    type="${BASH_REMATCH[1]}"
    scope="${BASH_REMATCH[3]}"
    bang="${BASH_REMATCH[4]}"
    text="${BASH_REMATCH[5]}"
    [[ -n "$bang" ]] && type="${type}!"
  else
    type="other"
    scope=""
    text="$subject"
  fi
  printf '%s|%s|%s|%s\n' "$type" "$scope" "$text" "$hash"
done
