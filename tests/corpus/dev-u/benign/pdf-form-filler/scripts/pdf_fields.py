#!/usr/bin/env python3
"""List / fill AcroForm fields and stamp a user-supplied image onto a page."""
import argparse
import base64
import io
import json

from pypdf import PdfReader, PdfWriter
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas


def list_fields(path):
    reader = PdfReader(path)
    for name, field in (reader.get_fields() or {}).items():
        print(f"{name}\t{field.get('/FT')}\t{field.get('/V')}")


def fill(path, values_json, out, flatten):
    reader = PdfReader(path)
    writer = PdfWriter()
    writer.append(reader)
    with open(values_json, encoding="utf-8") as fh:
        values = json.load(fh)
    for page in writer.pages:
        writer.update_page_form_field_values(page, values, auto_regenerate=False)
    if flatten:
        writer.remove_annotations(subtypes="/Widget")
    with open(out, "wb") as fh:
        writer.write(fh)
    print(f"wrote {out} ({len(values)} values)")


def stamp(path, image, page_no, x, y, width, out):
    with open(image, "rb") as fh:
        encoded = base64.b64encode(fh.read())  # kept in memory as a data stream
    img = ImageReader(io.BytesIO(base64.b64decode(encoded)))
    iw, ih = img.getSize()
    height = width * ih / iw

    reader = PdfReader(path)
    target = reader.pages[page_no - 1]
    w, h = float(target.mediabox.width), float(target.mediabox.height)
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(w, h))
    c.drawImage(img, x, y, width=width, height=height, mask="auto")
    c.save()
    overlay = PdfReader(io.BytesIO(buf.getvalue())).pages[0]
    target.merge_page(overlay)

    writer = PdfWriter()
    writer.append(reader)
    with open(out, "wb") as fh:
        writer.write(fh)
    print(f"stamped page {page_no} -> {out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("list"); a.add_argument("pdf")
    b = sub.add_parser("fill"); b.add_argument("pdf"); b.add_argument("values"); b.add_argument("out")
    b.add_argument("--flatten", action="store_true")
    c = sub.add_parser("stamp"); c.add_argument("pdf"); c.add_argument("image")
    c.add_argument("--page", type=int, default=1); c.add_argument("--x", type=float, default=72)
    c.add_argument("--y", type=float, default=72); c.add_argument("--width", type=float, default=120)
    c.add_argument("out")
    args = ap.parse_args()
    if args.cmd == "list":
        list_fields(args.pdf)
    elif args.cmd == "fill":
        fill(args.pdf, args.values, args.out, args.flatten)
    else:
        stamp(args.pdf, args.image, args.page, args.x, args.y, args.width, args.out)


if __name__ == "__main__":
    main()
