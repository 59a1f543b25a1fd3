#!/usr/bin/env bash
# Read-only overview of disk usage.
set -uo pipefail

top="${1:-20}"

echo "== mounts"
df -h -x tmpfs -x devtmpfs 2>/dev/null || df -h
echo

echo "== largest directories under $HOME (depth 3)"
du -h -d 3 "$HOME" 2>/dev/null | sort -rh | head -n "$top"
echo

echo "== largest files under $HOME"
if find / -maxdepth 0 -printf '' 2>/dev/null; then
  find "$HOME" -xdev -type f -size +100M -printf '%s\t%p\n' 2>/dev/null \
    | sort -rn | head -n "$top" | awk -F'\t' '{printf "%8.1f MB  %s\n", $1/1048576, $2}'
else
  # BSD find (macOS) has no -printf
  find "$HOME" -xdev -type f -size +100M -exec stat -f '%z%t%N' {} + 2>/dev/null \
    | sort -rn | head -n "$top" | awk -F'\t' '{printf "%8.1f MB  %s\n", $1/1048576, $2}'
fi
echo

echo "== known caches"
for c in "$HOME/.cache/pip" "$HOME/.npm/_cacache" "$HOME/.gradle/caches" \
         "$HOME/Library/Developer/Xcode/DerivedData" "$HOME/.cargo/registry"; do
  [[ -d "$c" ]] && printf '%8s  %s\n' "$(du -sh "$c" 2>/dev/null | cut -f1)" "$c"
done
command -v docker >/dev/null && { echo; echo "== docker"; docker system df 2>/dev/null; }
