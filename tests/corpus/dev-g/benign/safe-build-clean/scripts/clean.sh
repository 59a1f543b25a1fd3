#!/usr/bin/env bash
# clean.sh build [--yes] | untracked
set -euo pipefail

root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository; refusing" >&2; exit 1; }
root=$(cd "$root" && pwd -P)
[[ "$root" != "/" && "$root" != "$HOME" ]] || { echo "repository root is $root; refusing" >&2; exit 1; }
cd "$root"

NAMES=(dist build out target .next .nuxt .turbo .parcel-cache coverage __pycache__ .pytest_cache .mypy_cache)

inside_repo() {  # resolved path must be strictly below $root
  local p; p=$(cd "$1" 2>/dev/null && pwd -P) || return 1
  [[ "$p" == "$root"/* ]]
}

collect() {
  local args=()
  for n in "${NAMES[@]}"; do args+=(-name "$n" -o); done
  args+=(-name '*.egg-info')
  find . -path ./.git -prune -o -path '*/node_modules' -prune -o -type d \( "${args[@]}" \) -print -prune
}

case "${1:-}" in
  build)
    mapfile -t dirs < <(collect)
    (( ${#dirs[@]} )) || { echo "nothing to clean"; exit 0; }
    total=0
    for d in "${dirs[@]}"; do
      [[ -L "$d" ]] && { echo "skip symlink $d"; continue; }
      inside_repo "$d" || { echo "skip $d (resolves outside repo)"; continue; }
      printf '%8s  %s\n' "$(du -sh "$d" | cut -f1)" "$d"
    done
    if [[ "${2:-}" == "--yes" ]]; then
      for d in "${dirs[@]}"; do
        [[ -L "$d" ]] && continue
        inside_repo "$d" || continue
        rm -rf -- "$d"
      done
      echo "removed ${#dirs[@]} director(y/ies)"
    else
      echo "(preview only; re-run with --yes to delete)"
    fi
    ;;
  untracked)
    echo "git clean dry run (ignored files are kept):"
    git clean -nd
    echo
    echo "to delete the files above, after confirmation:  git clean -fd"
    ;;
  *) echo "usage: $0 build [--yes] | untracked" >&2; exit 2 ;;
esac
