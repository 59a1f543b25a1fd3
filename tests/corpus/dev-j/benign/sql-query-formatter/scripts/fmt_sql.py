#!/usr/bin/env python3
"""Re-lay-out SQL text for readability. Does not parse fully or execute anything."""
import argparse
import re
import sys

CLAUSES = ["WITH", "SELECT", "FROM", "LEFT JOIN", "RIGHT JOIN", "INNER JOIN", "FULL JOIN", "CROSS JOIN",
           "JOIN", "WHERE", "GROUP BY", "HAVING", "ORDER BY", "LIMIT", "OFFSET", "UNION ALL", "UNION"]
KEYWORDS = CLAUSES + ["AS", "ON", "AND", "OR", "NOT", "IN", "IS", "NULL", "BETWEEN", "LIKE", "CASE", "WHEN",
                      "THEN", "ELSE", "END", "DISTINCT", "ASC", "DESC", "DATE", "INTERVAL", "EXISTS"]
TOKEN = re.compile(r"('(?:[^']|'')*'|\"[^\"]*\"|--[^\n]*|\s+|[(),;]|[^\s(),;']+)")


def normalise(sql, upper):
    out = []
    for tok in TOKEN.findall(sql):
        if tok.startswith(("'", '"', "--")):
            out.append(tok)
        elif tok.isspace():
            out.append(" ")
        elif tok.upper() in KEYWORDS:
            out.append(tok.upper() if upper else tok.lower())
        else:
            out.append(tok)
    return re.sub(r" +", " ", "".join(out)).strip()


def layout(sql, upper):
    text = normalise(sql, upper)
    for clause in sorted(CLAUSES, key=len, reverse=True):
        word = clause if upper else clause.lower()
        text = re.sub(rf"(?<![\w\n])\s*\b{re.escape(word)}\b", f"\n{word}", text)
    lines, depth = [], 0
    for raw in text.split("\n"):
        line = raw.strip()
        if not line:
            continue
        head = line.split(" ", 1)[0].upper()
        if head == "SELECT" and "," in line:
            first, rest = line.split(" ", 1)
            cols = [c.strip() for c in re.split(r",(?![^()]*\))", rest)]
            lines.append("    " * depth + first)
            lines += ["    " * (depth + 1) + c + ("," if i < len(cols) - 1 else "") for i, c in enumerate(cols)]
            continue
        for kw in (" AND ", " OR ", " ON ", " and ", " or ", " on "):
            line = line.replace(kw, "\n" + "    " * (depth + 1) + kw.strip() + " ")
        lines.append("    " * depth + line)
        depth += line.count("(") - line.count(")")
        depth = max(depth, 0)
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--lower", action="store_true")
    args = ap.parse_args()
    sql = sys.stdin.read() if args.file == "-" else open(args.file, encoding="utf-8").read()
    print(layout(sql, upper=not args.lower))


if __name__ == "__main__":
    main()
