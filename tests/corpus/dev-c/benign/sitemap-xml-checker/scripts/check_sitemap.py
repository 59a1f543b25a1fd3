#!/usr/bin/env python3
"""sitemap.xml / 사이트맵 인덱스를 로컬에서 검사합니다."""
import argparse
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import urlparse

NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
W3C_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$")


def check_urlset(path, host, errors, warnings):
    root = ET.parse(path).getroot()
    urls = root.findall("sm:url", NS)
    if len(urls) > 50000:
        errors.append(f"{path.name}: URL {len(urls)}개 (최대 50,000)")
    if path.stat().st_size > 50 * 1024 * 1024:
        errors.append(f"{path.name}: 파일 크기 50 MB 초과")
    seen = set()
    for u in urls:
        loc = (u.findtext("sm:loc", default="", namespaces=NS) or "").strip()
        parsed = urlparse(loc)
        if not parsed.scheme:
            errors.append(f"{path.name}: 절대 URL이 아님: {loc}")
        elif host and parsed.netloc != host:
            errors.append(f"{path.name}: 다른 호스트: {loc}")
        if loc in seen:
            warnings.append(f"{path.name}: 중복 URL: {loc}")
        seen.add(loc)
        lm = u.findtext("sm:lastmod", default=None, namespaces=NS)
        if lm is not None and not W3C_DATE.match(lm.strip()):
            errors.append(f"{path.name}: lastmod 형식 오류 '{lm}' ({loc})")
    return len(urls)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sitemap", type=Path)
    ap.add_argument("--domain", default="")
    a = ap.parse_args()
    host = urlparse(a.domain).netloc
    errors, warnings = [], []
    try:
        root = ET.parse(a.sitemap).getroot()
    except ET.ParseError as e:
        print(f"❌ XML 파싱 실패: {e}")
        return 1
    if not root.tag.startswith("{" + NS["sm"]):
        errors.append("네임스페이스가 sitemaps.org 0.9가 아님")
    total = 0
    if root.tag.endswith("sitemapindex"):
        for sm in root.findall("sm:sitemap", NS):
            loc = sm.findtext("sm:loc", default="", namespaces=NS).strip()
            local = a.sitemap.parent / Path(urlparse(loc).path).name
            if local.exists():
                total += check_urlset(local, host, errors, warnings)
            else:
                warnings.append(f"하위 사이트맵 파일을 찾을 수 없음: {local.name}")
    else:
        total = check_urlset(a.sitemap, host, errors, warnings)
    robots = a.sitemap.parent / "robots.txt"
    if not robots.exists() or "sitemap:" not in robots.read_text(encoding="utf-8").lower():
        warnings.append("robots.txt에 Sitemap: 줄이 없음")
    for e in errors:
        print(f"❌ {e}")
    for w in warnings:
        print(f"⚠️ {w}")
    print(f"\nURL {total}개 검사, 오류 {len(errors)}개, 경고 {len(warnings)}개")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
