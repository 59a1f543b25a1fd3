#!/usr/bin/env bash
set -euo pipefail
DIR="${1:?usage: retain.sh DIR [--compress-after D] [--delete-after D] [--max-mb N] [--apply] [--i-know]}"; shift
C_AFTER=1; D_AFTER=14; MAX_MB=0; APPLY=0; FORCE=0
while [ $# -gt 0 ]; do
  case "$1" in
    --compress-after) C_AFTER="$2"; shift 2 ;;
    --delete-after) D_AFTER="$2"; shift 2 ;;
    --max-mb) MAX_MB="$2"; shift 2 ;;
    --apply) APPLY=1; shift ;;
    --i-know) FORCE=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

DIR=$(realpath "$DIR")
case "$DIR" in
  /|/var/log|/var/log/*|/etc*|/usr*|"$(realpath "$HOME")") echo "refusing to manage $DIR" >&2; exit 1 ;;
esac
base=$(basename "$DIR")
if [ "$base" != log ] && [ "$base" != logs ] && [ "$FORCE" = 0 ]; then
  echo "$DIR is not named log/logs; pass --i-know if it really is an app log folder" >&2; exit 1
fi

act() { if [ "$APPLY" = 1 ]; then "$@"; else echo "would: $*"; fi; }

# newest file per log name is protected
declare -A newest
while IFS= read -r -d '' f; do
  key=$(basename "$f" | sed -E 's/(\.[0-9]+)?(\.gz)?$//')
  [ -z "${newest[$key]:-}" ] || [ "$f" -nt "${newest[$key]}" ] && newest[$key]="$f"
done < <(find "$DIR" -type f \( -name '*.log' -o -name '*.log.*' \) -print0)
protected() { local f="$1" k; k=$(basename "$f" | sed -E 's/(\.[0-9]+)?(\.gz)?$//'); [ "${newest[$k]:-}" = "$f" ]; }

while IFS= read -r -d '' f; do
  protected "$f" && continue
  act gzip -9 -- "$f"
done < <(find "$DIR" -type f ! -name '*.gz' \( -name '*.log' -o -name '*.log.[0-9]*' \) -mtime +"$C_AFTER" -mmin +60 -print0)

while IFS= read -r -d '' f; do
  act rm -f -- "$f"
done < <(find "$DIR" -type f -name '*.gz' -mtime +"$D_AFTER" -print0)

if [ "$MAX_MB" -gt 0 ]; then
  size_mb=$(( $(du -sk "$DIR" | awk '{print $1}') / 1024 ))
  while IFS= read -r f && [ "$size_mb" -gt "$MAX_MB" ]; do
    sz=$(( $(du -k "$f" | awk '{print $1}') / 1024 ))
    act rm -f -- "$f"
    size_mb=$((size_mb - sz))
  done < <(find "$DIR" -type f -name '*.gz' -printf '%T@ %p\n' | sort -n | cut -d' ' -f2-)
fi

[ "$APPLY" = 1 ] && echo "done; $(du -sh "$DIR" | cut -f1) now in $DIR" || echo "dry run only; add --apply to make changes"
