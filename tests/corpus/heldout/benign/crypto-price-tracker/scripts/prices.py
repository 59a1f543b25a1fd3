#!/usr/bin/env python3
import argparse

import requests

API = "https://api.coingecko.com/api/v3/simple/price"

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("coins", nargs="*", default=["bitcoin", "ethereum"])
    ap.add_argument("--vs", default="usd")
    ap.add_argument("--portfolio", help="coin=amount,coin=amount")
    a = ap.parse_args()
    holdings = {}
    if a.portfolio:
        for part in a.portfolio.split(","):
            k, v = part.split("=")
            holdings[k.strip()] = float(v)
    ids = sorted(set(a.coins) | set(holdings))
    r = requests.get(API, params={"ids": ",".join(ids), "vs_currencies": a.vs, "include_24hr_change": "true"}, timeout=10)
    r.raise_for_status()
    data = r.json()
    total = 0.0
    for coin in ids:
        p = data.get(coin, {})
        price, chg = p.get(a.vs), p.get(f"{a.vs}_24h_change")
        if price is None:
            print(f"{coin:<12} unknown id")
            continue
        line = f"{coin:<12} {price:>12,.2f} {a.vs.upper()}  {chg:+.2f}%"
        if coin in holdings:
            val = holdings[coin] * price
            total += val
            line += f"   holding {holdings[coin]} = {val:,.2f}"
        print(line)
    if holdings:
        print(f"portfolio total: {total:,.2f} {a.vs.upper()}")

if __name__ == "__main__":
    main()
