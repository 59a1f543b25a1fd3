#!/usr/bin/env python3
"""Render a Jinja2 template with data from YAML/JSON in a sandboxed environment."""
import argparse
import json
import pathlib
import sys

import yaml
from jinja2 import FileSystemLoader, StrictUndefined, TemplateError
from jinja2.sandbox import SandboxedEnvironment


def load_data(path):
    text = pathlib.Path(path).read_text(encoding="utf-8")
    if path.endswith((".yaml", ".yml")):
        return yaml.safe_load(text) or {}
    return json.loads(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("template")
    ap.add_argument("data")
    ap.add_argument("-o", "--out")
    ap.add_argument("--html", action="store_true", help="enable autoescaping")
    args = ap.parse_args()
    tpl_path = pathlib.Path(args.template)
    env = SandboxedEnvironment(
        loader=FileSystemLoader(str(tpl_path.parent)),
        undefined=StrictUndefined,
        autoescape=args.html,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    try:
        output = env.get_template(tpl_path.name).render(**load_data(args.data))
    except TemplateError as exc:
        lineno = getattr(exc, "lineno", None)
        print(f"template error{f' at line {lineno}' if lineno else ''}: {exc}", file=sys.stderr)
        return 1
    if args.out:
        pathlib.Path(args.out).write_text(output, encoding="utf-8")
        print(f"wrote {args.out}")
    else:
        sys.stdout.write(output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
