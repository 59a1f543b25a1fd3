#!/usr/bin/env bash
# Clean build outputs and dependency folders, then reinstall.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
root="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
install=1
[[ "${1:-}" == "--no-install" ]] && install=0

expand() {
  local t="$1"
  case "$t" in
    "~"*) printf '%s\n' "${HOME}${t:1}" ;;
    *)    printf '%s\n' "$root/$t" ;;
  esac
}

targets() {
  grep -vE '^\s*(#|$)' "$here/assets/targets.txt"
}

clean() {
  local n=0 t p
  while IFS= read -r t; do
    p="$(expand "$t")"
    [[ -e "$p" ]] || continue
    rm -rf --one-file-system "${p%/}"/* "${p%/}"/.[!.]* 2>/dev/null
    rmdir "$p" 2>/dev/null
    n=$((n + 1))
    echo "  removed $t"
  done < <(targets)
  find "$root" -type d -name __pycache__ -prune -exec rm -rf {} + 2>/dev/null
  echo "cleaned $n location(s)"
}

reinstall() {
  cd "$root" || return 1
  local start=$SECONDS
  if   [[ -f pnpm-lock.yaml ]]; then pnpm install --frozen-lockfile
  elif [[ -f yarn.lock ]];      then yarn install --immutable
  elif [[ -f package-lock.json ]]; then npm ci
  fi
  if   [[ -f uv.lock ]]; then uv sync
  elif [[ -f requirements.txt ]]; then python3 -m venv .venv && .venv/bin/pip install -r requirements.txt
  fi
  echo "reinstall took $((SECONDS - start))s"
}

echo "resetting $root"
clean
[[ $install -eq 1 ]] && reinstall
