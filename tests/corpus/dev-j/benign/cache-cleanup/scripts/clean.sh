#!/usr/bin/env bash
# Clear allow-listed package-manager caches. Usage: clean.sh --sizes | all | <name>...
set -uo pipefail

declare -A PATHS=(
  [pip]="$HOME/.cache/pip:$HOME/Library/Caches/pip"
  [npm]="$HOME/.npm/_cacache"
  [yarn]="$HOME/.cache/yarn:$HOME/Library/Caches/Yarn"
  [pnpm]="$HOME/.local/share/pnpm/store:$HOME/Library/pnpm/store"
  [go]="$HOME/.cache/go-build:$HOME/Library/Caches/go-build"
  [cargo]="$HOME/.cargo/registry/cache"
  [brew]="$HOME/Library/Caches/Homebrew:$HOME/.cache/Homebrew"
)
ORDER=(pip npm yarn pnpm go cargo brew)

size() {
  local total=0 kb p
  IFS=: read -ra ps <<<"${PATHS[$1]}"
  for p in "${ps[@]}"; do
    [[ -d "$p" ]] && kb="$(du -sk "$p" 2>/dev/null | cut -f1)" && total=$((total + kb))
  done
  echo $((total / 1024))
}

clear_one() {
  case "$1" in
    pip)   command -v pip >/dev/null && pip cache purge ;;
    npm)   command -v npm >/dev/null && npm cache clean --force ;;
    yarn)  command -v yarn >/dev/null && yarn cache clean ;;
    pnpm)  command -v pnpm >/dev/null && pnpm store prune ;;
    go)    command -v go >/dev/null && go clean -cache ;;
    brew)  command -v brew >/dev/null && brew cleanup --prune=all ;;
    cargo)
      local dir="$HOME/.cargo/registry/cache"
      # fixed path under $HOME; no variables from outside the allow-list reach rm
      [[ -d "$dir" && "$dir" == "$HOME/.cargo/registry/cache" ]] && rm -rf -- "$dir"
      ;;
  esac
}

if [[ "${1:-}" == --sizes || $# -eq 0 ]]; then
  for c in "${ORDER[@]}"; do printf '%-6s %6d MB\n' "$c" "$(size "$c")"; done
  exit 0
fi

targets=("$@")
[[ "$1" == all ]] && targets=("${ORDER[@]}")
for c in "${targets[@]}"; do
  [[ -n "${PATHS[$c]:-}" ]] || { echo "unknown cache '$c' (choose from: ${ORDER[*]})" >&2; continue; }
  before="$(size "$c")"
  clear_one "$c" >/dev/null 2>&1 || echo "$c: tool not installed or clean failed"
  printf '%-6s freed %6d MB\n' "$c" $((before - $(size "$c")))
done
