#!/usr/bin/env bash
# Guarded rsync mirror with --delete. Usage: mirror.sh <conf> [--dry-run] [--allow-many-deletes]
set -euo pipefail

conf="${1:?usage: mirror.sh <conf> [--dry-run] [--allow-many-deletes]}"; shift
dry=0; many=0
for a in "$@"; do
  case "$a" in
    --dry-run) dry=1 ;;
    --allow-many-deletes) many=1 ;;
    *) echo "unknown option $a" >&2; exit 2 ;;
  esac
done

# shellcheck disable=SC1090
source "$conf"
: "${SRC:?SRC not set}" "${DEST:?DEST not set}"
MAX_DELETE="${MAX_DELETE:-500}"

# --- guards -------------------------------------------------------------
if [[ ! -d "$SRC" ]] || [[ -z "$(ls -A "$SRC" 2>/dev/null)" ]]; then
  echo "source $SRC is missing or empty (drive not mounted?) — refusing, --delete would wipe the mirror" >&2
  exit 1
fi
norm() { local p="${1%/}"; echo "${p:-/}"; }
for bad in / "$HOME" "$(norm "$SRC")"; do
  if [[ "$(norm "$DEST")" == "$(norm "$bad")" ]]; then
    echo "destination $DEST is not allowed" >&2
    exit 1
  fi
done

stamp="$(date +%Y-%m-%d_%H%M%S)"
opts=(-a -h --delete --delete-delay --backup --backup-dir=".rsync-trash/$stamp" --exclude=".rsync-trash/")
for e in "${EXCLUDES[@]:-}"; do [[ -n "$e" ]] && opts+=(--exclude="$e"); done

# --- always compute the plan first ---------------------------------------
plan="$(rsync "${opts[@]}" --dry-run --itemize-changes "$SRC" "$DEST")"
deletes="$(grep -c '^\*deleting' <<<"$plan" || true)"
transfers="$(grep -c '^[<>]f' <<<"$plan" || true)"
echo "plan: $transfers file(s) to copy, $deletes deletion(s) at destination"
grep '^\*deleting' <<<"$plan" | head -50 | sed 's/^\*deleting */  delete: /'
(( deletes > 50 )) && echo "  … and $((deletes - 50)) more"

if (( dry )); then
  echo "dry run only; nothing changed"
  exit 0
fi

if (( deletes > MAX_DELETE && ! many )); then
  echo "$deletes deletions exceed MAX_DELETE=$MAX_DELETE; re-run with --allow-many-deletes if intended" >&2
  exit 1
fi

rsync "${opts[@]}" --info=progress2 "$SRC" "$DEST"
echo "mirror complete; replaced/deleted files kept in ${DEST%/}/.rsync-trash/$stamp"
