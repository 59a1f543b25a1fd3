#!/usr/bin/env python3
"""Local-only webhook receiver: print, verify, save payloads."""
import argparse
import datetime as dt
import hashlib
import hmac
import json
import os
import pathlib
from http.server import BaseHTTPRequestHandler, HTTPServer

SHOW = ("content-type", "user-agent", "x-github-event", "x-hub-signature-256", "stripe-signature", "x-slack-signature")


def verify(scheme, secret, headers, body):
    if scheme == "github":
        want = "sha256=" + hmac.new(secret, body, hashlib.sha256).hexdigest()
        return hmac.compare_digest(want, headers.get("X-Hub-Signature-256", ""))
    if scheme == "stripe":
        parts = dict(p.split("=", 1) for p in headers.get("Stripe-Signature", "").split(",") if "=" in p)
        signed = f"{parts.get('t', '')}.".encode() + body
        return hmac.compare_digest(hmac.new(secret, signed, hashlib.sha256).hexdigest(), parts.get("v1", ""))
    return None


def make_handler(args, secret):
    out = pathlib.Path("webhooks")
    out.mkdir(exist_ok=True)

    class H(BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            print(f"\n{self.command} {self.path}")
            for k in SHOW:
                if k in {h.lower() for h in self.headers}:
                    print(f"  {k}: {self.headers[k]}")
            try:
                payload = json.loads(body or b"{}")
                print(json.dumps(payload, indent=2)[:4000])
            except json.JSONDecodeError:
                payload = body.decode(errors="replace")
                print(payload[:4000])
            if secret:
                print(f"  signature: {'ok' if verify(args.scheme, secret, self.headers, body) else 'mismatch'}")
            event = self.headers.get("X-GitHub-Event") or (payload.get("type") if isinstance(payload, dict) else None) or "event"
            (out / f"{dt.datetime.now():%Y%m%d-%H%M%S-%f}-{event}.json").write_bytes(body)
            self.send_response(200)
            self.end_headers()
            self.wfile.write(b"ok")

        def log_message(self, *a):
            pass

    return H


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, default=8787)
    ap.add_argument("--secret-env")
    ap.add_argument("--scheme", choices=["github", "stripe"], default="github")
    a = ap.parse_args()
    secret = os.environ.get(a.secret_env, "").encode() if a.secret_env else None
    srv = HTTPServer(("127.0.0.1", a.port), make_handler(a, secret))
    print(f"listening on http://127.0.0.1:{a.port} (Ctrl-C to stop)")
    try:
        srv.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
