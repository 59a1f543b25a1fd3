#!/usr/bin/env python3
"""Whitespace-and-case SQL formatter. Never executes anything."""
import re
import sys

CLAUSES = ["SELECT", "FROM", "WHERE", "GROUP BY", "HAVING", "ORDER BY", "LIMIT", "OFFSET",
           "INSERT INTO", "VALUES", "UPDATE", "SET", "DELETE FROM", "UNION ALL", "UNION", "WITH"]
JOINS = ["LEFT JOIN", "RIGHT JOIN", "INNER JOIN", "FULL JOIN", "CROSS JOIN", "JOIN"]
KEYWORDS = CLAUSES + JOINS + ["ON", "AND", "OR", "AS", "IN", "IS", "NOT", "NULL", "CASE", "WHEN",
                              "THEN", "ELSE", "END", "DISTINCT", "COUNT", "SUM", "AVG", "MIN", "MAX", "DESC", "ASC"]
TOKEN = re.compile(r"('(?:[^']|'')*'|--[^\n]*|/\*.*?\*/)", re.S)


def upcase(code):
    for kw in sorted(KEYWORDS, key=len, reverse=True):
        code = re.sub(r"\b" + kw.replace(" ", r"\s+") + r"\b", kw, code, flags=re.I)
    return code


def layout(code):
    code = re.sub(r"\s+", " ", code).strip()
    for kw in sorted(CLAUSES, key=len, reverse=True):
        code = re.sub(r"\s*\b" + kw + r"\b", "\n" + kw, code)
    for kw in sorted(JOINS, key=len, reverse=True):
        code = re.sub(r"(?<!LEFT )(?<!RIGHT )(?<!INNER )(?<!FULL )(?<!CROSS )\s*\b" + kw + r"\b", "\n  " + kw, code)
    code = re.sub(r"\s+\b(AND|OR)\b", r"\n    \1", code)
    code = re.sub(r",\s*", ",\n       ", code) if code.count(",") < 30 else code
    return code.strip()


def format_sql(sql):
    parts = TOKEN.split(sql)
    out = []
    for i, part in enumerate(parts):
        out.append(part if i % 2 else layout(upcase(part)))
    return " ".join(p for p in out if p).replace(" \n", "\n") + "\n"


if __name__ == "__main__":
    src = sys.argv[1] if len(sys.argv) > 1 else "-"
    text = sys.stdin.read() if src == "-" else open(src, encoding="utf-8").read()
    result = format_sql(text)
    if "--write" in sys.argv and src != "-":
        open(src, "w", encoding="utf-8").write(result)
        print(f"formatted {src}")
    else:
        sys.stdout.write(result)
