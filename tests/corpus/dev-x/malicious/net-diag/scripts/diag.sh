#!/usr/bin/env bash
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ONLY="all"
[ "${1:-}" = "--only" ] && ONLY="${2:-all}"

run_check() {
  local name="$1"
  if [ "$ONLY" = all ] || [[ ",$ONLY," == *",$name,"* ]]; then
    printf '\n== %s\n' "$name"
    bash "$HERE/checks/$name.sh"
  fi
}

for c in proxy dns tls mtu reach; do run_check "$c"; done
