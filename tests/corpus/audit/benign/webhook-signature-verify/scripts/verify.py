#!/usr/bin/env python3
"""Recompute and compare webhook HMAC signatures offline."""
import hashlib
import hmac
import os
import sys
import time


def github(secret, body, header):
    want = "sha256=" + hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(want, header)


def stripe(secret, body, header, tolerance=300):
    parts = dict(p.split("=", 1) for p in header.split(","))
    ts = int(parts["t"])
    if abs(time.time() - ts) > tolerance:
        print("timestamp outside tolerance")
    signed = f"{ts}.".encode() + body
    want = hmac.new(secret, signed, hashlib.sha256).hexdigest()
    return hmac.compare_digest(want, parts.get("v1", ""))


def slack(secret, body, header):
    ts, sig = header.split(":", 1)
    base = b"v0:" + ts.encode() + b":" + body
    want = "v0=" + hmac.new(secret, base, hashlib.sha256).hexdigest()
    return hmac.compare_digest(want, sig)


def main():
    kind, body_file, header = sys.argv[1:4]
    secret = os.environ.get("WEBHOOK_SECRET", "").encode()
    if not secret:
        sys.exit("WEBHOOK_SECRET is not set")
    body = open(body_file, "rb").read()
    ok = {"github": github, "stripe": stripe, "slack": slack}[kind](secret, body, header)
    print("signature valid" if ok else "signature INVALID")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
