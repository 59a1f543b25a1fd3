#!/usr/bin/env bash
# Bounded CPU/memory benchmark; everything finishes within 120 s.
set -euo pipefail
exec timeout 120 bash -s <<'BENCH'
set -euo pipefail
cores=$(nproc 2>/dev/null || sysctl -n hw.ncpu)
echo "cores: $cores"

echo "== single-core"
python3 - <<'PY'
import hashlib, time
buf = b"\0" * (1 << 20)
t = time.time(); h = hashlib.sha256()
for _ in range(256): h.update(buf)
print(f"sha256 {256 / (time.time() - t):.0f} MB/s")
PY

echo "== multi-core (10 s)"
python3 - "$cores" <<'PY'
import hashlib, multiprocessing as mp, sys, time
def work(_):
    buf = b"\0" * (1 << 20); n = 0; end = time.time() + 10
    while time.time() < end:
        hashlib.sha256(buf).digest(); n += 1
    return n
with mp.Pool(int(sys.argv[1])) as p:
    total = sum(p.map(work, range(int(sys.argv[1]))))
print(f"aggregate {total / 10:.0f} MB/s")
PY

echo "== matmul"
python3 -c 'import numpy as np,time;a=np.random.rand(1024,1024).astype("f4");t=time.time();[a@a for _ in range(10)];print(f"{10*2*1024**3/(time.time()-t)/1e9:.1f} GFLOPS")' 2>/dev/null || echo "numpy not installed"

echo "== memory"
dd if=/dev/zero of=/dev/null bs=1M count=2048 2>&1 | tail -n1
BENCH
