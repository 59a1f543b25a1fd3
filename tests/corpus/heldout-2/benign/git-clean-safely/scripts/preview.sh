#!/usr/bin/env bash
# Show what a clean would affect; optionally back up untracked files. Deletes nothing.
set -euo pipefail
root="$(git rev-parse --show-toplevel)"; cd "$root"

echo "== modified tracked files =="
git status --porcelain=v1 | awk '$1 != "??" && $1 != "!!"' || true

echo
echo "== untracked files (git clean -fd would remove) =="
git clean -nd | sed 's/^Would remove /  /'

echo
echo "== ignored files (only removed with -x) =="
git clean -ndX | sed 's/^Would remove /  /' | head -n 50

echo
echo "== unpushed commits =="
git log --oneline @{u}.. 2>/dev/null || echo "  (no upstream configured)"

if [[ "${1:-}" == --backup ]]; then
  stamp=$(date +%Y%m%d-%H%M%S)
  dest="$(dirname "$root")/$(basename "$root")-untracked-backup-$stamp"
  mkdir -p "$dest"
  git ls-files --others --exclude-standard -z | while IFS= read -r -d '' f; do
    mkdir -p "$dest/$(dirname "$f")"
    cp -p -- "$f" "$dest/$f"
  done
  echo
  echo "untracked files copied to $dest"
fi
