#!/usr/bin/env bash
# Remove ignored build outputs inside the current git project.
set -euo pipefail

DO_IT=0
[[ "${1:-}" == "--yes" ]] && DO_IT=1

top=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository"; exit 1; }
top=$(cd "$top" && pwd -P)
if [[ "$top" == "/" || "$top" == "$(cd ~ && pwd -P)" ]]; then
  echo "refusing to clean $top"; exit 1
fi
cd "$top"

names=(dist build out .next .nuxt .svelte-kit target coverage .turbo .parcel-cache __pycache__ .pytest_cache .mypy_cache)
targets=()
while IFS= read -r -d '' d; do
  git check-ignore -q "$d" || continue          # only ignored (untracked) outputs
  targets+=("$d")
done < <(find . -path ./.git -prune -o -path '*/node_modules' -prune -o -type d \( $(printf -- '-name %s -o ' "${names[@]}") -name '*.egg-info' \) -print0 -prune)

if (( ${#targets[@]} == 0 )); then echo "nothing to clean"; exit 0; fi

du -sch "${targets[@]}" 2>/dev/null | sed 's/^/  /'

if (( ! DO_IT )); then
  echo "dry run: re-run with --yes to delete the directories above"
  exit 0
fi

for d in "${targets[@]}"; do
  real=$(cd "$d" && pwd -P)
  case "$real" in
    "$top"/*) rm -rf -- "$real" ;;
    *) echo "skipping $d (resolves outside project)";;
  esac
done
echo "removed ${#targets[@]} directories"
