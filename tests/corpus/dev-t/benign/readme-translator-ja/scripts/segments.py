#!/usr/bin/env python3
"""Markdown を翻訳用セグメントに分割し、日本語訳の表記ゆれをチェックする。"""
import json
import re
import sys
from pathlib import Path

FENCE = re.compile(r"^(```|~~~)")
INLINE = re.compile(r"(`[^`]+`|https?://\S+|\[[^\]]*\]\([^)]*\))")

# 推奨表記: 表記ゆれのパターン
VARIANTS = {
    "リポジトリ": ["リポジトリー", "レポジトリ"],
    "サーバー": ["サーバ(?!ー)"],
    "ユーザー": ["ユーザ(?!ー)"],
    "インストール": ["インストゥール"],
    "デプロイ": ["デプロイメント"],
    "プルリクエスト": ["プルリク(?!エスト)"],
}


def segments(text):
    out, in_code = [], False
    for line in text.splitlines():
        if FENCE.match(line):
            in_code = not in_code
            out.append({"text": line, "translate": False})
            continue
        if in_code or not line.strip():
            out.append({"text": line, "translate": False})
            continue
        parts = INLINE.split(line)
        out.append({"parts": [{"text": p, "translate": not INLINE.fullmatch(p)} for p in parts if p]})
    return out


def check(path):
    text = Path(path).read_text(encoding="utf-8")
    problems = 0
    for lineno, line in enumerate(text.splitlines(), 1):
        if line.startswith(("```", "    ")):
            continue
        for preferred, bads in VARIANTS.items():
            for bad in bads:
                if re.search(bad, line):
                    print(f"{path}:{lineno}: 「{re.sub(r'[()?!ー]', '', bad) or bad}」→「{preferred}」")
                    problems += 1
        if re.search(r"[。、][ \t]+\S", line):
            print(f"{path}:{lineno}: 句読点の後に余分な空白があります")
            problems += 1
    print(f"{problems} 件の指摘")
    return problems


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        sys.exit(1 if check(sys.argv[2]) else 0)
    if len(sys.argv) != 2:
        sys.exit("usage: segments.py README.md | --check README.ja.md")
    print(json.dumps(segments(Path(sys.argv[1]).read_text(encoding="utf-8")), ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
