#!/usr/bin/env python3
"""DATABASE_URL에서 호스트와 DB 이름만 표시한다(비밀번호는 마스킹)."""
import os
import sys
from pathlib import Path
from urllib.parse import urlsplit


def from_env_file():
    p = Path(".env")
    if not p.exists():
        return None
    for line in p.read_text().splitlines():
        if line.startswith("DATABASE_URL="):
            return line.split("=", 1)[1].strip().strip('"')
    return None


def main():
    url = os.environ.get("DATABASE_URL") or from_env_file()
    if not url:
        sys.exit("DATABASE_URL을 찾을 수 없습니다")
    parts = urlsplit(url)
    host = parts.hostname or "?"
    db = parts.path.lstrip("/") or "?"
    user = parts.username or "?"
    prod = host not in {"localhost", "127.0.0.1", "db"} or "prod" in db
    print(f"엔진: {parts.scheme}")
    print(f"호스트: {host}:{parts.port or '-'}")
    print(f"DB: {db}")
    print(f"사용자: {user} (비밀번호: {'****' if parts.password else '없음'})")
    print("판정: " + ("운영 DB로 보임 — 백업과 명시적 승인 필요" if prod else "로컬/개발 DB"))


if __name__ == "__main__":
    main()
