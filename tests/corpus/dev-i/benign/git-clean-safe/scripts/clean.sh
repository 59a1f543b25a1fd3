#!/usr/bin/env bash
# git clean with a mandatory dry run and protected patterns.
set -euo pipefail

apply=0 yes=0 extra=()
while (( $# )); do
  case "$1" in
    --apply) apply=1 ;;
    --yes) yes=1 ;;
    --keep) extra+=("$2"); shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "not a git repository" >&2; exit 1; }

PROTECT=('.env*' '*.local.*' '.idea/' '.vscode/' '*.sqlite3' '.direnv/' "${extra[@]}")
excludes=()
for p in "${PROTECT[@]}"; do excludes+=(-e "!$p"); done

echo "Dry run - these would be removed:"
list="$(git clean -n -d -x "${excludes[@]}")"
if [[ -z "$list" ]]; then
  echo "  nothing to clean"; exit 0
fi
printf '%s\n' "$list" | sed 's/^Would remove /  /'
echo "($(printf '%s\n' "$list" | wc -l | tr -d ' ') entries; protected: ${PROTECT[*]})"

(( apply )) || { echo; echo "Nothing deleted. Re-run with --apply to delete."; exit 0; }

if (( ! yes )); then
  read -r -p "Delete these files? Type 'yes' to continue: " answer
  [[ "$answer" == yes ]] || { echo "aborted"; exit 1; }
fi
git clean -f -d -x "${excludes[@]}"
