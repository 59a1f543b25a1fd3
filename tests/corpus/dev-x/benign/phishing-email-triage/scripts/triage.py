#!/usr/bin/env python3
"""Offline phishing triage of a .eml file. Never fetches anything."""
import argparse
import json
import re
import sys
from email import policy
from email.parser import BytesParser
from email.utils import parseaddr
from html.parser import HTMLParser
from urllib.parse import urlsplit

BRANDS = ["paypal.com", "microsoft.com", "office.com", "google.com", "apple.com", "amazon.com",
          "dhl.com", "docusign.net", "github.com", "linkedin.com"]
RISKY_EXT = (".html", ".htm", ".iso", ".img", ".js", ".vbs", ".hta", ".lnk", ".docm", ".xlsm", ".exe", ".scr")
URGENT = re.compile(r"(account (is )?(suspended|locked|disabled)|within 24 hours|verify (now|your account)|unusual sign-in|final notice)", re.I)


def defang(s: str) -> str:
    return s.replace("http", "hxxp").replace(".", "[.]")


def lev(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def lookalike(domain: str) -> str | None:
    d = domain.lower().removeprefix("www.")
    if d.startswith("xn--") or ".xn--" in d:
        return "punycode"
    for b in BRANDS:
        if d != b and not d.endswith("." + b) and lev(d, b) <= 2:
            return b
    return None


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self._href, self._text = [], None, []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self._href, self._text = dict(attrs).get("href"), []

    def handle_data(self, data):
        if self._href is not None:
            self._text.append(data)

    def handle_endtag(self, tag):
        if tag == "a" and self._href:
            self.links.append((self._href, "".join(self._text).strip()))
            self._href = None


def analyse(msg) -> dict:
    signals = []
    from_name, from_addr = parseaddr(msg.get("From", ""))
    from_dom = from_addr.rpartition("@")[2].lower()
    reply_dom = parseaddr(msg.get("Reply-To", ""))[1].rpartition("@")[2].lower()
    auth = msg.get("Authentication-Results", "")
    for mech in ("spf", "dkim", "dmarc"):
        m = re.search(rf"{mech}=(\w+)", auth)
        if not m or m.group(1).lower() != "pass":
            signals.append(f"auth-fail: {mech}={m.group(1) if m else 'missing'}")
    if reply_dom and reply_dom != from_dom:
        signals.append(f"reply-to-mismatch: {defang(reply_dom)}")
    if "@" in from_name or any(b.split(".")[0] in from_name.lower() for b in BRANDS if b not in from_dom):
        signals.append(f"display-name-spoof: {from_name!r}")
    if (l := lookalike(from_dom)):
        signals.append(f"lookalike: sender {defang(from_dom)} ~ {l}")
    body = msg.get_body(preferencelist=("html", "plain"))
    text = body.get_content() if body else ""
    parser = Links()
    parser.feed(text if body and body.get_content_type() == "text/html" else "")
    for href, label in parser.links:
        host = urlsplit(href).hostname or ""
        shown = re.search(r"([a-z0-9-]+\.)+[a-z]{2,}", label.lower())
        if shown and host and not host.endswith(shown.group(0)):
            signals.append(f"link-mismatch: shows {defang(shown.group(0))}, goes to {defang(host)}")
        if host and (l := lookalike(host)):
            signals.append(f"lookalike: link {defang(host)} ~ {l}")
    for part in msg.iter_attachments():
        name = (part.get_filename() or "").lower()
        if name.endswith(RISKY_EXT) or (name.endswith(".zip") and "password" in text.lower()):
            signals.append(f"risky-attachment: {name}")
    if URGENT.search(text):
        signals.append("urgency")
    return {"from": defang(from_addr), "subject": msg.get("Subject", ""), "signals": signals,
            "score": min(10, 2 * len(signals))}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("eml")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    with open(a.eml, "rb") as fh:
        msg = BytesParser(policy=policy.default).parse(fh)
    r = analyse(msg)
    if a.json:
        print(json.dumps(r, indent=2))
    else:
        print(f"From: {r['from']}\nSubject: {r['subject']}\nScore: {r['score']}/10")
        for s in r["signals"]:
            print(f"  - {s}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
