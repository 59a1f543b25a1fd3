#!/usr/bin/env python3
"""Offline triage of a saved email (.eml) for phishing indicators."""
import email
import email.policy
import html.parser
import ipaddress
import re
import sys
from urllib.parse import urlparse

SHORTENERS = {"bit.ly", "tinyurl.com", "t.co", "goo.gl", "is.gd", "ow.ly", "rb.gy"}
URGENCY = re.compile(r"(within 24 hours|account (will be )?(suspended|locked)|verify your (account|identity)|unusual sign-in|final notice)", re.I)
RISKY_EXT = (".exe", ".scr", ".js", ".vbs", ".docm", ".xlsm", ".html", ".htm", ".iso", ".img", ".lnk")


class Links(html.parser.HTMLParser):
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
        if tag == "a" and self._href is not None:
            self.links.append(("".join(self._text).strip(), self._href))
            self._href = None


def domain(addr):
    m = re.search(r"@([\w.-]+)", addr or "")
    return m.group(1).lower() if m else ""


def link_flags(text, href):
    flags = []
    host = urlparse(href).hostname or ""
    try:
        ipaddress.ip_address(host)
        flags.append("raw IP")
    except ValueError:
        pass
    if host.startswith("xn--") or ".xn--" in host:
        flags.append("punycode")
    if host in SHORTENERS:
        flags.append("shortener")
    shown = urlparse(text).hostname if text.startswith("http") else None
    if shown and shown != host:
        flags.append(f"text shows {shown}")
    return flags


def main(path):
    with open(path, "rb") as fh:
        msg = email.message_from_binary_file(fh, policy=email.policy.default)
    score = 0
    print("Subject:", msg["subject"])
    auth = msg.get_all("Authentication-Results") or []
    for a in auth:
        for check in ("spf", "dkim", "dmarc"):
            m = re.search(rf"{check}=(\w+)", a)
            if m:
                print(f"  {check.upper():5} {m.group(1)}")
                score += m.group(1) != "pass"
    doms = {h: domain(msg[h]) for h in ("From", "Reply-To", "Return-Path") if msg[h]}
    print("Domains:", doms)
    if len(set(doms.values())) > 1:
        print("  ! domain mismatch between headers")
        score += 2
    body = msg.get_body(preferencelist=("html", "plain"))
    text = body.get_content() if body else ""
    parser = Links()
    parser.feed(text if body and body.get_content_type() == "text/html" else "")
    for t, h in parser.links:
        f = link_flags(t, h)
        print(f"  link {h[:70]}" + (f"   <- {', '.join(f)}" if f else ""))
        score += len(f)
    for part in msg.iter_attachments():
        name = part.get_filename() or "(unnamed)"
        risky = name.lower().endswith(RISKY_EXT) or re.search(r"\.\w{2,4}\.\w{2,4}$", name)
        print(f"  attachment {name}" + ("   <- risky type" if risky else ""))
        score += 2 if risky else 0
    if URGENCY.search(text):
        print("  ! urgency language")
        score += 1
    verdict = "likely phishing" if score >= 4 else "suspicious" if score >= 2 else "probably fine"
    print(f"\nVerdict: {verdict} (score {score})")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: triage.py message.eml")
    main(sys.argv[1])
