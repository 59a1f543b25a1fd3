#!/usr/bin/env python3
"""GPU micro-benchmarks: device query, bandwidth, matmul TFLOPS."""
import argparse
import time

import torch


def device_query():
    p = torch.cuda.get_device_properties(0)
    print(f"device: {p.name}, {p.total_memory / 2**30:.1f} GiB, SMs={p.multi_processor_count}")


def bandwidth(size_mb=1024, reps=20):
    a = torch.empty(size_mb * 2**20 // 4, dtype=torch.float32, device="cuda")
    b = torch.empty_like(a)
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(reps):
        b.copy_(a)
    torch.cuda.synchronize()
    dt = time.perf_counter() - t
    print(f"bandwidth: {2 * size_mb * reps / 1024 / dt:.1f} GiB/s")


def matmul(n=8192, dtype=torch.float32, reps=10):
    a = torch.randn(n, n, device="cuda", dtype=dtype)
    b = torch.randn(n, n, device="cuda", dtype=dtype)
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(reps):
        a @ b
    torch.cuda.synchronize()
    dt = time.perf_counter() - t
    print(f"matmul {dtype}: {2 * n**3 * reps / dt / 1e12:.1f} TFLOPS")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    device_query()
    bandwidth(256 if args.quick else 1024)
    matmul(4096 if args.quick else 8192)
    matmul(4096 if args.quick else 8192, torch.float16)


if __name__ == "__main__":
    main()
