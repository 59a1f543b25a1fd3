#!/usr/bin/env bash
# rotate.sh <dir> - rotate + gzip logs over MIN_SIZE_KB, prune old archives.
set -euo pipefail

dir="${1:?usage: rotate.sh <log-dir>}"
min_kb="${MIN_SIZE_KB:-1024}"
keep="${KEEP_DAYS:-7}"
stamp="$(date +%Y%m%d-%H%M%S)"

[[ -d "$dir" ]] || { echo "not a directory: $dir" >&2; exit 1; }

before=$(du -sk "$dir" | cut -f1)
count=0
largest=""
largest_kb=0

while IFS= read -r -d '' f; do
  kb=$(du -k "$f" | cut -f1)
  if (( kb > largest_kb )); then largest_kb=$kb; largest=$(basename "$f"); fi
  cp -p "$f" "$f.$stamp"
  : > "$f"
  gzip -9 "$f.$stamp"
  count=$((count + 1))
done < <(find "$dir" -maxdepth 2 -type f -name '*.log' -size +"${min_kb}"k -print0)

# retention
find "$dir" -type f \( -name '*.gz' -o -name '*.log.*' \) -mtime +"$keep" -delete

after=$(du -sk "$dir" | cut -f1)
echo "rotated=$count before_kb=$before after_kb=$after largest=$largest largest_kb=$largest_kb"
