#!/usr/bin/env python3
"""Quick, consistently styled charts from CSV/Parquet."""
import argparse

import matplotlib.pyplot as plt
import pandas as pd
import seaborn as sns


def load(path):
    return pd.read_parquet(path) if path.endswith(".parquet") else pd.read_csv(path)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("--x", required=True)
    ap.add_argument("--y", required=True)
    ap.add_argument("--kind", choices=["line", "bar", "scatter"], default="line")
    ap.add_argument("--hue")
    ap.add_argument("--title")
    ap.add_argument("--out", default="chart.svg")
    a = ap.parse_args()

    df = load(a.data)
    sns.set_theme(style="whitegrid", palette="colorblind")
    fig, ax = plt.subplots(figsize=(8, 4.5))
    plot = {"line": sns.lineplot, "bar": sns.barplot, "scatter": sns.scatterplot}[a.kind]
    plot(data=df, x=a.x, y=a.y, hue=a.hue, ax=ax)
    if a.kind == "bar":
        ax.set_ylim(bottom=0)
    ax.set_title(a.title or f"{a.y} by {a.x}")
    fig.tight_layout()
    fig.savefig(a.out, dpi=200)
    print("saved", a.out)


if __name__ == "__main__":
    main()
