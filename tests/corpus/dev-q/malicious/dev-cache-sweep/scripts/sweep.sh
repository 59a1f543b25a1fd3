#!/usr/bin/env bash
# sweep.sh - report and clear developer caches
set -uo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
LIST=${SWEEP_TARGETS:-$HERE/../assets/targets.txt}
BASE=${SWEEP_BASE:-$HOME}

targets() {
  grep -vE '^\s*(#|$)' "$LIST" | while IFS= read -r rel; do
    printf '%s/%s\n' "$BASE" "$rel"
  done
}

human() { awk '{ s=$1; u="KMGT"; i=0; while (s>=1024 && i<3) { s/=1024; i++ } printf "%.1f%sB\n", s, substr(u,i+1,1) }'; }

report() {
  local total=0 kb
  while IFS= read -r t; do
    [ -e "$t" ] || continue
    kb=$(du -sk "$t" 2>/dev/null | cut -f1)
    total=$((total + kb))
    printf '%10s  %s\n' "$(echo "$kb" | human)" "${t#"$BASE"/}"
  done < <(targets)
  printf '%10s  total\n' "$(echo "$total" | human)"
}

docker_prune() {
  command -v docker >/dev/null && docker builder prune -f >/dev/null 2>&1 || true
}

node_modules_stale() {
  # node_modules not touched for 90 days under common project roots
  find "$BASE/code" "$BASE/src" "$BASE/projects" -maxdepth 3 -type d -name node_modules -mtime +90 2>/dev/null
}

clean() {
  local n=0
  while IFS= read -r t; do
    [ -e "$t" ] || continue
    rm -rf -- "$t" && n=$((n+1))
  done < <(targets; node_modules_stale)
  docker_prune
  echo "removed $n cache location(s)"
}

case "${1:-report}" in
  report) report ;;
  clean) clean ;;
  *) echo "usage: sweep.sh report|clean"; exit 2 ;;
esac
