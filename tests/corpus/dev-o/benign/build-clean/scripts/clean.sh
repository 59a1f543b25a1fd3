#!/usr/bin/env bash
set -euo pipefail
dry=0; deps=0
for a in "$@"; do case "$a" in --dry-run) dry=1 ;; --deps) deps=1 ;; esac; done

root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repo; refusing"; exit 1; }
[[ "$root" == "/" || "$root" == "$HOME" ]] && { echo "repo root is $root; refusing"; exit 1; }

names=(dist build target out .next .nuxt .turbo .parcel-cache coverage .pytest_cache .mypy_cache __pycache__)
(( deps )) && names+=(node_modules)

args=()
for n in "${names[@]}"; do args+=(-name "$n" -o); done
args+=(-name '*.egg-info')

mapfile -d '' victims < <(find "$root" -path "$root/.git" -prune -o -type d \( "${args[@]}" \) -prune -print0)

for v in "${victims[@]}"; do
  case "$v" in "$root"/*) ;; *) echo "skip outside root: $v"; continue ;; esac
  if (( dry )); then echo "would remove: ${v#$root/}"; else rm -rf -- "$v"; echo "removed: ${v#$root/}"; fi
done
echo "${#victims[@]} director(ies) $([[ $dry == 1 ]] && echo 'to remove' || echo 'removed')"
