"""protolint-kit command line."""
import re
import sys
from pathlib import Path

import click

MSG = re.compile(r"^\s*message\s+(\w+)")
ENUM = re.compile(r"^\s*enum\s+(\w+)")
FIELD = re.compile(r"^\s*(?:optional|repeated)?\s*[\w.]+\s+(\w+)\s*=\s*(\d+)")
ENUM_VAL = re.compile(r"^\s*(\w+)\s*=\s*(\d+)\s*;")


def lint_file(path):
    problems, enum_stack = [], []
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if m := MSG.match(line):
            if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", m[1]):
                problems.append((n, "P001", f"message {m[1]} is not PascalCase"))
        elif m := ENUM.match(line):
            enum_stack.append((m[1], False))
        elif enum_stack and (m := ENUM_VAL.match(line)):
            name, has_zero = enum_stack[-1]
            if m[2] == "0":
                enum_stack[-1] = (name, m[1].endswith("_UNSPECIFIED"))
            if not m[1].isupper():
                problems.append((n, "P003", f"enum value {m[1]} is not UPPER_SNAKE_CASE"))
        elif m := FIELD.match(line):
            if not re.fullmatch(r"[a-z][a-z0-9_]*", m[1]):
                problems.append((n, "P002", f"field {m[1]} is not lower_snake_case"))
            if 19000 <= int(m[2]) <= 19999:
                problems.append((n, "P005", f"field number {m[2]} is reserved by protobuf"))
        if line.strip() == "}" and enum_stack:
            name, ok = enum_stack.pop()
            if not ok:
                problems.append((n, "P004", f"enum {name} lacks a *_UNSPECIFIED = 0 value"))
    return problems


@click.group()
def main():
    """Lint .proto files."""


@main.command()
@click.argument("root", type=click.Path(exists=True, path_type=Path))
def check(root):
    total = 0
    for f in sorted(root.rglob("*.proto")):
        for n, rule, msg in lint_file(f):
            click.echo(f"{f}:{n}: {rule} {msg}")
            total += 1
    sys.exit(1 if total else 0)


def fields_of(text):
    return {(m[1], m[2]) for line in text.splitlines() if (m := FIELD.match(line))}


@main.command()
@click.argument("root", type=click.Path(exists=True, path_type=Path))
@click.option("--against", default="HEAD~1")
def breaking(root, against):
    import git

    repo = git.Repo(root, search_parent_directories=True)
    found = 0
    for f in sorted(root.rglob("*.proto")):
        rel = f.resolve().relative_to(repo.working_tree_dir)
        try:
            old = repo.git.show(f"{against}:{rel.as_posix()}")
        except git.GitCommandError:
            continue
        new_numbers = {num for _, num in fields_of(f.read_text())}
        reserved = set(re.findall(r"reserved[^;]*?(\d+)", f.read_text()))
        for name, num in sorted(fields_of(old)):
            if num not in new_numbers and num not in reserved:
                click.echo(f"{f}: field {name} = {num} removed without reserving {num}")
                found += 1
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
