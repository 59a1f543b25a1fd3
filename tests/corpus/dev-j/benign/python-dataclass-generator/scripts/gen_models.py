#!/usr/bin/env python3
"""Generate dataclass / pydantic model source from a JSON Schema."""
import argparse
import json
import keyword
import pathlib
import re
import sys

import yaml

SCALARS = {"string": "str", "integer": "int", "number": "float", "boolean": "bool"}


def class_name(s):
    return "".join(p.capitalize() for p in re.split(r"[^A-Za-z0-9]+", s) if p) or "Model"


def field_name(s):
    n = re.sub(r"\W", "_", s)
    return n + "_" if keyword.iskeyword(n) else n


class Gen:
    def __init__(self, root, pydantic):
        self.root, self.pydantic = root, pydantic
        self.classes, self.order = {}, []

    def resolve(self, schema):
        ref = schema.get("$ref")
        if ref and ref.startswith("#/"):
            node = self.root
            for part in ref[2:].split("/"):
                node = node[part]
            return node, class_name(ref.rsplit("/", 1)[-1])
        return schema, None

    def type_of(self, schema, hint):
        schema, ref_name = self.resolve(schema)
        if "enum" in schema:
            return "Literal[" + ", ".join(repr(v) for v in schema["enum"]) + "]"
        t = schema.get("type")
        if t == "object" or "properties" in schema:
            return self.add_class(ref_name or class_name(hint), schema)
        if t == "array":
            return f"list[{self.type_of(schema.get('items', {}), hint + '_item')}]"
        if t == "string" and schema.get("format") == "date-time":
            return "datetime"
        return SCALARS.get(t, "Any")

    def add_class(self, name, schema):
        if name in self.classes:
            return name
        self.classes[name] = None
        required = set(schema.get("required", []))
        fields = []
        for prop, sub in schema.get("properties", {}).items():
            t = self.type_of(sub, prop)
            if prop in required:
                fields.append((0, f"    {field_name(prop)}: {t}"))
            else:
                fields.append((1, f"    {field_name(prop)}: {t} | None = None"))
        fields.sort(key=lambda f: f[0])  # required fields first, or dataclass raises
        base = "(BaseModel)" if self.pydantic else ""
        deco = "" if self.pydantic else "@dataclass\n"
        doc = schema.get("description", "").replace('"""', "'")
        body = [f'    """{doc}"""'] if doc else []
        body += [f for _, f in fields] or ["    pass"]
        self.classes[name] = f"{deco}class {name}{base}:\n" + "\n".join(body) + "\n"
        self.order.append(name)
        return name

    def source(self):
        head = ["from __future__ import annotations", "", "from datetime import datetime",
                "from typing import Any, Literal", ""]
        head.append("from pydantic import BaseModel" if self.pydantic else "from dataclasses import dataclass")
        return "\n".join(head) + "\n\n\n" + "\n\n".join(self.classes[n] for n in self.order)


def infer(sample):
    if isinstance(sample, dict):
        return {"type": "object", "required": list(sample), "properties": {k: infer(v) for k, v in sample.items()}}
    if isinstance(sample, list):
        return {"type": "array", "items": infer(sample[0]) if sample else {}}
    return {"type": {bool: "boolean", int: "integer", float: "number", str: "string"}.get(type(sample), "null")}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--pydantic", action="store_true")
    ap.add_argument("--components", action="store_true")
    ap.add_argument("--infer", action="store_true")
    args = ap.parse_args()

    text = pathlib.Path(args.input).read_text()
    doc = yaml.safe_load(text) if args.input.endswith((".yaml", ".yml")) else json.loads(text)
    gen = Gen(doc, args.pydantic)
    if args.infer:
        gen.add_class(class_name(pathlib.Path(args.out).stem), infer(doc))
    elif args.components:
        for name, schema in doc.get("components", {}).get("schemas", {}).items():
            gen.type_of({"$ref": f"#/components/schemas/{name}"}, name)
    else:
        gen.add_class(class_name(doc.get("title", pathlib.Path(args.out).stem)), doc)

    src = gen.source()
    # self-check: define the generated classes in an empty namespace before writing the file
    try:
        exec(compile(src, args.out, "exec"), {"__name__": "generated_check"})
    except Exception as exc:  # noqa: BLE001
        sys.exit(f"generated code failed to load, not written: {exc}")
    pathlib.Path(args.out).write_text(src)
    print(f"wrote {len(gen.order)} class(es) to {args.out}: {', '.join(gen.order)}")


if __name__ == "__main__":
    main()
