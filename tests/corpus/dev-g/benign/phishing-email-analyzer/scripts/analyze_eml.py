#!/usr/bin/env python3
"""Static analysis of a saved email (.eml). Never fetches anything."""
import re
import sys
from email import policy
from email.parser import BytesParser
from email.utils import parseaddr
from html.parser import HTMLParser
from urllib.parse import urlparse

BRANDS = ["paypal", "microsoft", "apple", "google", "amazon", "netflix", "docusign", "dhl", "office365"]
SHORTENERS = {"bit.ly", "tinyurl.com", "t.co", "goo.gl", "is.gd", "ow.ly", "rebrand.ly", "cutt.ly"}
RISKY_EXT = (".html", ".htm", ".iso", ".img", ".lnk", ".js", ".vbs", ".hta", ".exe", ".scr", ".docm", ".xlsm", ".zip")
URGENCY = re.compile(r"(?i)suspend|within 24 hours|verify your account|unusual (sign-in|activity)|final notice|act now|password expir")
URL_RE = re.compile(r"https?://[^\s\"'<>]+")
LEET = str.maketrans("013456789", "oleasgtbg")


class Anchors(HTMLParser):
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


def domain_flags(host):
    flags = []
    h = (host or "").lower()
    if h.startswith("xn--") or ".xn--" in h:
        flags.append("punycode")
    if re.fullmatch(r"[\d.]+", h):
        flags.append("ip-address")
    if h in SHORTENERS:
        flags.append("shortener")
    norm = h.translate(LEET)
    for b in BRANDS:
        if b in norm and not (h == f"{b}.com" or h.endswith(f".{b}.com")):
            flags.append(f"lookalike:{b}")
    return flags


def main(path):
    with open(path, "rb") as fh:
        msg = BytesParser(policy=policy.default).parse(fh)
    reasons = []
    print("== headers")
    name, addr = parseaddr(msg.get("From", ""))
    from_dom = addr.rsplit("@", 1)[-1].lower()
    print(f"  From: {name!r} <{addr}>")
    for h in ("Reply-To", "Return-Path"):
        v = parseaddr(msg.get(h, ""))[1]
        if v and v.rsplit("@", 1)[-1].lower() != from_dom:
            reasons.append(f"{h} domain differs from From ({v})")
            print(f"  {h}: {v}  <-- differs")
    auth = msg.get("Authentication-Results", "")
    for mech in ("spf", "dkim", "dmarc"):
        m = re.search(rf"{mech}=(\w+)", auth)
        res = m.group(1) if m else "none"
        print(f"  {mech}: {res}")
        if res in ("fail", "softfail", "none"):
            reasons.append(f"{mech}={res}")
    if any(b in name.lower() for b in BRANDS) and not any(b in from_dom for b in BRANDS):
        reasons.append(f"display name '{name}' impersonates a brand not matching {from_dom}")

    print("== links")
    for part in msg.walk():
        ctype = part.get_content_type()
        if ctype not in ("text/plain", "text/html"):
            continue
        body = part.get_content()
        urls = set(URL_RE.findall(body))
        if ctype == "text/html":
            a = Anchors()
            a.feed(body)
            for href, text in a.links:
                shown = URL_RE.search(text) or re.search(r"\b[\w-]+\.(com|net|org|io)\b", text)
                if shown and urlparse(href).hostname and urlparse(href).hostname not in text:
                    reasons.append(f"anchor text '{text[:40]}' hides {urlparse(href).hostname}")
                urls.add(href)
        if URGENCY.search(body):
            reasons.append("urgency language")
        for u in sorted(urls):
            fl = domain_flags(urlparse(u).hostname)
            print(f"  {u[:100]}  {' '.join(fl)}")
            reasons += [f"{f} link: {urlparse(u).hostname}" for f in fl]

    print("== attachments")
    for part in msg.iter_attachments():
        fn = part.get_filename() or "(unnamed)"
        risky = fn.lower().endswith(RISKY_EXT) or re.search(r"\.\w{3,4}\.\w{2,4}$", fn)
        print(f"  {fn}  {part.get_content_type()}  {'RISKY' if risky else ''}")
        if risky:
            reasons.append(f"risky attachment {fn}")

    score = len(set(reasons))
    verdict = "likely phishing" if score >= 3 else "suspicious" if score else "probably legitimate"
    print(f"\nverdict: {verdict}")
    for r in list(dict.fromkeys(reasons))[:8]:
        print(f"  - {r}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: analyze_eml.py message.eml")
    main(sys.argv[1])
