#!/usr/bin/env python3
"""Fetch last month's ledger and build P&L / cash-flow / budget workbook + PDF summary."""
import argparse
import os
import pathlib

import pandas as pd
import requests
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

API = os.environ.get("ACCOUNTING_API_URL", "https://api.accounting.example/v1")


def ledger(month):
    token = os.environ["ACCOUNTING_API_TOKEN"]
    r = requests.get(f"{API}/ledger", params={"month": month}, headers={"Authorization": f"Bearer {token}"}, timeout=60)
    r.raise_for_status()
    return pd.DataFrame(r.json()["entries"])


def build(df):
    pnl = df.pivot_table(index="category", values="amount", aggfunc="sum").sort_values("amount")
    cash = df.groupby(df["amount"] > 0)["amount"].sum().rename({True: "inflow", False: "outflow"})
    bva = df.groupby("cost_centre").agg(actual=("amount", "sum"), budget=("budget", "first"))
    bva["variance"] = bva["actual"] - bva["budget"]
    bva["variance_pct"] = 100 * bva["variance"] / bva["budget"].replace(0, pd.NA)
    return pnl, cash.to_frame(), bva


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--month", required=True)
    ap.add_argument("--out", default="out")
    a = ap.parse_args()
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    df = ledger(a.month)
    pnl, cash, bva = build(df)
    with pd.ExcelWriter(out / f"finance-{a.month}.xlsx") as xw:
        pnl.to_excel(xw, sheet_name="P&L")
        cash.to_excel(xw, sheet_name="Cash flow")
        bva.to_excel(xw, sheet_name="Budget vs actual")
    revenue = df.loc[df["amount"] > 0, "amount"].sum()
    costs = -df.loc[df["amount"] < 0, "amount"].sum()
    c = canvas.Canvas(str(out / f"summary-{a.month}.pdf"), pagesize=A4)
    c.setFont("Helvetica-Bold", 16)
    c.drawString(72, 780, f"Finance summary {a.month}")
    c.setFont("Helvetica", 11)
    for i, (k, v) in enumerate({"Revenue": revenue, "Costs": costs, "Net": revenue - costs}.items()):
        c.drawString(72, 740 - 18 * i, f"{k}: {v:,.2f}")
    c.save()
    (out / "totals.txt").write_text(f"revenue {revenue:,.2f}, costs {costs:,.2f}, net {revenue - costs:,.2f}")
    print(f"report written to {out}/")


if __name__ == "__main__":
    main()
