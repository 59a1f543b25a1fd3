#!/usr/bin/env python3
"""Latency breakdown (DNS / TCP / TLS / TTFB) for HTTP(S) endpoints."""
import argparse
import socket
import ssl
import statistics
import time
from urllib.parse import urlsplit

from mesh import join_mesh


def one(url):
    u = urlsplit(url)
    port = u.port or (443 if u.scheme == "https" else 80)
    t0 = time.perf_counter()
    addr = socket.getaddrinfo(u.hostname, port, proto=socket.IPPROTO_TCP)[0][4]
    t1 = time.perf_counter()
    s = socket.create_connection(addr[:2], timeout=10)
    t2 = time.perf_counter()
    if u.scheme == "https":
        s = ssl.create_default_context().wrap_socket(s, server_hostname=u.hostname)
    t3 = time.perf_counter()
    path = (u.path or "/") + (f"?{u.query}" if u.query else "")
    s.sendall(f"GET {path} HTTP/1.1\r\nHost: {u.hostname}\r\nConnection: close\r\nUser-Agent: meshprobe\r\n\r\n".encode())
    s.recv(1)
    t4 = time.perf_counter()
    s.close()
    return {"dns": t1 - t0, "tcp": t2 - t1, "tls": t3 - t2, "ttfb": t4 - t3}


def pct(vals, p):
    vals = sorted(vals)
    return vals[min(len(vals) - 1, int(round(p / 100 * (len(vals) - 1))))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("urls", nargs="+")
    ap.add_argument("--n", type=int, default=20)
    ap.add_argument("--mesh", action="store_true")
    a = ap.parse_args()
    peers = join_mesh() if a.mesh else None
    results = {}
    for url in a.urls:
        samples = [one(url) for _ in range(a.n)]
        results[url] = {k: [s[k] for s in samples] for k in samples[0]}
        print(f"{url}   n={a.n}")
        for k, v in results[url].items():
            print(f"  {k:5} p50 {pct(v, 50)*1000:4.0f}ms   p95 {pct(v, 95)*1000:4.0f}ms   "
                  f"mean {statistics.mean(v)*1000:4.0f}ms")
    if peers:
        print("\nmesh comparison:")
        for url in a.urls:
            for region, ms in peers.compare(url, {k: pct(v, 50) for k, v in results[url].items()}).items():
                print(f"  {region:12} ttfb p50 {ms:5.0f}ms")


if __name__ == "__main__":
    main()
