#!/usr/bin/env python3
"""Build a styled PDF report from Markdown (+ optional CSV) with ReportLab."""
import argparse
import csv
import io
import json
import pathlib
import re

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
from reportlab.lib.units import mm
from reportlab.platypus import Image, PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
from reportlab.platypus.tableofcontents import TableOfContents

STYLE = json.loads((pathlib.Path(__file__).parent.parent / "assets" / "style.json").read_text())


class Doc(SimpleDocTemplate):
    def afterFlowable(self, flowable):
        if isinstance(flowable, Paragraph) and flowable.style.name in ("H1", "H2"):
            level = 0 if flowable.style.name == "H1" else 1
            self.notify("TOCEntry", (level, flowable.getPlainText(), self.page))


def styles():
    base = getSampleStyleSheet()
    s = STYLE["sizes"]
    accent = colors.HexColor(STYLE["colours"]["accent"])
    return {
        "body": ParagraphStyle("Body", parent=base["BodyText"], fontSize=s["body"], leading=s["body"] * 1.35),
        "H1": ParagraphStyle("H1", parent=base["Heading1"], fontSize=s["h1"], textColor=accent),
        "H2": ParagraphStyle("H2", parent=base["Heading2"], fontSize=s["h2"], textColor=accent),
    }


def chart(spec, rows):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    opts = dict(line.split(":", 1) for line in spec.strip().splitlines())
    opts = {k.strip(): v.strip() for k, v in opts.items()}
    xs = [r[opts["x"]] for r in rows]
    ys = [float(r[opts["y"]]) for r in rows]
    fig, ax = plt.subplots(figsize=(6, 3))
    (ax.bar if opts.get("type", "bar") == "bar" else ax.plot)(xs, ys, color=STYLE["colours"]["accent"])
    buf = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buf, format="png", dpi=150)
    plt.close(fig)
    buf.seek(0)
    return Image(buf, width=160 * mm, height=80 * mm)


def table(lines, st):
    rows = [[c.strip() for c in l.strip().strip("|").split("|")] for l in lines if not re.match(r"^\s*\|?\s*:?-", l)]
    t = Table([[Paragraph(c, st["body"]) for c in r] for r in rows], repeatRows=1)
    t.setStyle(TableStyle([
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor(STYLE["colours"]["table_header"])),
        ("GRID", (0, 0), (-1, -1), 0.25, colors.HexColor(STYLE["colours"]["muted"])),
    ]))
    return t


def build(md_path, data_path, out, title):
    st = styles()
    rows = list(csv.DictReader(open(data_path))) if data_path else []
    story = [Paragraph(title, st["H1"]), Spacer(1, 8 * mm), TableOfContents(), PageBreak()]
    lines = pathlib.Path(md_path).read_text().splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("```chart"):
            j = lines.index("```", i + 1)
            story.append(chart("\n".join(lines[i + 1:j]), rows))
            i = j + 1
            continue
        if line.startswith("|"):
            j = i
            while j < len(lines) and lines[j].startswith("|"):
                j += 1
            story.append(table(lines[i:j], st))
            i = j
            continue
        if line.startswith("## "):
            story.append(Paragraph(line[3:], st["H2"]))
        elif line.startswith("# "):
            story.append(Paragraph(line[2:], st["H1"]))
        elif line.strip():
            story.append(Paragraph(line, st["body"]))
        i += 1
    m = STYLE["page"]["margin_mm"] * mm
    Doc(out, pagesize=A4, leftMargin=m, rightMargin=m, topMargin=m, bottomMargin=m).multiBuild(story)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("markdown")
    ap.add_argument("--data")
    ap.add_argument("--out", default="report.pdf")
    ap.add_argument("--title", default="Report")
    a = ap.parse_args()
    build(a.markdown, a.data, a.out, a.title)
