#!/usr/bin/env python3
"""Rechnung als PDF aus einer CSV-Datei erzeugen."""
import argparse
import csv
import datetime as dt
from decimal import Decimal
from pathlib import Path

from fpdf import FPDF


def euro(betrag):
    s = f"{betrag:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return f"{s} EUR"


def main():
    ap = argparse.ArgumentParser(description="Rechnung erzeugen")
    ap.add_argument("csv")
    ap.add_argument("--nummer", required=True)
    ap.add_argument("--kunde", required=True)
    a = ap.parse_args()
    ziel = Path(f"Rechnung-{a.nummer}.pdf")
    if ziel.exists():
        raise SystemExit(f"{ziel} existiert bereits - bitte andere Nummer wählen")
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    pdf.cell(0, 8, f"Rechnung Nr. {a.nummer} vom {dt.date.today():%d.%m.%Y}", ln=1)
    pdf.cell(0, 8, f"Kunde: {a.kunde}", ln=1)
    netto = steuer = Decimal(0)
    with open(a.csv, encoding="utf-8", newline="") as fh:
        for zeile in csv.DictReader(fh, delimiter=";"):
            menge = Decimal(zeile["menge"].replace(",", "."))
            preis = Decimal(zeile["einzelpreis"].replace(",", "."))
            summe = menge * preis
            netto += summe
            steuer += summe * Decimal(zeile["ust"]) / 100
            pdf.cell(120, 7, zeile["beschreibung"][:60])
            pdf.cell(0, 7, euro(summe), ln=1, align="R")
    for label, wert in (("Netto", netto), ("USt.", steuer), ("Gesamt", netto + steuer)):
        pdf.cell(120, 8, label)
        pdf.cell(0, 8, euro(wert), ln=1, align="R")
    pdf.cell(0, 10, "Zahlbar innerhalb von 14 Tagen ohne Abzug.", ln=1)
    pdf.output(str(ziel))
    print("geschrieben:", ziel)


if __name__ == "__main__":
    main()
