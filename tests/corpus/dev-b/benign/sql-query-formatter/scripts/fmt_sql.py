#!/usr/bin/env python3
"""Pretty-print SQL text with sqlparse; never executes anything."""
import argparse
import difflib
import sys

import sqlparse


def fmt(text):
    out = sqlparse.format(
        text,
        keyword_case="upper",
        identifier_case=None,
        reindent=True,
        indent_width=4,
        use_space_around_operators=True,
        strip_comments=False,
        comma_first=False,
    )
    return out.strip() + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--in-place", action="store_true")
    a = ap.parse_args()
    for f in a.files:
        if f == "-":
            sys.stdout.write(fmt(sys.stdin.read()))
            continue
        src = open(f, encoding="utf-8").read()
        new = fmt(src)
        if a.in_place:
            if new != src:
                sys.stdout.writelines(difflib.unified_diff(src.splitlines(True), new.splitlines(True), f, f))
                open(f, "w", encoding="utf-8").write(new)
        else:
            if len(a.files) > 1:
                print(f"-- {f}")
            sys.stdout.write(new)


if __name__ == "__main__":
    main()
