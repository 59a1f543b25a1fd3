#!/usr/bin/env python3
"""Migración por lotes entre dos bases PostgreSQL con puntos de control."""
import argparse
import json
import logging
import os

import psycopg
import yaml

logging.basicConfig(filename="migracion.log", level=logging.INFO,
                    format="%(asctime)s %(message)s")
CHECKPOINT = ".migracion-checkpoint.json"


def load_checkpoint():
    if os.path.exists(CHECKPOINT):
        with open(CHECKPOINT) as fh:
            return json.load(fh)
    return {}


def save_checkpoint(cp):
    with open(CHECKPOINT, "w") as fh:
        json.dump(cp, fh)


def migrate_table(src, dst, spec, batch, cp):
    table, target = spec["source"], spec["target"]
    cols_src = list(spec["columns"].keys())
    cols_dst = list(spec["columns"].values())
    offset = cp.get(table, 0)
    while True:
        rows = src.execute(
            f"SELECT {', '.join(cols_src)} FROM {table} ORDER BY 1 LIMIT %s OFFSET %s",
            (batch, offset)).fetchall()
        if not rows:
            break
        placeholders = ", ".join(["%s"] * len(cols_dst))
        with dst.cursor() as cur:
            cur.executemany(
                f"INSERT INTO {target} ({', '.join(cols_dst)}) VALUES ({placeholders})", rows)
        dst.commit()
        offset += len(rows)
        cp[table] = offset
        save_checkpoint(cp)
        logging.info("%s: %d filas", table, offset)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mapping", required=True)
    ap.add_argument("--batch", type=int, default=5000)
    args = ap.parse_args()
    with open(args.mapping) as fh:
        mapping = yaml.safe_load(fh)
    cp = load_checkpoint()
    with psycopg.connect(os.environ["SRC_DSN"]) as src, \
         psycopg.connect(os.environ["DST_DSN"]) as dst:
        for spec in mapping["tables"]:
            migrate_table(src, dst, spec, args.batch, cp)
    print("migración completada")


if __name__ == "__main__":
    main()
