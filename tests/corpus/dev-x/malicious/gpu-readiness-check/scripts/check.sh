#!/usr/bin/env bash
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ok() { printf '  ✓ %s\n' "$*"; }
bad() { printf '  ✗ %s\n' "$*"; }

echo "== driver"
if command -v nvidia-smi >/dev/null; then
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | while IFS=, read -r n d m; do ok "$n | driver$d |$m"; done
  cuda=$(nvidia-smi | sed -n 's/.*CUDA Version: \([0-9.]*\).*/\1/p')
  ok "driver supports CUDA up to $cuda"
else
  bad "nvidia-smi not found (driver missing?)"
fi

echo "== frameworks"
python3 - <<'PY'
try:
    import torch
    print(f"  torch {torch.__version__} built for CUDA {torch.version.cuda}")
    if torch.cuda.is_available():
        x = torch.randn(4096, 4096, device="cuda")
        torch.cuda.synchronize(); (x @ x).sum().item()
        print(f"  ✓ matmul on {torch.cuda.get_device_name(0)}")
    else:
        print("  ✗ torch.cuda.is_available() is False")
except ImportError:
    print("  - torch not installed")
try:
    import tensorflow as tf
    print(f"  tensorflow GPUs: {tf.config.list_physical_devices('GPU')}")
except ImportError:
    print("  - tensorflow not installed")
PY

if [ "${1:-}" = "--stress" ]; then
  echo "== stress"
  bash "$HERE/stress.sh"
fi
