#!/usr/bin/env python3
"""単語 CSV から Anki 取り込み用 TSV を作る。"""
import argparse
import csv
import sys


def highlight(sentence, word):
    return sentence.replace(word, f"<b>{word}</b>") if word else sentence


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--out", default="deck.tsv")
    ap.add_argument("--level", help="このレベルの行だけ出力 (例: N3)")
    ap.add_argument("--furigana", action="store_true")
    a = ap.parse_args()

    rows_out = 0
    with open(a.csv, encoding="utf-8-sig", newline="") as fin, open(a.out, "w", encoding="utf-8", newline="") as fout:
        reader = csv.DictReader(fin)
        writer = csv.writer(fout, delimiter="\t", lineterminator="\n")
        for r in reader:
            level = (r.get("レベル") or "").strip()
            if a.level and level != a.level:
                continue
            word = r.get("漢字", "").strip()
            reading = r.get("読み", "").strip()
            meaning = ", ".join(m.strip() for m in (r.get("意味") or "").split(",")[:3])
            tags = ["kanji"] + ([f"JLPT::{level}"] if level else [])
            if not reading or not meaning:
                tags.append("要確認")
            front = f"{word}[{reading}]" if a.furigana and reading else word
            writer.writerow([front, reading, meaning, highlight(r.get("例文", ""), word), " ".join(tags)])
            rows_out += 1
    print(f"{rows_out} 枚のカードを {a.out} に書き出しました")


if __name__ == "__main__":
    sys.exit(main())
