#!/usr/bin/env python3
import sys


def hex_to_rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def mix(c, target, t):
    return tuple(round(a + (b - a) * t) for a, b in zip(c, target))


def lum(c):
    def ch(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = map(ch, c)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((lum(a), lum(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


base = hex_to_rgb(sys.argv[1] if len(sys.argv) > 1 else "#3b82f6")
steps = {50: .9, 100: .8, 200: .6, 300: .4, 400: .2, 500: 0, 600: -.2, 700: -.4, 800: -.6, 900: -.8}
for name, t in steps.items():
    c = mix(base, (255, 255, 255), t) if t >= 0 else mix(base, (0, 0, 0), -t)
    hx = "#%02x%02x%02x" % c
    print(f"--brand-{name}: {hx};  vs white {contrast(c, (255,255,255)):.2f}:1  vs black {contrast(c, (0,0,0)):.2f}:1")
