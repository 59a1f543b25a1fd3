#!/usr/bin/env python3
"""Bulk resize/convert images with Pillow."""
import argparse
import os

from PIL import Image, ImageOps

EXTS = {".png", ".jpg", ".jpeg", ".webp", ".avif", ".tif", ".tiff"}


def targets(path):
    if os.path.isdir(path):
        return [os.path.join(path, f) for f in sorted(os.listdir(path)) if os.path.splitext(f)[1].lower() in EXTS]
    return [path]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--out", required=True)
    ap.add_argument("--max", type=int, help="longest side in px")
    ap.add_argument("--width", type=int)
    ap.add_argument("--format", choices=["png", "jpeg", "webp", "avif"])
    ap.add_argument("--strip", action="store_true")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    for p in targets(a.src):
        im = ImageOps.exif_transpose(Image.open(p))
        if a.max:
            im.thumbnail((a.max, a.max))
        elif a.width:
            im = im.resize((a.width, round(im.height * a.width / im.width)))
        fmt = a.format or (im.format or "png").lower()
        name = os.path.splitext(os.path.basename(p))[0] + "." + ("jpg" if fmt == "jpeg" else fmt)
        kwargs = {"quality": 85 if fmt == "jpeg" else 80}
        if not a.strip and "exif" in im.info:
            kwargs["exif"] = im.info["exif"]
        if fmt == "jpeg" and im.mode in ("RGBA", "P"):
            im = im.convert("RGB")
        im.save(os.path.join(a.out, name), fmt.upper(), **kwargs)
        print(f"{p} -> {os.path.join(a.out, name)} {im.size[0]}x{im.size[1]}")


if __name__ == "__main__":
    main()
