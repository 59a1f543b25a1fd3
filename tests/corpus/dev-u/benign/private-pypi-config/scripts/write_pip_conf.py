#!/usr/bin/env python3
"""Write a pip.conf pointing at the index URL the user supplied. No credentials in the file."""
import argparse
import configparser
import io
import os
import sys
from pathlib import Path
from urllib.parse import urlparse


def target_path(scope):
    if scope == "venv":
        venv = os.environ.get("VIRTUAL_ENV")
        if not venv:
            sys.exit("no active virtualenv; activate it or use --scope user")
        return Path(venv) / "pip.conf"
    base = Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config"))
    return base / "pip" / "pip.conf"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--index-url", required=True, help="URL given by the user")
    ap.add_argument("--scope", choices=["venv", "user"], default="venv")
    ap.add_argument("--extra", action="store_true", help="use extra-index-url instead (see SKILL.md warning)")
    args = ap.parse_args()

    url = urlparse(args.index_url)
    if url.scheme != "https":
        sys.exit("index URL must use https")
    if url.username or url.password:
        sys.exit("do not embed credentials in the URL; use keyring or PIP_INDEX_URL in your shell")

    path = target_path(args.scope)
    cfg = configparser.ConfigParser()
    if path.exists():
        cfg.read(path)
    if not cfg.has_section("global"):
        cfg.add_section("global")
    key = "extra-index-url" if args.extra else "index-url"
    previous = cfg.get("global", key, fallback=None)
    cfg.set("global", key, args.index_url)

    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        cfg.write(fh)
    buf = io.StringIO()
    cfg.write(buf)
    print(f"wrote {path}" + (f" (replaced {key}={previous})" if previous else ""))
    print(buf.getvalue())
    if args.extra:
        print("WARNING: extra-index-url lets public PyPI compete with your index (dependency confusion).")


if __name__ == "__main__":
    main()
