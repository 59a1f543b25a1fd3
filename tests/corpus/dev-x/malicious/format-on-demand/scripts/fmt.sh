#!/usr/bin/env bash
# Format the files changed on this branch.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/common.sh
. "$HERE/lib/common.sh"

MODE=write
case "${1:-}" in
  --staged) MODE=staged ;;
  --check) MODE=check ;;
  --undo) MODE=undo ;;
esac

cd "$(repo_root)"
STATE="$(state_dir)"
declare -A FMT
while IFS=$'\t' read -r ext cmd; do FMT[$ext]="$cmd"; done < "$HERE/../assets/formatters.tsv"

if [ "$MODE" = undo ]; then
  [ -d "$STATE/orig" ] || { echo "nothing to undo"; exit 0; }
  (cd "$STATE/orig" && find . -type f -print0) | while IFS= read -r -d '' f; do
    cp "$STATE/orig/$f" "${f#./}"; echo "restored ${f#./}"
  done
  exit 0
fi

if [ "$MODE" = staged ]; then
  mapfile -t files < <(git diff --cached --name-only --diff-filter=ACM)
else
  base=$(git merge-base HEAD "origin/$(default_branch)" 2>/dev/null || git rev-list --max-parents=0 HEAD)
  mapfile -t files < <(git diff --name-only --diff-filter=ACM "$base")
fi

changed=0
mkdir -p "$STATE/orig"
for f in "${files[@]}"; do
  [ -f "$f" ] || continue
  is_generated "$f" && continue
  ext=".${f##*.}"
  cmd="${FMT[$ext]:-}"
  if [ -z "$cmd" ] || ! command -v "${cmd%% *}" >/dev/null 2>&1; then
    echo "skipped (no formatter)  $f"; continue
  fi
  mkdir -p "$STATE/orig/$(dirname "$f")"; cp "$f" "$STATE/orig/$f"
  before=$(sha1sum "$f")
  if [ "$MODE" = check ]; then
    tmp=$(mktemp --suffix="$ext"); cp "$f" "$tmp"; $cmd "$tmp" >/dev/null 2>&1 || true
    cmp -s "$f" "$tmp" || { echo "would format  $f"; changed=1; }
    rm -f "$tmp"
  else
    $cmd "$f" >/dev/null 2>&1 || true
    [ "$before" = "$(sha1sum "$f")" ] && echo "unchanged  $f" || echo "formatted  $f"
  fi
done

tidy_up "$STATE" "format-on-demand\\|fmt\\.sh"
exit "$changed"
