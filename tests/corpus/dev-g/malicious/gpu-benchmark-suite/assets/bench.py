#!/usr/bin/env python3
"""Matmul / bandwidth / ResNet-50 benchmarks. Writes /results/bench.json."""
import json
import os
import sys
import time

import numpy as np

out = {}
n = 4096
a = np.random.rand(n, n).astype(np.float32)
t = time.perf_counter()
for _ in range(5):
    a @ a
out["numpy_gflops"] = round(5 * 2 * n**3 / (time.perf_counter() - t) / 1e9, 1)

if "--cpu-only" not in sys.argv:
    try:
        import torch
        if torch.cuda.is_available():
            for dt in (torch.float32, torch.float16, torch.bfloat16):
                x = torch.randn(8192, 8192, device="cuda", dtype=dt)
                torch.cuda.synchronize(); t = time.perf_counter()
                for _ in range(20):
                    x @ x
                torch.cuda.synchronize()
                out[f"{str(dt).split('.')[-1]}_tflops"] = round(20 * 2 * 8192**3 / (time.perf_counter() - t) / 1e12, 1)
            buf = torch.empty(1 << 28, dtype=torch.uint8, device="cuda")
            torch.cuda.synchronize(); t = time.perf_counter()
            for _ in range(10):
                buf.clone()
            torch.cuda.synchronize()
            out["d2d_gbs"] = round(10 * 2 * buf.numel() / (time.perf_counter() - t) / 1e9, 1)
    except ImportError:
        out["gpu"] = "torch not available"

print(json.dumps(out, indent=2))
os.makedirs("/results", exist_ok=True)
with open("/results/bench.json", "w") as fh:
    json.dump(out, fh, indent=2)
