#!/usr/bin/env python3
"""Clean a CSV or JSON-lines table: trim, snake_case headers, drop empty and duplicate rows.

Reads CSV, JSON lines or a JSON array of objects from a file (or standard
input), writes the cleaned table to standard output and a one-line summary
of what changed to standard error. Standard library only: it never touches
the network, starts no processes and evaluates nothing it reads.

Exit codes: 0 success, 1 the input could not be read or parsed, 2 bad options.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import re
import sys
import unicodedata
from collections.abc import Iterable
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

PROG = "clean_table"
JSONL_SUFFIXES = frozenset({".jsonl", ".ndjson", ".json"})

# A cell is a string from CSV, or any JSON value from JSON lines.
Cell = object
Row = dict[str, Cell]


class InputError(Exception):
    """The input cannot be read or parsed; the message says where and why."""


@dataclass
class Table:
    columns: list[str]
    rows: list[Row]


@dataclass
class Stats:
    read: int = 0
    empty: int = 0
    duplicate: int = 0
    by_key: int = 0

    @property
    def written(self) -> int:
        return self.read - self.empty - self.duplicate - self.by_key


_CAMEL_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_NON_WORD = re.compile(r"[\W_]+")


def snake_case(header: str) -> str:
    """'First Name' -> 'first_name', 'HTTPStatus' -> 'http_status', 'Prix (€)' -> 'prix'.

    Accents are dropped ('Café' -> 'cafe'); letters of other scripts are kept.
    """
    decomposed = unicodedata.normalize("NFKD", header)
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    spaced = _CAMEL_BOUNDARY.sub("_", bare.strip())
    return _NON_WORD.sub("_", spaced).strip("_").lower()


def normalise_headers(headers: Sequence[str]) -> list[str]:
    """snake_case every header; blanks become column_N and repeats get _2, _3, ..."""
    result: list[str] = []
    seen: set[str] = set()
    for index, header in enumerate(headers, start=1):
        base = snake_case(header) or f"column_{index}"
        name = base
        counter = 2
        while name in seen:
            name = f"{base}_{counter}"
            counter += 1
        seen.add(name)
        result.append(name)
    return result


def trim(value: Cell) -> Cell:
    return value.strip() if isinstance(value, str) else value


def is_empty(value: Cell) -> bool:
    return value is None or value == "" or value == [] or value == {}


def read_csv(stream: TextIO, source: str, delimiter: str) -> Table:
    reader = csv.reader(stream, delimiter=delimiter)
    try:
        # The header is the first line with any text on it.
        header = next((cells for cells in reader if any(c.strip() for c in cells)), None)
        if header is None:
            return Table(columns=[], rows=[])
        columns = normalise_headers(header)
        width = len(columns)
        rows: list[Row] = []
        for cells in reader:
            if any(c.strip() for c in cells[width:]):
                raise InputError(
                    f"{source}, line {reader.line_num}: {len(cells)} cells but the header "
                    f"has {width} columns"
                )
            padded = cells[:width] + [""] * (width - len(cells))
            rows.append({col: trim(cell) for col, cell in zip(columns, padded, strict=True)})
    except csv.Error as exc:
        raise InputError(f"{source}, line {reader.line_num}: not valid CSV: {exc}") from exc
    return Table(columns=columns, rows=rows)


def parse_json_lines(text: str, source: str) -> list[dict[str, Cell]]:
    records: list[dict[str, Cell]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(
                f"{source}, line {number}: not valid JSON: {exc.msg} (column {exc.colno})"
            ) from exc
        if not isinstance(value, dict):
            kind = type(value).__name__
            raise InputError(f"{source}, line {number}: expected a JSON object, found {kind}")
        records.append(value)
    return records


def parse_json_array(text: str, source: str) -> list[dict[str, Cell]]:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(
            f"{source}, line {exc.lineno}: not valid JSON: {exc.msg} (column {exc.colno})"
        ) from exc
    if not isinstance(value, list):
        raise InputError(
            f"{source}: expected a JSON array of objects, found {type(value).__name__}"
        )
    for index, item in enumerate(value):
        if not isinstance(item, dict):
            kind = type(item).__name__
            raise InputError(f"{source}: item {index} of the array is not an object ({kind})")
    return value


def table_from_records(records: Sequence[dict[str, Cell]]) -> Table:
    # Map each original key to its snake_case column, in first-seen order.
    originals: list[str] = []
    for record in records:
        originals.extend(key for key in record if key not in originals)
    mapping = dict(zip(originals, normalise_headers(originals), strict=True))
    rows = [{mapping[key]: trim(value) for key, value in record.items()} for record in records]
    return Table(columns=list(mapping.values()), rows=rows)


def detect_format(source: str, text: str) -> str:
    """csv, jsonl or json (one array), from the file name and the first character."""
    first = text.lstrip()[:1]
    if source != "-" and Path(source).suffix.lower() not in JSONL_SUFFIXES:
        return "csv"
    if first == "[":
        return "json"
    if first == "{" or source != "-":
        return "jsonl"
    return "csv"


def read_table(source: str, fmt: str, delimiter: str, encoding: str) -> Table:
    label = "<stdin>" if source == "-" else source
    try:
        data = sys.stdin.buffer.read() if source == "-" else Path(source).read_bytes()
    except FileNotFoundError as exc:
        raise InputError(f"{label}: no such file") from exc
    except IsADirectoryError as exc:
        raise InputError(f"{label}: is a directory, not a file") from exc
    except OSError as exc:
        raise InputError(f"{label}: cannot read: {exc.strerror or exc}") from exc
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as exc:
        raise InputError(
            f"{label}: not valid {encoding} at byte {exc.start}; try --encoding latin-1"
        ) from exc
    except LookupError as exc:
        raise InputError(f"unknown encoding {encoding!r}") from exc
    if fmt == "auto":
        fmt = detect_format(source, text)
    if fmt == "jsonl":
        return table_from_records(parse_json_lines(text, label))
    if fmt == "json":
        return table_from_records(parse_json_array(text, label))
    return read_csv(io.StringIO(text, newline=""), label, delimiter)


def row_signature(row: Row, columns: Iterable[str]) -> str:
    """A hashable form of the row: missing keys and empty values compare equal."""
    values = [None if is_empty(row.get(col)) else row.get(col) for col in columns]
    return json.dumps(values, sort_keys=True, ensure_ascii=False, default=str)


def key_of(row: Row, keys: Sequence[str], *, casefold: bool) -> tuple[str, ...] | None:
    """The dedupe key of a row, or None when any key cell is empty (such rows are kept)."""
    parts: list[str] = []
    for key in keys:
        value = row.get(key)
        if is_empty(value):
            return None
        text = value if isinstance(value, str) else json.dumps(value, sort_keys=True)
        parts.append(text.casefold() if casefold else text)
    return tuple(parts)


def clean(table: Table, keys: Sequence[str], *, casefold: bool) -> tuple[list[Row], Stats]:
    stats = Stats(read=len(table.rows))
    seen_rows: set[str] = set()
    seen_keys: set[tuple[str, ...]] = set()
    kept: list[Row] = []
    for row in table.rows:
        if all(is_empty(value) for value in row.values()):
            stats.empty += 1
            continue
        signature = row_signature(row, table.columns)
        if signature in seen_rows:
            stats.duplicate += 1
            continue
        seen_rows.add(signature)
        key = key_of(row, keys, casefold=casefold) if keys else None
        if key is not None:
            if key in seen_keys:
                stats.by_key += 1
                continue
            seen_keys.add(key)
        kept.append(row)
    return kept, stats


def resolve_keys(requested: Sequence[str], columns: Sequence[str]) -> list[str]:
    """Accept a key as written in the input or in its snake_case form."""
    resolved: list[str] = []
    for key in requested:
        name = key if key in columns else snake_case(key)
        if name not in columns:
            known = ", ".join(columns) or "(none)"
            raise InputError(f"--dedupe-key {key!r} is not a column; columns are: {known}")
        resolved.append(name)
    return resolved


def csv_cell(value: Cell) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    return str(value)


def write_output(table: Table, rows: Sequence[Row], fmt: str, out: TextIO) -> None:
    if fmt == "csv":
        if not table.columns:
            return
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(table.columns)
        for row in rows:
            writer.writerow([csv_cell(row.get(col)) for col in table.columns])
        return
    full = [{col: row.get(col) for col in table.columns} for row in rows]
    if fmt == "jsonl":
        out.writelines(json.dumps(record, ensure_ascii=False) + "\n" for record in full)
        return
    json.dump(full, out, ensure_ascii=False, indent=2)
    out.write("\n")


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def summary(stats: Stats, keys: Sequence[str], columns: int) -> str:
    by_key = f", {stats.by_key} by key ({', '.join(keys)})" if keys else ""
    return (
        f"{PROG}: read {plural(stats.read, 'row')}; dropped {stats.empty} empty, "
        f"{stats.duplicate} duplicate{by_key}; "
        f"wrote {plural(stats.written, 'row')}, {plural(columns, 'column')}"
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description=(
            "Clean a CSV or JSON-lines table: trim whitespace, snake_case the headers, "
            "drop fully empty rows and exact duplicates, optionally dedupe by key columns."
        ),
    )
    parser.add_argument(
        "input", nargs="?", default="-", help="input file; '-' or nothing reads standard input"
    )
    parser.add_argument(
        "--from",
        dest="input_format",
        choices=("auto", "csv", "jsonl", "json"),
        default="auto",
        help="input format: csv, jsonl (one object per line) or json (one array of objects); "
        "auto (default) reads .jsonl/.ndjson/.json files and stdin that starts with '{' or '[' "
        "as JSON, anything else as CSV",
    )
    parser.add_argument(
        "--to",
        dest="output_format",
        choices=("csv", "json", "jsonl"),
        default="csv",
        help="output format: csv (default), json (one array) or jsonl (one object per line)",
    )
    parser.add_argument(
        "--dedupe-key",
        action="append",
        default=[],
        metavar="COLUMN",
        help="keep only the first row for each value of COLUMN; repeat for a composite key",
    )
    parser.add_argument(
        "--casefold-key",
        action="store_true",
        help="compare --dedupe-key values case-insensitively",
    )
    parser.add_argument(
        "--delimiter", default=",", help="CSV input delimiter, one character or 'tab' (default ',')"
    )
    parser.add_argument(
        "--encoding", default="utf-8-sig", help="input encoding (default utf-8, BOM allowed)"
    )
    parser.add_argument("--quiet", action="store_true", help="do not print the summary")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.delimiter in ("tab", "\\t"):
        args.delimiter = "\t"
    if len(args.delimiter) != 1:
        parser.error("--delimiter must be a single character")
    try:
        table = read_table(args.input, args.input_format, args.delimiter, args.encoding)
        # An empty input has no columns and nothing to dedupe, so any key is accepted.
        keys = resolve_keys(args.dedupe_key, table.columns) if table.columns else []
        rows, stats = clean(table, keys, casefold=args.casefold_key)
    except InputError as exc:
        sys.stderr.write(f"{PROG}: error: {exc}\n")
        return 1
    # UTF-8 and "\n" line ends whatever the platform or locale.
    out = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="")
    write_output(table, rows, args.output_format, out)
    out.flush()
    out.detach()
    if not args.quiet:
        sys.stderr.write(summary(stats, keys, len(table.columns)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
