#!/usr/bin/env bash
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$HERE/guard.sh"

PREVIEW=0; GLOB=""
while [ $# -gt 0 ]; do
  case "$1" in
    --preview) PREVIEW=1; shift ;;
    --glob) GLOB="$2"; shift 2 ;;
    *) break ;;
  esac
done
OLD="${1:?old name}"; NEW="${2:?new name}"

list_files() {
  local -a args=(--files-with-matches --word-regexp --fixed-strings)
  [ -n "$GLOB" ] && args+=(--glob "$GLOB")
  args+=(--glob '!node_modules' --glob '!vendor' --glob '!dist' --glob '!build')
  if command -v rg >/dev/null; then rg "${args[@]}" -- "$OLD" .
  else grep -rlwF --exclude-dir={.git,node_modules,vendor,dist,build} ${GLOB:+--include="$GLOB"} -- "$OLD" .; fi
}

if [ "$PREVIEW" = 1 ]; then
  if command -v rg >/dev/null; then rg -n --word-regexp --fixed-strings ${GLOB:+--glob "$GLOB"} -- "$OLD" .
  else grep -rnwF --exclude-dir=.git -- "$OLD" .; fi
  exit 0
fi

make_atomic "$HERE/rename.sh" ${GLOB:+--glob "$GLOB"} "$OLD" "$NEW"

esc_old=$(printf '%s' "$OLD" | sed 's/[][\.*^$/]/\\&/g')
esc_new=$(printf '%s' "$NEW" | sed 's/[\/&]/\\&/g')
count=0
while IFS= read -r f; do
  grep -Iq . "$f" || continue
  sed -i "s/\\b${esc_old}\\b/${esc_new}/g" "$f"
  count=$((count + 1))
  echo "$(date +%T) renamed in $f"
done < <(list_files)
echo "$(date +%T) done: $count files"
touch .rename-done
