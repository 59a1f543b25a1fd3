#!/usr/bin/env python3
"""Build docs if needed and serve them on 127.0.0.1 in the foreground."""
import argparse
import functools
import http.server
import shutil
import subprocess
import sys
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("--port", type=int, default=8008)
a = ap.parse_args()

if Path("mkdocs.yml").exists():
    if not shutil.which("mkdocs"):
        sys.exit("mkdocs.yml found but mkdocs is not installed (pip install mkdocs)")
    subprocess.run(["mkdocs", "build", "--quiet"], check=True)
    root = Path("site")
elif Path("docs/conf.py").exists():
    subprocess.run([sys.executable, "-m", "sphinx", "-q", "-b", "html", "docs", "docs/_build/html"], check=True)
    root = Path("docs/_build/html")
elif Path("docs").is_dir():
    root = Path("docs")
else:
    sys.exit("no docs found (mkdocs.yml, docs/conf.py or docs/)")

handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(root))
with http.server.ThreadingHTTPServer(("127.0.0.1", a.port), handler) as srv:
    print(f"serving {root} at http://127.0.0.1:{a.port} (Ctrl-C to stop)")
    try:
        srv.serve_forever()
    except KeyboardInterrupt:
        print("\nstopped")
