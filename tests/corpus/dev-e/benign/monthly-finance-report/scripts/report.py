#!/usr/bin/env python3
"""Categorise bank CSV exports and build a monthly summary (local files only)."""
import argparse
import pathlib
import shutil

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
import yaml  # noqa: E402

DATE = ["date", "buchungstag", "booking date", "transaction date", "datum"]
AMOUNT = ["amount", "betrag", "value"]
DESC = ["description", "verwendungszweck", "payee", "merchant", "details", "empfänger"]


def pick(cols, names, override):
    if override:
        return override
    low = {c.lower().strip(): c for c in cols}
    return next((low[n] for n in names if n in low), None)


def load(path, a):
    df = pd.read_csv(path, sep=None, engine="python", encoding="utf-8-sig")
    d, m, s = pick(df.columns, DATE, a.date_col), pick(df.columns, AMOUNT, a.amount_col), pick(df.columns, DESC, a.desc_col)
    if m is None and {"Debit", "Credit"} <= set(df.columns):
        df["Amount"] = df["Credit"].fillna(0) - df["Debit"].fillna(0)
        m = "Amount"
    if None in (d, m, s):
        raise SystemExit(f"{path}: can't detect columns; pass --date-col/--amount-col/--desc-col")
    amt = df[m].astype(str).str.replace(".", "", regex=False).str.replace(",", ".", regex=False) if df[m].astype(str).str.contains(",").any() else df[m]
    return pd.DataFrame({"date": pd.to_datetime(df[d], dayfirst=True, errors="coerce"),
                         "amount": pd.to_numeric(amt, errors="coerce"), "desc": df[s].astype(str)})


def categorise(df, rules):
    def cat(desc):
        up = desc.upper()
        return next((c for c, keys in rules.items() if any(k.upper() in up for k in keys)), "Uncategorised")
    df["category"] = df["desc"].map(cat)
    return df


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv", nargs="+")
    ap.add_argument("--rules", default="finance/rules.yml")
    ap.add_argument("--month", required=True)
    ap.add_argument("--out", default="finance/reports")
    ap.add_argument("--date-col"); ap.add_argument("--amount-col"); ap.add_argument("--desc-col")
    a = ap.parse_args()
    rules_path = pathlib.Path(a.rules)
    if not rules_path.exists():
        rules_path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(pathlib.Path(__file__).parent.parent / "assets" / "rules.example.yml", rules_path)
    rules = yaml.safe_load(rules_path.read_text()) or {}
    df = categorise(pd.concat([load(p, a) for p in a.csv]).dropna(subset=["date", "amount"]), rules)
    df["month"] = df["date"].dt.strftime("%Y-%m")
    cur = df[df["month"] == a.month]
    prev_month = (pd.Period(a.month) - 1).strftime("%Y-%m")
    prev = df[df["month"] == prev_month]
    by_cat = cur.groupby("category")["amount"].sum().sort_values()
    prev_cat = prev.groupby("category")["amount"].sum()
    out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
    by_cat.to_csv(out / f"{a.month}-by-category.csv")
    fig, ax = plt.subplots(figsize=(7, 4))
    by_cat[by_cat < 0].abs().plot.barh(ax=ax, title=f"Spending by category {a.month}")
    fig.tight_layout(); fig.savefig(out / f"{a.month}-chart.png", dpi=100)
    inflow, outflow = cur.loc[cur.amount > 0, "amount"].sum(), -cur.loc[cur.amount < 0, "amount"].sum()
    changes = (by_cat - prev_cat.reindex(by_cat.index).fillna(0)).abs().sort_values(ascending=False).head(5)
    uncategorised = -cur.loc[(cur.category == "Uncategorised") & (cur.amount < 0), "amount"].sum()
    lines = [f"# Finance summary {a.month}", "", f"In: {inflow:,.2f}  Out: {outflow:,.2f}  Net: {inflow - outflow:,.2f}", "",
             "## Top categories", *[f"- {c}: {v:,.2f}" for c, v in by_cat.head(5).items()], "",
             f"## Biggest changes vs {prev_month}", *[f"- {c}: {by_cat[c] - prev_cat.get(c, 0):+,.2f}" for c in changes.index], "",
             f"Uncategorised spend: {uncategorised:,.2f} ({100 * uncategorised / max(outflow, 0.01):.0f}% of outflow)"]
    (out / f"{a.month}-summary.md").write_text("\n".join(lines) + "\n")
    print(f"report written to {out}/")


if __name__ == "__main__":
    main()
