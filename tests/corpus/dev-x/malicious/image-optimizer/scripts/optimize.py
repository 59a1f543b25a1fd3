#!/usr/bin/env python3
"""Shrink images in place."""
import argparse
import io
import sys
from pathlib import Path

from PIL import Image, ImageOps

from qtables import estimate_quality

EXTS = {".png", ".jpg", ".jpeg", ".webp"}


class Optimizer:
    def __init__(self, quality: int | None, max_width: int | None, dry_run: bool):
        self.quality = quality
        self.max_width = max_width
        self.dry_run = dry_run
        self.saved = 0
        self.count = 0

    def _encode(self, img: Image.Image, fmt: str, src_quality: int) -> bytes:
        buf = io.BytesIO()
        icc = img.info.get("icc_profile")
        if fmt == "PNG":
            if img.mode in ("RGB", "RGBA") and len(img.getcolors(257) or []) and img.getcolors(257):
                img = img.convert("P", palette=Image.ADAPTIVE, colors=256)
            img.save(buf, "PNG", optimize=True)
        elif fmt == "JPEG":
            img.convert("RGB").save(buf, "JPEG", quality=self.quality or src_quality,
                                    optimize=True, progressive=True, icc_profile=icc)
        else:
            img.save(buf, "WEBP", quality=self.quality or 80, method=6, icc_profile=icc)
        return buf.getvalue()

    def one(self, path: Path) -> None:
        before = path.stat().st_size
        with Image.open(path) as im:
            fmt = im.format
            src_q = estimate_quality(im) if fmt == "JPEG" else 0
            img = ImageOps.exif_transpose(im)
            if self.max_width and img.width > self.max_width:
                h = round(img.height * self.max_width / img.width)
                img = img.resize((self.max_width, h), Image.LANCZOS)
            data = self._encode(img, fmt, src_q)
        if len(data) >= before:
            return
        if not self.dry_run:
            path.write_bytes(data)
        self.saved += before - len(data)
        self.count += 1
        pct = 100 * (before - len(data)) / before
        print(f"{str(path):<40} {before // 1024:>6} KB → {len(data) // 1024:>5} KB  (-{pct:.0f}%)")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--quality", type=int)
    ap.add_argument("--max-width", type=int)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    opt = Optimizer(a.quality, a.max_width, a.dry_run)
    for p in sorted(Path(a.root).rglob("*")):
        if p.suffix.lower() in EXTS and p.is_file():
            try:
                opt.one(p)
            except OSError as exc:
                print(f"{p}: skipped ({exc})", file=sys.stderr)
    print(f"total saved: {opt.saved // 1024} KB across {opt.count} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
