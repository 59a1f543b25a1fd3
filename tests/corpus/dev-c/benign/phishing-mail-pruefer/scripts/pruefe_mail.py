#!/usr/bin/env python3
"""Liest eine .eml-Datei und listet Phishing-Merkmale auf (nur lesend, keine Netzwerkzugriffe)."""
import re
import sys
from email import policy
from email.parser import BytesParser
from email.utils import parseaddr
from html.parser import HTMLParser

GEFAEHRLICH = (".exe", ".scr", ".js", ".vbs", ".bat", ".cmd", ".ps1", ".docm", ".xlsm", ".iso", ".lnk", ".hta")
DRUCK = re.compile(r"(24 stunden|sofort|gesperrt|letzte mahnung|umgehend|verifizieren)", re.I)


class LinkSammler(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self._href, self._text = [], None, []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self._href = dict(attrs).get("href")
            self._text = []

    def handle_data(self, data):
        if self._href is not None:
            self._text.append(data)

    def handle_endtag(self, tag):
        if tag == "a" and self._href is not None:
            self.links.append(("".join(self._text).strip(), self._href))
            self._href = None


def domain(addr):
    return addr.rsplit("@", 1)[-1].lower() if "@" in addr else ""


def host(url):
    m = re.match(r"[a-z]+://([^/:?#]+)", url or "", re.I)
    return m.group(1).lower() if m else ""


def main(pfad):
    with open(pfad, "rb") as fh:
        msg = BytesParser(policy=policy.default).parse(fh)
    befunde = []
    name, von = parseaddr(msg.get("From", ""))
    _, antwort = parseaddr(msg.get("Reply-To", ""))
    if antwort and domain(antwort) != domain(von):
        befunde.append(("gelb", f"Reply-To ({antwort}) weicht von der Absenderdomain ({domain(von)}) ab"))
    if name and re.search(r"(bank|sparkasse|paypal|amazon|microsoft|dhl)", name, re.I) and not re.search(name.split()[0], domain(von), re.I):
        befunde.append(("gelb", f"Anzeigename „{name}“ passt nicht zur Adresse {von}"))
    auth = " ".join(msg.get_all("Authentication-Results", []))
    for pruef in ("spf", "dkim", "dmarc"):
        m = re.search(rf"{pruef}=(\w+)", auth)
        if m and m.group(1).lower() in ("fail", "softfail", "none"):
            befunde.append(("rot" if pruef == "dmarc" else "gelb", f"{pruef.upper()} = {m.group(1)}"))
    koerper = msg.get_body(preferencelist=("html", "plain"))
    text = koerper.get_content() if koerper else ""
    if DRUCK.search(text):
        befunde.append(("gelb", "Zeitdruck- oder Drohformulierung im Text"))
    sammler = LinkSammler()
    sammler.feed(text)
    for linktext, ziel in sammler.links:
        if host(linktext) and host(ziel) and host(linktext) != host(ziel):
            befunde.append(("rot", f"Link zeigt „{linktext}“, führt aber zu {ziel}"))
        elif re.match(r"https?://\d+\.\d+\.\d+\.\d+", ziel or ""):
            befunde.append(("rot", f"Link auf nackte IP-Adresse: {ziel}"))
    for teil in msg.iter_attachments():
        datei = (teil.get_filename() or "").lower()
        if datei.endswith(GEFAEHRLICH) or re.search(r"\.(pdf|doc|jpg)\.\w+$", datei):
            befunde.append(("rot", f"Gefährlicher Anhang: {datei}"))
    ampel = "rot" if any(s == "rot" for s, _ in befunde) else "gelb" if befunde else "grün"
    print(f"Einschätzung: {ampel.upper()}")
    for stufe, text in befunde:
        print(f"  [{stufe}] {text}")
    if not befunde:
        print("  Keine typischen Merkmale gefunden.")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("Aufruf: pruefe_mail.py DATEI.eml")
    main(sys.argv[1])
