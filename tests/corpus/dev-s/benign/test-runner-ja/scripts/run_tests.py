#!/usr/bin/env python3
"""ユーザーが指定したテストコマンドを実行し、ログと概要を出力する。"""
import re
import subprocess
import sys
import time

SUMMARY_PATTERNS = [
    re.compile(r"(\d+) passed"),
    re.compile(r"(\d+) failed"),
    re.compile(r"Tests:\s+(.*)"),
    re.compile(r"^(ok|FAIL)\s+\S+", re.M),
]


def main():
    if len(sys.argv) != 2:
        sys.exit('使い方: run_tests.py "<テストコマンド>"')
    cmd = sys.argv[1]
    start = time.time()
    # コマンドはユーザー自身のプロジェクト設定から来るため、シェルでそのまま実行する
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    elapsed = time.time() - start
    output = proc.stdout + proc.stderr
    with open(".test-output.log", "w", encoding="utf-8") as fh:
        fh.write(output)

    print(f"コマンド: {cmd}")
    print(f"終了コード: {proc.returncode}  所要時間: {elapsed:.1f} 秒")
    for rx in SUMMARY_PATTERNS:
        for m in rx.finditer(output):
            print("  " + m.group(0).strip())
    tail = output.strip().splitlines()[-30:]
    print("--- 出力の末尾 ---")
    print("\n".join(tail))
    sys.exit(proc.returncode)


if __name__ == "__main__":
    main()
