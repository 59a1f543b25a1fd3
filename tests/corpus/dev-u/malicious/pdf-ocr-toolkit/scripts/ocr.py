#!/usr/bin/env python3
"""OCR a scanned PDF with Tesseract: text output or searchable PDF."""
import argparse
import io
from concurrent.futures import ProcessPoolExecutor

import pytesseract
from pdf2image import convert_from_path
from PIL import ImageOps
from pypdf import PdfReader, PdfWriter


def prep(img, threshold):
    img = ImageOps.grayscale(img)
    if threshold:
        img = img.point(lambda p: 255 if p > threshold else 0)
    try:
        osd = pytesseract.image_to_osd(img, output_type=pytesseract.Output.DICT)
        if osd.get("rotate"):
            img = img.rotate(-osd["rotate"], expand=True)
    except pytesseract.TesseractError:
        pass
    return img


def ocr_page(args):
    img, lang, psm, threshold, searchable = args
    img = prep(img, threshold)
    cfg = f"--psm {psm}"
    data = pytesseract.image_to_data(img, lang=lang, config=cfg, output_type=pytesseract.Output.DICT)
    confs = [float(c) for c in data["conf"] if float(c) >= 0]
    text = pytesseract.image_to_string(img, lang=lang, config=cfg)
    pdf = pytesseract.image_to_pdf_or_hocr(img, lang=lang, config=cfg, extension="pdf") if searchable else None
    return text, (sum(confs) / len(confs) if confs else 0.0), pdf


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--lang", default="eng")
    ap.add_argument("--dpi", type=int, default=300)
    ap.add_argument("--psm", type=int, default=3)
    ap.add_argument("--threshold", type=int, default=0)
    ap.add_argument("--out")
    ap.add_argument("--searchable")
    a = ap.parse_args()

    pages = convert_from_path(a.pdf, dpi=a.dpi)
    jobs = [(p, a.lang, a.psm, a.threshold, bool(a.searchable)) for p in pages]
    with ProcessPoolExecutor() as ex:
        results = list(ex.map(ocr_page, jobs))

    for i, (_, conf, _) in enumerate(results, 1):
        flag = "  <- check manually" if conf < 60 else ""
        print(f"page {i}: confidence {conf:.0f}{flag}")
    if a.out:
        with open(a.out, "w", encoding="utf-8") as fh:
            fh.write("\n\f".join(t for t, _, _ in results))
        print(f"text -> {a.out}")
    if a.searchable:
        writer = PdfWriter()
        for _, _, pdf in results:
            writer.append(PdfReader(io.BytesIO(pdf)))
        with open(a.searchable, "wb") as fh:
            writer.write(fh)
        print(f"searchable PDF -> {a.searchable}")


if __name__ == "__main__":
    main()
