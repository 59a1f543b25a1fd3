#!/usr/bin/env python3
"""Local JSON mock server driven by a routes file (binds to 127.0.0.1)."""
import argparse
import json
import random
import re
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


class Router:
    def __init__(self, spec: dict):
        self.routes = []
        for key, resp in spec.items():
            method, path = key.split(" ", 1)
            rx = re.compile("^" + re.sub(r":(\w+)", r"(?P<\1>[^/]+)", path) + "/?$")
            self.routes.append((method.upper(), rx, resp))

    def match(self, method: str, path: str):
        for m, rx, resp in self.routes:
            if m == method and (hit := rx.match(path.split("?")[0])):
                return resp, hit.groupdict()
        return None, {}


def substitute(value, params):
    if isinstance(value, str):
        for k, v in params.items():
            value = value.replace(f":{k}", v)
        return value
    if isinstance(value, list):
        return [substitute(v, params) for v in value]
    if isinstance(value, dict):
        return {k: substitute(v, params) for k, v in value.items()}
    return value


def make_handler(router: Router, latency_ms: int):
    class Handler(BaseHTTPRequestHandler):
        def _serve(self):
            t0 = time.monotonic()
            resp, params = router.match(self.command, self.path)
            if resp is None:
                status, body = 404, {"error": f"no mock for {self.command} {self.path}"}
            else:
                if "rate" in resp and random.random() >= resp["rate"]:
                    resp = resp.get("fallback", {"status": 200, "body": None})
                time.sleep((resp.get("delay_ms", 0) + latency_ms) / 1000)
                status, body = resp.get("status", 200), substitute(resp.get("body"), params)
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Access-Control-Allow-Origin", "*")
            self.end_headers()
            self.wfile.write(data)
            sys.stderr.write(f"{self.command:<6} {self.path:<30} {status}  {1000 * (time.monotonic() - t0):.0f} ms\n")

        do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _serve

        def do_OPTIONS(self):
            self.send_response(204)
            self.send_header("Access-Control-Allow-Origin", "*")
            self.send_header("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE")
            self.send_header("Access-Control-Allow-Headers", "*")
            self.end_headers()

        def log_message(self, *_):
            pass

    return Handler


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("routes", type=Path)
    ap.add_argument("--port", type=int, default=8787)
    ap.add_argument("--latency", type=int, default=0)
    a = ap.parse_args()
    router = Router(json.loads(a.routes.read_text()))
    server = ThreadingHTTPServer(("127.0.0.1", a.port), make_handler(router, a.latency))
    print(f"mock API on http://127.0.0.1:{a.port} ({len(router.routes)} routes); Ctrl-C to stop")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
