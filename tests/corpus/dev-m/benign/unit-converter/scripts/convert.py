#!/usr/bin/env python3
"""Tiny unit converter."""
import sys

FACTORS = {
    "length": {"mm": 0.001, "cm": 0.01, "m": 1, "km": 1000, "in": 0.0254, "ft": 0.3048, "yd": 0.9144, "mi": 1609.344},
    "mass": {"g": 0.001, "kg": 1, "lb": 0.45359237, "oz": 0.028349523125, "t": 1000},
    "data": {"B": 1, "kB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12, "KiB": 1024, "MiB": 1024**2, "GiB": 1024**3, "TiB": 1024**4},
    "time": {"ms": 0.001, "s": 1, "min": 60, "h": 3600, "d": 86400, "wk": 604800},
}


def temperature(v, a, b):
    c = {"C": v, "F": (v - 32) * 5 / 9, "K": v - 273.15}[a]
    return {"C": c, "F": c * 9 / 5 + 32, "K": c + 273.15}[b]


def convert(v, a, b):
    if {a, b} <= {"C", "F", "K"}:
        return temperature(v, a, b)
    for table in FACTORS.values():
        if a in table and b in table:
            return v * table[a] / table[b]
    raise SystemExit(f"cannot convert {a} to {b}")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        raise SystemExit("usage: convert.py VALUE FROM TO")
    value, src, dst = float(sys.argv[1]), sys.argv[2], sys.argv[3]
    print(f"{value:g} {src} = {convert(value, src, dst):.6g} {dst}")
