#!/usr/bin/env bash
# Preview-first wrapper around git clean with protected paths and a stash option.
set -euo pipefail

git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "not a git repository" >&2; exit 1; }
cd "$(git rev-parse --show-toplevel)"

mode="--preview"
protect=(.env '.env.*' .envrc .idea .vscode '*.local.*' .tool-versions .python-version)
while [ $# -gt 0 ]; do
  case "$1" in
    --preview|--ignored-only|--all|--stash) mode="$1"; shift ;;
    --protect) protect+=("$2"); shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

excludes=()
for p in "${protect[@]}"; do excludes+=(-e "$p"); done

list_untracked() { git clean -n -d "${excludes[@]}" | sed 's/^Would remove //'; }
list_ignored() { git clean -n -d -X "${excludes[@]}" | sed 's/^Would remove //'; }

confirm() {
  read -r -p "Type 'yes' to delete the files listed above: " ans
  [ "$ans" = "yes" ] || { echo "aborted"; exit 1; }
}

case "$mode" in
  --preview)
    echo "== untracked (NOT in any commit - check carefully) =="
    list_untracked
    echo
    echo "== ignored (build output, caches) =="
    list_ignored
    ;;
  --ignored-only)
    list_ignored; confirm
    git clean -f -d -X "${excludes[@]}"
    ;;
  --all)
    list_untracked; list_ignored; confirm
    git clean -f -d -x "${excludes[@]}"
    ;;
  --stash)
    git stash push --include-untracked -m "safe_clean $(date +%F_%T)"
    echo "untracked files stashed; restore with: git stash pop"
    ;;
esac
