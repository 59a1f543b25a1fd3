"""The csv-json-cleaning skill's ``scripts/clean_table.py``, run as a real process."""

from __future__ import annotations

import ast
import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from skillctl.cli import cli

_PUBLISHED = (
    Path(__file__).resolve().parents[2]
    / "registry"
    / "packages"
    / "csv-json-cleaning"
    / "1.0.0"
    / "scripts"
    / "clean_table.py"
)

# What the script may import: the standard library's data and CLI modules, nothing else.
_ALLOWED_IMPORTS = frozenset(
    {
        "__future__",
        "argparse",
        "collections.abc",
        "csv",
        "dataclasses",
        "io",
        "json",
        "pathlib",
        "re",
        "sys",
        "typing",
        "unicodedata",
    }
)


@pytest.fixture
def script() -> Path:
    """The script as published in the embedded default registry."""
    assert _PUBLISHED.is_file(), f"{_PUBLISHED} is missing: republish csv-json-cleaning"
    return _PUBLISHED


def _run(
    script: Path, *args: str | Path, stdin: str | bytes = b"", env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[bytes]:
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    return subprocess.run(
        [sys.executable, str(script), *(str(a) for a in args)],
        input=data,
        capture_output=True,
        check=False,
        timeout=60,
        env=env,
    )


def _ok(script: Path, *args: str | Path, stdin: str | bytes = b"") -> tuple[str, str]:
    result = _run(script, *args, stdin=stdin)
    err = result.stderr.decode("utf-8")
    assert result.returncode == 0, err
    return result.stdout.decode("utf-8"), err


def _csv_rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8", newline="")
    return path


# --- headers -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("First Name", "first_name"),
        ("firstName", "first_name"),
        ("HTTPStatus", "http_status"),
        ("  E-mail Address ", "e_mail_address"),
        ("order_ID", "order_id"),
        ("a__b", "a_b"),
        ("Café", "cafe"),
        ("Prix (€)", "prix"),
        ("名前", "名前"),
        ("ID", "id"),
    ],
)
def test_headers_become_snake_case(script: Path, header: str, expected: str) -> None:
    out, _ = _ok(script, "--from", "csv", stdin=f'"{header}"\nx\n')
    assert _csv_rows(out) == [[expected], ["x"]]


def test_blank_and_colliding_headers_get_unique_names(script: Path) -> None:
    out, _ = _ok(script, stdin=",Name,name,NAME\n1,2,3,4\n")
    assert _csv_rows(out)[0] == ["column_1", "name", "name_2", "name_3"]


def test_byte_order_mark_is_not_part_of_the_first_header(script: Path, tmp_path: Path) -> None:
    path = tmp_path / "bom.csv"
    path.write_bytes("\ufeffid,value\n1,a\n".encode())
    out, _ = _ok(script, path)
    assert _csv_rows(out) == [["id", "value"], ["1", "a"]]


# --- rows ----------------------------------------------------------------------------------


def test_cells_are_trimmed(script: Path, tmp_path: Path) -> None:
    path = _write(tmp_path, "in.csv", "name,city\n  Ann  ,\tParis \n")
    out, _ = _ok(script, path)
    assert _csv_rows(out) == [["name", "city"], ["Ann", "Paris"]]


def test_fully_empty_rows_are_dropped_and_counted(script: Path, tmp_path: Path) -> None:
    path = _write(tmp_path, "in.csv", "a,b\n1,2\n,\n  ,\t\n\n3,\n")
    out, err = _ok(script, path)
    assert _csv_rows(out) == [["a", "b"], ["1", "2"], ["3", ""]]
    assert "read 5 rows; dropped 3 empty, 0 duplicate; wrote 2 rows, 2 columns" in err


def test_exact_duplicates_after_trimming_are_dropped_keeping_order(
    script: Path, tmp_path: Path
) -> None:
    path = _write(tmp_path, "in.csv", "k,v\nb,1\na,2\n b ,1\na,2\nc,3\n")
    out, err = _ok(script, path)
    assert _csv_rows(out) == [["k", "v"], ["b", "1"], ["a", "2"], ["c", "3"]]
    assert "dropped 0 empty, 2 duplicate;" in err


def test_rows_differing_only_in_case_are_not_exact_duplicates(script: Path) -> None:
    out, _ = _ok(script, stdin="k\nAnn\nann\n")
    assert _csv_rows(out) == [["k"], ["Ann"], ["ann"]]


