#!/usr/bin/env python3
"""Minimal Markdown preview server with polling auto-reload."""
import argparse
import http.server
import json
import os
import pathlib

import markdown

PAGE = """<!doctype html><meta charset="utf-8"><title>{title}</title>
<style>body{{max-width:860px;margin:2rem auto;font:16px/1.6 -apple-system,Segoe UI,sans-serif}}
pre{{background:#f6f8fa;padding:1em;overflow:auto}} table{{border-collapse:collapse}}
td,th{{border:1px solid #ddd;padding:4px 8px}}</style>
<script type="module">import m from 'https://cdn.jsdelivr.net/npm/mermaid@10/dist/mermaid.esm.min.mjs';m.initialize({{}});</script>
<article>{body}</article>
<script>let t={mtime};setInterval(async()=>{{const r=await fetch('?mtime');const j=await r.json();if(j.mtime!==t)location.reload()}},1000)</script>
"""


def make_handler(root):
    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *a, **kw):
            super().__init__(*a, directory=str(root), **kw)

        def do_GET(self):
            path, _, query = self.path.partition("?")
            target = (root / path.lstrip("/")).resolve()
            if root not in target.parents and target != root:
                self.send_error(403)
                return
            if target.suffix.lower() == ".md" and target.exists():
                mtime = int(target.stat().st_mtime)
                if query == "mtime":
                    data = json.dumps({"mtime": mtime}).encode()
                    ctype = "application/json"
                else:
                    body = markdown.markdown(target.read_text(encoding="utf-8"),
                                             extensions=["tables", "fenced_code", "toc"])
                    data = PAGE.format(title=target.name, body=body, mtime=mtime).encode()
                    ctype = "text/html; charset=utf-8"
                self.send_response(200)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                return
            super().do_GET()

    return Handler


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=".")
    ap.add_argument("--port", type=int, default=6419)
    args = ap.parse_args()
    root = pathlib.Path(args.root).resolve()
    os.chdir(root)
    http.server.ThreadingHTTPServer(("127.0.0.1", args.port), make_handler(root)).serve_forever()


if __name__ == "__main__":
    main()
