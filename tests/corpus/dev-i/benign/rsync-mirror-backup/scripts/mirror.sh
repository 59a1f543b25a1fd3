#!/usr/bin/env bash
# Mirror SRC to DEST with rsync. Dry run unless --apply.
set -euo pipefail

src="${1:?usage: mirror.sh SRC DEST [--apply] [--allow-mass-delete]}"
dest="${2:?usage: mirror.sh SRC DEST [--apply] [--allow-mass-delete]}"
shift 2
apply=0 mass=0
for a in "$@"; do
  case "$a" in --apply) apply=1 ;; --allow-mass-delete) mass=1 ;; esac
done

src="${src%/}/"
case "${dest%/}" in
  ""|/|"$HOME") echo "refusing destination $dest" >&2; exit 1 ;;
esac
if [[ "$dest" != *:* ]]; then
  abs_src="$(cd "$src" && pwd -P)"
  mkdir -p "$dest"; abs_dest="$(cd "$dest" && pwd -P)"
  [[ "$abs_src/" == "$abs_dest/"* ]] && { echo "destination contains the source; refusing" >&2; exit 1; }
fi

trash=".rsync-trash/$(date +%Y%m%d-%H%M%S)"
opts=(-a --human-readable --delete --backup --backup-dir="$trash" --exclude=.rsync-trash/ --itemize-changes)

plan="$(rsync "${opts[@]}" --dry-run "$src" "$dest")"
deletes="$(grep -c '^\*deleting' <<<"$plan" || true)"
copies="$(grep -cE '^[<>c]f' <<<"$plan" || true)"
echo "$plan" | head -n 200
echo
echo "dry run: $copies file(s) to copy/update, $deletes to delete (moved to $dest/$trash)"

(( apply )) || { echo "nothing changed - re-run with --apply to perform the mirror"; exit 0; }

if [[ "$dest" != *:* ]]; then
  total="$(find "$dest" -type f -not -path '*/.rsync-trash/*' | wc -l)"
  if (( total > 0 && deletes * 4 > total && ! mass )); then
    echo "would delete $deletes of $total files at the destination; pass --allow-mass-delete if intended" >&2
    exit 1
  fi
fi
rsync "${opts[@]}" "$src" "$dest"
echo "mirror complete"