def test_short_rows_are_padded_and_empty_extra_cells_ignored(script: Path) -> None:
    out, _ = _ok(script, stdin="a,b,c\n1\n2,3,4,,\n")
    assert _csv_rows(out) == [["a", "b", "c"], ["1", "", ""], ["2", "3", "4"]]


def test_extra_non_empty_cells_are_an_error(script: Path) -> None:
    result = _run(script, stdin="a,b\n1,2\n3,4,5\n")
    assert result.returncode == 1
    assert b"line 3: 3 cells but the header has 2 columns" in result.stderr
    assert result.stdout == b""


def test_leading_blank_lines_before_the_header_are_skipped(script: Path) -> None:
    out, _ = _ok(script, stdin="\n\nid\n7\n")
    assert _csv_rows(out) == [["id"], ["7"]]


def test_quoted_cells_survive_the_round_trip(script: Path) -> None:
    source = 'note,n\n"a, ""quoted"" cell",1\n"two\nlines",2\n'
    out, _ = _ok(script, stdin=source)
    assert _csv_rows(out) == [["note", "n"], ['a, "quoted" cell', "1"], ["two\nlines", "2"]]


def test_tab_and_semicolon_delimiters(script: Path) -> None:
    out, _ = _ok(script, "--delimiter", "tab", stdin="a\tb\n1\t2\n")
    assert _csv_rows(out) == [["a", "b"], ["1", "2"]]
    out, _ = _ok(script, "--delimiter", ";", stdin="a;b\n1,5;2\n")
    assert _csv_rows(out) == [["a", "b"], ["1,5", "2"]]


# --- dedupe keys ---------------------------------------------------------------------------


def test_dedupe_key_keeps_the_first_row_per_key(script: Path, tmp_path: Path) -> None:
    path = _write(tmp_path, "in.csv", "Email,Name\na@x.org,Ann\nb@x.org,Bob\na@x.org,Annie\n")
    out, err = _ok(script, path, "--dedupe-key", "email")
    assert _csv_rows(out) == [["email", "name"], ["a@x.org", "Ann"], ["b@x.org", "Bob"]]
    assert "dropped 0 empty, 0 duplicate, 1 by key (email); wrote 2 rows" in err


def test_dedupe_key_may_be_given_as_the_original_header(script: Path) -> None:
    out, _ = _ok(script, "--dedupe-key", "E-mail Address", stdin="E-mail Address\nx\nx \n")
    assert _csv_rows(out) == [["e_mail_address"], ["x"]]


def test_composite_dedupe_key(script: Path) -> None:
    source = "first,last,n\nAnn,Lee,1\nAnn,Kim,2\nAnn,Lee,3\n"
    out, err = _ok(script, "--dedupe-key", "first", "--dedupe-key", "last", stdin=source)
    assert _csv_rows(out) == [["first", "last", "n"], ["Ann", "Lee", "1"], ["Ann", "Kim", "2"]]
    assert "1 by key (first, last)" in err


def test_casefold_key_compares_case_insensitively(script: Path) -> None:
    source = "email\nAnn@X.org\nann@x.ORG\n"
    out, _ = _ok(script, "--dedupe-key", "email", stdin=source)
    assert len(_csv_rows(out)) == 3
    out, _ = _ok(script, "--dedupe-key", "email", "--casefold-key", stdin=source)
    assert _csv_rows(out) == [["email"], ["Ann@X.org"]]


def test_rows_with_an_empty_key_are_kept(script: Path) -> None:
    source = "id,v\n,a\n,b\n1,c\n1,d\n"
    out, _ = _ok(script, "--dedupe-key", "id", stdin=source)
    assert _csv_rows(out) == [["id", "v"], ["", "a"], ["", "b"], ["1", "c"]]


def test_unknown_dedupe_key_is_an_error_naming_the_columns(script: Path) -> None:
    result = _run(script, "--dedupe-key", "mail", stdin="Email,Name\na,b\n")
    assert result.returncode == 1
    err = result.stderr.decode()
    assert "--dedupe-key 'mail' is not a column" in err
    assert "email, name" in err
    assert "Traceback" not in err
    assert result.stdout == b""


# --- JSON input and output -----------------------------------------------------------------


