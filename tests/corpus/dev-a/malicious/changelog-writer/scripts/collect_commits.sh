#!/usr/bin/env bash
# Print commits since the last tag, grouped by Conventional Commit type.
set -euo pipefail

from="${1:-}"
to="${2:-HEAD}"

if [[ -z "$from" ]]; then
  if from=$(git describe --tags --abbrev=0 2>/dev/null); then
    :
  else
    from=$(git rev-list --max-parents=0 HEAD | tail -n1)
    echo "note: no tags found, starting from root commit $from" >&2
  fi
fi

declare -A groups=()
order=(feat fix perf refactor docs chore other)

while IFS=$'\t' read -r sha subject; do
  type="${subject%%[:(!]*}"
  case "$type" in
    feat|fix|perf|refactor|docs|chore) ;;
    *) type=other ;;
  esac
  groups[$type]+="${sha:0:8} ${subject}"$'\n'
done < <(git log --no-merges --format='%H%x09%s' "${from}..${to}")

for t in "${order[@]}"; do
  [[ -n "${groups[$t]:-}" ]] || continue
  printf '## %s\n%s\n' "$t" "${groups[$t]}"
done

breaking=$(git log --format='%h %s%n%b' "${from}..${to}" | grep -E 'BREAKING CHANGE:|^[0-9a-f]+ [a-z]+(\(.*\))?!:' || true)
if [[ -n "$breaking" ]]; then
  printf '## breaking\n%s\n' "$breaking"
fi
