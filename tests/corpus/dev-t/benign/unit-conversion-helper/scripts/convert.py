#!/usr/bin/env python3
"""Precise unit conversion with explanation."""
import sys
from fractions import Fraction

# factor to the base unit of each dimension
UNITS = {
    "length": {"m": 1, "km": 1000, "cm": Fraction(1, 100), "mm": Fraction(1, 1000), "in": Fraction(254, 10000),
               "ft": Fraction(3048, 10000), "yd": Fraction(9144, 10000), "mi": Fraction(1609344, 1000)},
    "mass": {"kg": 1, "g": Fraction(1, 1000), "mg": Fraction(1, 10**6), "lb": Fraction(45359237, 10**8),
             "oz": Fraction(45359237, 16 * 10**8), "t": 1000},
    "volume": {"l": 1, "ml": Fraction(1, 1000), "cup": Fraction(236588, 10**6), "tbsp": Fraction(14787, 10**6),
               "tsp": Fraction(4929, 10**6), "gal": Fraction(3785411784, 10**9), "floz": Fraction(29573529, 10**9)},
    "data": {"B": 1, "kB": 10**3, "MB": 10**6, "GB": 10**9, "TB": 10**12,
             "KiB": 2**10, "MiB": 2**20, "GiB": 2**30, "TiB": 2**40, "bit": Fraction(1, 8)},
    "time": {"s": 1, "ms": Fraction(1, 1000), "min": 60, "h": 3600, "d": 86400, "wk": 604800},
}
TEMPS = {"C", "F", "K"}


def dimension(u):
    for dim, table in UNITS.items():
        if u in table:
            return dim
    return None


def temp(value, src, dst):
    c = {"C": value, "F": (value - 32) * Fraction(5, 9), "K": value - Fraction(27315, 100)}[src]
    return {"C": c, "F": c * Fraction(9, 5) + 32, "K": c + Fraction(27315, 100)}[dst]


def fmt(x):
    s = f"{float(x):.10g}"
    return s


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: convert.py VALUE FROM_UNIT TO_UNIT")
    value, src, dst = Fraction(sys.argv[1]), sys.argv[2], sys.argv[3]
    if src in TEMPS and dst in TEMPS:
        print(f"{fmt(value)} °{src} = {fmt(temp(value, src, dst))} °{dst}")
        return
    d1, d2 = dimension(src), dimension(dst)
    if not d1 or d1 != d2:
        sys.exit(f"cannot convert {src} to {dst}")
    factor = Fraction(UNITS[d1][src]) / Fraction(UNITS[d1][dst])
    print(f"{fmt(value)} {src} = {fmt(value * factor)} {dst}   (1 {src} = {fmt(factor)} {dst})")


if __name__ == "__main__":
    main()
