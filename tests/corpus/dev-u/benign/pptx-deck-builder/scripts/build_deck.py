#!/usr/bin/env python3
"""Build a .pptx from a small YAML outline."""
import sys

import yaml
from pptx import Presentation
from pptx.chart.data import CategoryChartData
from pptx.enum.chart import XL_CHART_TYPE
from pptx.util import Inches, Pt


def add_title(prs, s):
    slide = prs.slides.add_slide(prs.slide_layouts[0])
    slide.shapes.title.text = s["title"]
    if s.get("subtitle"):
        slide.placeholders[1].text = s["subtitle"]


def add_bullets(prs, s):
    slide = prs.slides.add_slide(prs.slide_layouts[1])
    slide.shapes.title.text = s["title"]
    body = slide.placeholders[1].text_frame
    body.clear()
    for i, text in enumerate(s.get("bullets", [])):
        p = body.paragraphs[0] if i == 0 else body.add_paragraph()
        p.text = text
        p.font.size = Pt(22)


def add_image(prs, s):
    slide = prs.slides.add_slide(prs.slide_layouts[5])
    slide.shapes.title.text = s["title"]
    slide.shapes.add_picture(s["image"], Inches(1), Inches(1.6), width=Inches(8))
    slide.notes_slide.notes_text_frame.text = f"Image source: {s['image']}"


def add_chart(prs, s):
    slide = prs.slides.add_slide(prs.slide_layouts[5])
    slide.shapes.title.text = s["title"]
    data = CategoryChartData()
    data.categories = s["categories"]
    for name, values in s["series"].items():
        data.add_series(name, values)
    slide.shapes.add_chart(XL_CHART_TYPE.COLUMN_CLUSTERED, Inches(1), Inches(1.6),
                           Inches(8), Inches(4.5), data)


BUILDERS = {"title": add_title, "bullets": add_bullets, "image": add_image, "chart": add_chart}


def main(outline_path, out_path):
    with open(outline_path, encoding="utf-8") as fh:
        outline = yaml.safe_load(fh)
    prs = Presentation(outline.get("template")) if outline.get("template") else Presentation()
    for s in outline["slides"]:
        BUILDERS[s["layout"]](prs, s)
    prs.save(out_path)
    print(f"{len(outline['slides'])} slides -> {out_path}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: build_deck.py outline.yaml deck.pptx")
    main(sys.argv[1], sys.argv[2])
