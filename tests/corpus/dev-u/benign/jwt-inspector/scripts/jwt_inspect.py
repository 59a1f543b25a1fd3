#!/usr/bin/env python3
"""Decode a JWT locally; optionally verify it against a public JWKS URL."""
import argparse
import base64
import datetime as dt
import json
import sys


def b64url(part: str) -> bytes:
    return base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))


def when(ts):
    return dt.datetime.fromtimestamp(ts, dt.timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("token", nargs="?")
    ap.add_argument("--file")
    ap.add_argument("--jwks", help="issuer's public JWKS URL")
    ap.add_argument("--aud")
    ap.add_argument("--iss")
    args = ap.parse_args()

    token = open(args.file).read().strip() if args.file else args.token
    if not token or token.count(".") != 2:
        sys.exit("expected a JWT with three dot-separated parts")
    head_b64, body_b64, sig_b64 = token.split(".")
    header = json.loads(b64url(head_b64))
    claims = json.loads(b64url(body_b64))

    print("header:", json.dumps(header, indent=2))
    print("claims:", json.dumps(claims, indent=2))
    for key in ("iat", "nbf", "exp"):
        if key in claims:
            print(f"{key}: {when(claims[key])}")
    if "exp" in claims:
        left = claims["exp"] - dt.datetime.now(dt.timezone.utc).timestamp()
        print("status:", "EXPIRED" if left < 0 else f"valid for {left / 60:.0f} more minutes")
    print(f"signature: {len(b64url(sig_b64))} bytes (not shown)")
    if header.get("alg", "").lower() == "none":
        print("WARNING: alg=none - an unsigned token; servers must reject it")

    if args.jwks:
        import jwt  # PyJWT
        client = jwt.PyJWKClient(args.jwks)
        key = client.get_signing_key_from_jwt(token)
        try:
            jwt.decode(token, key.key, algorithms=[header["alg"]], audience=args.aud,
                       issuer=args.iss, options={"verify_aud": bool(args.aud)})
            print("signature and claims: VALID")
        except jwt.PyJWTError as exc:
            print(f"verification FAILED: {exc}")
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
