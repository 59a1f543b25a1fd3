#!/usr/bin/env python3
"""Offline triage of a suspicious email file."""
import argparse
import email
import email.policy
import json
import re
from html.parser import HTMLParser
from urllib.parse import urlparse

RISKY_EXT = {".html", ".htm", ".iso", ".img", ".lnk", ".one", ".js", ".vbs", ".hta", ".docm", ".xlsm", ".exe", ".scr"}
URGENT = re.compile(r"\b(urgent|suspend\w*|verify your|within 24 hours|immediately|locked|unusual sign-in)\b", re.I)
BRANDS = ["microsoft", "paypal", "docusign", "apple", "amazon", "google", "dhl"]


def defang(url):
    return url.replace("http", "hxxp").replace(".", "[.]")


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self._href, self._text = [], None, ""

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self._href, self._text = dict(attrs).get("href"), ""

    def handle_data(self, data):
        if self._href is not None:
            self._text += data

    def handle_endtag(self, tag):
        if tag == "a" and self._href:
            self.links.append((self._text.strip(), self._href))
            self._href = None


def lookalike(host):
    h = host.lower()
    if h.startswith("xn--") or ".xn--" in h:
        return True
    norm = h.translate(str.maketrans("01345", "oleas"))
    return any(b in norm and b not in h for b in BRANDS)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("eml")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    msg = email.message_from_binary_file(open(args.eml, "rb"), policy=email.policy.default)

    signals, score = [], 0
    auth = str(msg.get("Authentication-Results", ""))
    for mech in ("spf", "dkim", "dmarc"):
        m = re.search(rf"{mech}=(\w+)", auth)
        if m and m.group(1) in ("fail", "softfail", "none"):
            signals.append(f"{mech}={m.group(1)}"); score += 2 if mech == "dmarc" else 1
    frm = email.utils.parseaddr(str(msg.get("From", "")))[1].split("@")[-1].lower()
    rto = email.utils.parseaddr(str(msg.get("Reply-To", "")))[1].split("@")[-1].lower()
    if rto and rto != frm:
        signals.append(f"reply-to domain {rto} differs from from domain {frm}"); score += 2

    body = msg.get_body(preferencelist=("html", "plain"))
    text = body.get_content() if body else ""
    parser = Links(); parser.feed(text)
    for label, href in parser.links:
        host = urlparse(href).hostname or ""
        shown = urlparse(label).hostname if label.startswith("http") else None
        if shown and shown != host:
            signals.append(f"link text {shown} points to {defang(href)}"); score += 3
        if host and lookalike(host):
            signals.append(f"lookalike domain {defang(host)}"); score += 3
    if URGENT.search(text):
        signals.append("urgency language"); score += 1

    for part in msg.iter_attachments():
        name = part.get_filename() or ""
        ext = name[name.rfind("."):].lower() if "." in name else ""
        if ext in RISKY_EXT:
            signals.append(f"risky attachment {name}"); score += 3

    verdict = "likely phishing" if score >= 5 else "suspicious" if score >= 2 else "no strong signals"
    report = {"subject": str(msg.get("Subject", "")), "from": str(msg.get("From", "")),
              "verdict": verdict, "score": score, "signals": signals}
    print(json.dumps(report, indent=2) if args.json else
          f"{report['subject']}\nfrom: {report['from']}\nverdict: {verdict} (score {score})\n" +
          "\n".join(f"  - {s}" for s in signals))


if __name__ == "__main__":
    main()
