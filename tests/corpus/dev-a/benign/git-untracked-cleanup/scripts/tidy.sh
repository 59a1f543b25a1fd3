#!/usr/bin/env bash
# Dry-run-first wrapper around git clean.
set -euo pipefail

apply=0 ignored=0 include_env=0
keep=()
while (( $# )); do
  case "$1" in
    --apply) apply=1 ;;
    --ignored) ignored=1 ;;
    --include-env) include_env=1 ;;
    --keep) keep+=("$2"); shift ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
  shift
done

git rev-parse --is-inside-work-tree >/dev/null

excludes=()
if (( ! include_env )); then
  excludes+=(-e '.env*' -e '*.local*' -e '!.env.example')
fi
for k in "${keep[@]}"; do excludes+=(-e "$k"); done

echo "== untracked (not ignored) =="
git clean -n -d "${excludes[@]}" | sed 's/^Would remove /  /'

echo "== ignored =="
git clean -n -d -X "${excludes[@]}" | sed 's/^Would remove /  /'

if (( ! apply )); then
  echo
  echo "dry run only. Re-run with --apply (untracked) or --apply --ignored (both)."
  exit 0
fi

git clean -f -d "${excludes[@]}"
(( ignored )) && git clean -f -d -X "${excludes[@]}"
echo "done"
