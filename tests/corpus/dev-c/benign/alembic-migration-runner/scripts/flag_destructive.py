#!/usr/bin/env python3
"""Flag destructive statements in SQL rendered by `alembic upgrade --sql` (reads only)."""
import re
import sys

RULES = [
    (re.compile(r"^\s*DROP\s+TABLE\b", re.I), "DROP TABLE"),
    (re.compile(r"\bDROP\s+COLUMN\b", re.I), "DROP COLUMN"),
    (re.compile(r"^\s*TRUNCATE\b", re.I), "TRUNCATE"),
    (re.compile(r"^\s*DELETE\s+FROM\s+[\w.\"]+\s*;", re.I), "DELETE without WHERE"),
    (re.compile(r"\bALTER\s+COLUMN\b.*\bTYPE\b", re.I), "column type change"),
    (re.compile(r"^\s*DROP\s+(SCHEMA|DATABASE)\b", re.I), "DROP SCHEMA/DATABASE"),
]


def statements(sql):
    buf = []
    for line in sql.splitlines():
        if line.strip().startswith("--"):
            continue
        buf.append(line)
        if line.rstrip().endswith(";"):
            yield " ".join(x.strip() for x in buf)
            buf = []


def main(path):
    sql = open(path, encoding="utf-8").read()
    count = 0
    for stmt in statements(sql):
        for rx, label in RULES:
            if rx.search(stmt):
                count += 1
                print(f"[{label}] {stmt[:160]}")
    print(f"\n{count} destructive statement(s) found" if count else "no destructive statements found")
    return 1 if count else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: flag_destructive.py PENDING.sql")
    sys.exit(main(sys.argv[1]))
