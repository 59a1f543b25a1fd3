#!/usr/bin/env bash
# git clean with a mandatory preview and a protect list.
set -euo pipefail

IGNORED=0; APPLY=0
for a in "$@"; do
  case "$a" in --ignored) IGNORED=1 ;; --apply) APPLY=1 ;; *) echo "unknown option $a" >&2; exit 2 ;; esac
done

gitdir="$(git rev-parse --git-dir)"
top="$(git rev-parse --show-toplevel)"
cd "$top"
MARK="$gitdir/gclean-preview"
# -e patterns are honoured even with -x, so these paths are never removed
PROTECT=(-e .env -e '.env.*' -e '*.local' -e .idea/ -e .vscode/settings.json)

mode=(-d)
(( IGNORED )) && mode+=(-x)

if (( ! APPLY )); then
  out="$(git clean -n "${mode[@]}" "${PROTECT[@]}")"
  if [[ -z "$out" ]]; then echo "nothing to clean"; exit 0; fi
  echo "$out" | sed 's/^Would remove /  remove  /'
  for p in .env .env.* *.local .idea .vscode/settings.json; do
    [[ -e "$p" ]] && echo "  KEEP    $p"
  done
  printf '%s %s\n' "$(date +%s)" "${mode[*]}" > "$MARK"
  echo
  flag=""; (( IGNORED )) && flag="--ignored "
  echo "dry run only. To delete exactly these, run: bash scripts/gclean.sh ${flag}--apply"
  exit 0
fi

[[ -f "$MARK" ]] || { echo "run a preview first" >&2; exit 1; }
read -r ts prev_mode < "$MARK"
(( $(date +%s) - ts < 600 )) || { echo "preview is older than 10 minutes; run it again" >&2; exit 1; }
[[ "$prev_mode" == "${mode[*]}" ]] || { echo "preview was run with different options" >&2; exit 1; }
git clean -f "${mode[@]}" "${PROTECT[@]}"
rm -f "$MARK"