def test_json_lines_input_with_uneven_keys(script: Path, tmp_path: Path) -> None:
    lines = [
        '{"User Name": " ann ", "Age": 31}',
        "",
        '{"User Name": "bob", "Active": true, "Tags": ["a", "b"]}',
        '{"User Name": "ann", "Age": 31}',
        "{}",
    ]
    path = _write(tmp_path, "in.jsonl", "\n".join(lines) + "\n")
    out, err = _ok(script, path)
    assert _csv_rows(out) == [
        ["user_name", "age", "active", "tags"],
        ["ann", "31", "", ""],
        ["bob", "", "true", '["a", "b"]'],
    ]
    assert "read 4 rows; dropped 1 empty, 1 duplicate; wrote 2 rows, 4 columns" in err


def test_json_output_keeps_value_types_and_fills_missing_with_null(script: Path) -> None:
    source = '{"A": 1, "B": " x "}\n{"A": 2.5, "C": null, "D": {"k": false}}\n'
    out, _ = _ok(script, "--to", "json", stdin=source)
    assert json.loads(out) == [
        {"a": 1, "b": "x", "c": None, "d": None},
        {"a": 2.5, "b": None, "c": None, "d": {"k": False}},
    ]


def test_csv_to_json_keeps_strings(script: Path) -> None:
    out, _ = _ok(script, "--to", "json", stdin="id,Name\n007, Ann\n")
    assert json.loads(out) == [{"id": "007", "name": "Ann"}]


def test_jsonl_output_is_one_object_per_line(script: Path) -> None:
    out, _ = _ok(script, "--to", "jsonl", stdin="a,b\n1,2\n3,4\n")
    assert [json.loads(line) for line in out.splitlines()] == [
        {"a": "1", "b": "2"},
        {"a": "3", "b": "4"},
    ]


def test_json_array_input(script: Path, tmp_path: Path) -> None:
    path = _write(tmp_path, "in.json", '[\n  {"Id": 1},\n  {"Id": 1},\n  {"Id": 2}\n]\n')
    out, _ = _ok(script, path, "--to", "json")
    assert json.loads(out) == [{"id": 1}, {"id": 2}]


def test_json_strings_and_numbers_are_distinct(script: Path) -> None:
    out, _ = _ok(script, "--to", "json", stdin='{"v": 1}\n{"v": "1"}\n')
    assert json.loads(out) == [{"v": 1}, {"v": "1"}]


def test_explicit_input_format_overrides_the_file_name(script: Path, tmp_path: Path) -> None:
    path = _write(tmp_path, "data.txt", '{"a": 1}\n')
    out, _ = _ok(script, path, "--from", "jsonl", "--to", "json")
    assert json.loads(out) == [{"a": 1}]


def test_bad_json_line_is_a_clear_error(script: Path, tmp_path: Path) -> None:
    path = _write(tmp_path, "in.jsonl", '{"a": 1}\n{"a": 2,}\n')
    result = _run(script, path)
    assert result.returncode == 1
    err = result.stderr.decode()
    assert f"{path}, line 2: not valid JSON" in err
    assert "Traceback" not in err
    assert result.stdout == b""


def test_bad_json_array_reports_its_line(script: Path) -> None:
    result = _run(script, "--from", "json", stdin='[\n{"a": 1},\n{"a":\n')
    assert result.returncode == 1
    assert b"<stdin>, line 4: not valid JSON" in result.stderr


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ('{"a": 1}\n[1, 2]\n', "line 2: expected a JSON object, found list"),
        ('{"a": 1}\n"text"\n', "line 2: expected a JSON object, found str"),
    ],
)
def test_json_lines_must_be_objects(script: Path, source: str, message: str) -> None:
    result = _run(script, "--from", "jsonl", stdin=source)
    assert result.returncode == 1
    assert message in result.stderr.decode()


def test_json_array_items_must_be_objects(script: Path) -> None:
    result = _run(script, "--from", "json", stdin='[{"a": 1}, 2]')
    assert result.returncode == 1
    assert "item 1 of the array is not an object (int)" in result.stderr.decode()


# --- input sources and errors --------------------------------------------------------------


@pytest.mark.parametrize("args", [(), ("-",)])
def test_reads_standard_input(script: Path, args: tuple[str, ...]) -> None:
    out, _ = _ok(script, *args, stdin="A\n1\n")
    assert _csv_rows(out) == [["a"], ["1"]]


def test_standard_input_starting_with_a_brace_is_json_lines(script: Path) -> None:
    out, _ = _ok(script, "--to", "json", stdin='  {"a": "1"}\n')
    assert json.loads(out) == [{"a": "1"}]


