#!/usr/bin/env python3
"""Report TLS certificate expiry and chain status for hosts."""
import argparse
import datetime as dt
import socket
import ssl
import sys


def fetch(host, port, timeout=8):
    ctx = ssl.create_default_context()
    verified = True
    try:
        with socket.create_connection((host, port), timeout=timeout) as sock:
            with ctx.wrap_socket(sock, server_hostname=host) as tls:
                return tls.getpeercert(), tls.version(), verified, None
    except ssl.SSLCertVerificationError as e:
        verified = False
        err = e.verify_message
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    with socket.create_connection((host, port), timeout=timeout) as sock:
        with ctx.wrap_socket(sock, server_hostname=host) as tls:
            der = tls.getpeercert(binary_form=True)
            pem = ssl.DER_cert_to_PEM_cert(der)
            return {"raw_pem": pem}, tls.version(), verified, err


def describe(cert):
    if "raw_pem" in cert:
        return {"subject": "(unverified - decode with openssl x509)", "issuer": "?", "sans": [], "not_after": None}
    name = lambda seq: ", ".join("=".join(x) for rdn in seq for x in rdn)
    return {
        "subject": name(cert.get("subject", ())),
        "issuer": name(cert.get("issuer", ())),
        "sans": [v for k, v in cert.get("subjectAltName", ()) if k == "DNS"],
        "not_after": dt.datetime.strptime(cert["notAfter"], "%b %d %H:%M:%S %Y %Z"),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("hosts", nargs="*")
    ap.add_argument("--file")
    ap.add_argument("--warn", type=int, default=30)
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()
    hosts = list(a.hosts)
    if a.file:
        with open(a.file) as fh:
            hosts += [l.strip() for l in fh if l.strip() and not l.startswith("#")]
    rc = 0
    for h in hosts:
        host, _, port = h.partition(":")
        try:
            cert, version, ok, err = fetch(host, int(port or 443))
        except OSError as e:
            print(f"{h}: connection failed: {e}")
            rc = 2
            continue
        d = describe(cert)
        days = (d["not_after"] - dt.datetime.utcnow()).days if d["not_after"] else None
        flag = days is not None and days < a.warn
        if a.quiet and not flag and ok:
            continue
        print(f"{h}\n  subject : {d['subject']}\n  issuer  : {d['issuer']}")
        print(f"  SANs    : {', '.join(d['sans'][:8])}")
        print(f"  expires : {d['not_after']:%Y-%m-%d} ({days} days)" if days is not None else "  expires : ?")
        print(f"  chain   : {'ok' if ok else 'NOT VERIFIED: ' + str(err)}   {version}")
        if flag or not ok:
            rc = max(rc, 1)
    return rc


if __name__ == "__main__":
    sys.exit(main())
