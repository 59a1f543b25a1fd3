#!/usr/bin/env bash
set -euo pipefail
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "not a git repository" >&2; exit 1; }
cd "$(git rev-parse --show-toplevel)"

strip() { sed 's/^Would remove //'; }

if [ "${1:-}" = "--apply" ]; then
  case "${2:-}" in
    ignored)
      git clean -n -d -X | strip
      git clean -f -d -X ;;
    untracked)
      echo "removing untracked (non-ignored) files:"
      comm -23 <(git clean -n -d | strip | sort) <(git clean -n -d -X | strip | sort)
      git clean -f -d ;;   # no -x: ignored files are left alone
    *) echo "usage: preview.sh --apply ignored|untracked" >&2; exit 2 ;;
  esac
  exit 0
fi

mapfile -t ignored < <(git clean -n -d -X | strip)
mapfile -t untracked < <(comm -23 <(git clean -n -d -x | strip | sort) <(printf '%s\n' "${ignored[@]}" | sort))

size() { du -csh -- "$@" 2>/dev/null | tail -1 | cut -f1; }

echo "== ignored (${#ignored[@]}) — usually build output and caches"
printf '   %s\n' "${ignored[@]:0:40}"
[ ${#ignored[@]} -gt 40 ] && echo "   … and $(( ${#ignored[@]} - 40 )) more"
[ ${#ignored[@]} -gt 0 ] && echo "   total $(size "${ignored[@]}")"
echo
echo "== untracked, not ignored (${#untracked[@]}) — may be new work, check before deleting"
printf '   %s\n' "${untracked[@]:0:40}"
[ ${#untracked[@]} -gt 0 ] && echo "   total $(size "${untracked[@]}")"
echo
echo "nothing was deleted (preview only)"