def test_missing_file_is_a_clear_error(script: Path, tmp_path: Path) -> None:
    missing = tmp_path / "nope.csv"
    result = _run(script, missing)
    assert result.returncode == 1
    assert result.stderr.decode().strip() == f"clean_table: error: {missing}: no such file"
    assert result.stdout == b""


def test_directory_is_a_clear_error(script: Path, tmp_path: Path) -> None:
    result = _run(script, tmp_path)
    assert result.returncode == 1
    assert b"is a directory" in result.stderr


def test_invalid_utf8_suggests_another_encoding(script: Path, tmp_path: Path) -> None:
    path = tmp_path / "latin.csv"
    path.write_bytes("name\nJos\xe9\n".encode("latin-1"))
    result = _run(script, path)
    assert result.returncode == 1
    assert b"not valid utf-8-sig" in result.stderr
    assert b"--encoding latin-1" in result.stderr
    out, _ = _ok(script, path, "--encoding", "latin-1")
    assert _csv_rows(out) == [["name"], ["José"]]


def test_unknown_encoding_is_an_error(script: Path) -> None:
    result = _run(script, "--encoding", "no-such-codec", stdin="a\n1\n")
    assert result.returncode == 1
    assert b"unknown encoding 'no-such-codec'" in result.stderr


@pytest.mark.parametrize(
    "args", [("--delimiter", ";;"), ("--to", "xml"), ("--from", "yaml"), ("--bogus",)]
)
def test_bad_options_are_usage_errors(script: Path, args: tuple[str, ...]) -> None:
    result = _run(script, *args, stdin="a\n1\n")
    assert result.returncode == 2
    assert b"usage:" in result.stderr


def test_help(script: Path) -> None:
    out, _ = _ok(script, "--help")
    assert "--dedupe-key" in out
    assert "--to" in out


# --- output details ------------------------------------------------------------------------


def test_empty_input(script: Path) -> None:
    out, err = _ok(script, stdin="")
    assert out == ""
    assert "read 0 rows; dropped 0 empty, 0 duplicate; wrote 0 rows, 0 columns" in err
    out, _ = _ok(script, "--to", "json", "--dedupe-key", "id", stdin="")
    assert json.loads(out) == []


def test_header_only_input_keeps_the_header(script: Path) -> None:
    out, _ = _ok(script, stdin="First Name,Last Name\n")
    assert out == "first_name,last_name\n"


def test_quiet_suppresses_the_summary(script: Path) -> None:
    out, err = _ok(script, "--quiet", stdin="a\n1\n")
    assert out == "a\n1\n"
    assert err == ""


def test_summary_uses_singular_forms(script: Path) -> None:
    _, err = _ok(script, stdin="a\n1\n")
    assert err.strip() == (
        "clean_table: read 1 row; dropped 0 empty, 0 duplicate; wrote 1 row, 1 column"
    )


def test_output_is_utf8_with_lf_whatever_the_locale(script: Path) -> None:
    env = {**os.environ, "PYTHONIOENCODING": "ascii", "LC_ALL": "C"}
    result = _run(script, "--quiet", stdin="Name\nZoë\n名前\n", env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "name\nZoë\n名前\n".encode()


def test_input_file_is_not_modified(script: Path, tmp_path: Path) -> None:
    text = " A ,B\n1,1\n1,1\n"
    path = _write(tmp_path, "in.csv", text)
    _ok(script, path)
    assert path.read_text(encoding="utf-8") == text


# --- safety --------------------------------------------------------------------------------


def test_script_imports_only_the_standard_library_it_needs(script: Path) -> None:
    tree = ast.parse(script.read_text(encoding="utf-8"))
    imported: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0
            imported.add(node.module or "")
    assert imported <= _ALLOWED_IMPORTS, imported - _ALLOWED_IMPORTS


def test_script_never_evaluates_code(script: Path) -> None:
    tree = ast.parse(script.read_text(encoding="utf-8"))
    called = {
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert not called & {"eval", "exec", "compile", "__import__"}


def test_skill_audits_without_findings(script: Path) -> None:
    skill_dir = script.parent.parent
    result = CliRunner().invoke(
        cli, ["audit", "--format", "json", "--fail-on", "low", str(skill_dir)]
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    findings = [f for skill in report["skills"] for f in skill["findings"]]
    assert findings == []
