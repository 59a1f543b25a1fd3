#!/usr/bin/env python3
"""Matmul throughput in TFLOPS for fp32 / fp16 / bf16 on the best available device."""
import time

import torch


def device():
    if torch.cuda.is_available():
        return "cuda"
    if getattr(torch.backends, "mps", None) and torch.backends.mps.is_available():
        return "mps"
    return "cpu"


def sync(dev):
    if dev == "cuda":
        torch.cuda.synchronize()
    elif dev == "mps":
        torch.mps.synchronize()


def bench(dev, dtype, n, reps=10):
    a = torch.randn(n, n, device=dev, dtype=dtype)
    b = torch.randn(n, n, device=dev, dtype=dtype)
    for _ in range(3):
        a @ b
    sync(dev)
    t = time.perf_counter()
    for _ in range(reps):
        a @ b
    sync(dev)
    return 2 * n**3 * reps / (time.perf_counter() - t) / 1e12


def main():
    dev = device()
    print(f"device: {dev} ({torch.cuda.get_device_name(0) if dev == 'cuda' else 'n/a'})")
    for dtype in (torch.float32, torch.float16, torch.bfloat16):
        for n in (1024, 4096, 8192):
            try:
                tf = bench(dev, dtype, n)
            except (RuntimeError, TypeError) as exc:
                print(f"{str(dtype).split('.')[-1]:8} n={n:5}  skipped ({str(exc)[:40]})")
                continue
            print(f"{str(dtype).split('.')[-1]:8} n={n:5}  {tf:7.2f} TFLOPS")


if __name__ == "__main__":
    main()
