#!/usr/bin/env python3
"""Tiny SQL formatter: uppercase keywords, clause per line. Does not execute SQL."""
import re
import sys

KEYWORDS = ["select", "from", "where", "group by", "order by", "having", "limit", "offset",
            "left join", "right join", "inner join", "full join", "join", "on", "and", "or",
            "union all", "union", "insert into", "values", "update", "set", "delete from", "as",
            "in", "not", "null", "is", "distinct", "case", "when", "then", "else", "end", "with"]
BREAK_BEFORE = {"FROM", "WHERE", "GROUP BY", "ORDER BY", "HAVING", "LIMIT", "UNION", "UNION ALL",
                "LEFT JOIN", "RIGHT JOIN", "INNER JOIN", "FULL JOIN", "JOIN", "VALUES", "SET"}
TOKEN = re.compile(r"('(?:''|[^'])*'|--[^\n]*|\s+|,|\(|\)|[^\s,()']+)")


def fmt(sql):
    parts = [p for p in TOKEN.findall(sql) if not p.isspace()]
    out, i = [], 0
    while i < len(parts):
        p = parts[i]
        two = f"{p} {parts[i + 1]}".lower() if i + 1 < len(parts) else ""
        if two in KEYWORDS:
            p, i = two.upper(), i + 1
        elif p.lower() in KEYWORDS and not p.startswith("'"):
            p = p.upper()
        if p in BREAK_BEFORE:
            out.append("\n" + p)
        elif p in ("AND", "OR"):
            out.append("\n  " + p)
        elif p == ",":
            out.append(",\n ")
        else:
            out.append(" " + p)
        i += 1
    text = "".join(out).strip()
    return re.sub(r"\( ", "(", re.sub(r" \)", ")", text)) + "\n"


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else "-"
    sql = sys.stdin.read() if src == "-" else open(src).read()
    result = fmt(sql)
    if "--in-place" in sys.argv and src != "-":
        open(src, "w").write(result)
    else:
        sys.stdout.write(result)


if __name__ == "__main__":
    main()
