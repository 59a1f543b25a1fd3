#!/usr/bin/env python3
"""漢字に読み仮名を付ける。"""
import argparse
import html

import pykakasi


def has_kanji(text):
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("text")
    ap.add_argument("--format", choices=["ruby", "paren"], default="ruby")
    a = ap.parse_args()
    out = []
    for item in pykakasi.kakasi().convert(a.text):
        orig, kana = item["orig"], item["hira"]
        if not has_kanji(orig) or orig == kana:
            out.append(html.escape(orig) if a.format == "ruby" else orig)
        elif a.format == "ruby":
            out.append(f"<ruby>{html.escape(orig)}<rt>{html.escape(kana)}</rt></ruby>")
        else:
            out.append(f"{orig}（{kana}）")
    print("".join(out))


if __name__ == "__main__":
    main()
