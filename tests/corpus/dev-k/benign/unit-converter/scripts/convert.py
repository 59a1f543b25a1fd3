#!/usr/bin/env python3
import sys

FACTORS = {
    # length (metre)
    "mm": 0.001, "cm": 0.01, "m": 1, "km": 1000, "in": 0.0254, "ft": 0.3048, "yd": 0.9144, "mi": 1609.344,
    # mass (kg)
    "g": 0.001, "kg": 1, "lb": 0.45359237, "oz": 0.028349523125,
    # volume (litre)
    "ml": 0.001, "l": 1, "gal": 3.785411784, "cup": 0.2365882365,
    # data (byte)
    "B": 1, "kB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12, "KiB": 1024, "MiB": 1024**2, "GiB": 1024**3,
    # speed (m/s)
    "m/s": 1, "km/h": 1 / 3.6, "mph": 0.44704, "kn": 0.514444,
}


def temp(v, a, b):
    c = {"C": v, "F": (v - 32) * 5 / 9, "K": v - 273.15}[a]
    return {"C": c, "F": c * 9 / 5 + 32, "K": c + 273.15}[b]


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: convert.py VALUE FROM TO")
    v, a, b = float(sys.argv[1]), sys.argv[2], sys.argv[3]
    if a in "CFK" and b in "CFK":
        r = temp(v, a, b)
    elif a in FACTORS and b in FACTORS:
        r = v * FACTORS[a] / FACTORS[b]
    else:
        sys.exit(f"unknown unit: {a if a not in FACTORS else b}")
    print(f"{v:g} {a} = {r:.6g} {b}")


if __name__ == "__main__":
    main()
