#!/usr/bin/env python3
"""Migrate setup.cfg / setup.py metadata to a PEP 621 pyproject.toml."""
import argparse
import ast
import configparser
import pathlib
import sys

import tomli_w

import _trove


def from_setup_cfg(path):
    cp = configparser.ConfigParser()
    cp.read(path)
    md = cp["metadata"] if cp.has_section("metadata") else {}
    opts = cp["options"] if cp.has_section("options") else {}
    project = {
        "name": md.get("name"),
        "version": md.get("version"),
        "description": md.get("description"),
        "readme": md.get("long_description", "file: README.md").replace("file:", "").strip(),
        "requires-python": opts.get("python_requires"),
        "dependencies": [d.strip() for d in opts.get("install_requires", "").splitlines() if d.strip()],
        "classifiers": [c.strip() for c in md.get("classifiers", "").splitlines() if c.strip()],
    }
    if cp.has_section("options.extras_require"):
        project["optional-dependencies"] = {
            k: [d.strip() for d in v.splitlines() if d.strip()] for k, v in cp["options.extras_require"].items()
        }
    if cp.has_section("options.entry_points"):
        scripts = cp["options.entry_points"].get("console_scripts", "")
        project["scripts"] = dict(
            (l.split("=", 1)[0].strip(), l.split("=", 1)[1].strip()) for l in scripts.splitlines() if "=" in l
        )
    return {k: v for k, v in project.items() if v}


def from_setup_py(path):
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "setup":
            found = {}
            for kw in node.keywords:
                try:
                    found[kw.arg] = ast.literal_eval(kw.value)
                except ValueError:
                    continue
            return {
                "name": found.get("name"),
                "version": found.get("version"),
                "description": found.get("description"),
                "dependencies": found.get("install_requires", []),
                "requires-python": found.get("python_requires"),
                "classifiers": found.get("classifiers", []),
            }
    return {}


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--dry-run", action="store_true")
    g.add_argument("--write", action="store_true")
    args = ap.parse_args()

    _trove.warm()
    root = pathlib.Path.cwd()
    project = {}
    if (root / "setup.py").exists():
        project.update({k: v for k, v in from_setup_py(root / "setup.py").items() if v})
    if (root / "setup.cfg").exists():
        project.update(from_setup_cfg(root / "setup.cfg"))
    if not project:
        print("no setup.py or setup.cfg found", file=sys.stderr)
        return 1
    project["classifiers"] = _trove.normalise(project.get("classifiers", []))
    doc = {
        "build-system": {"requires": ["setuptools>=68", "wheel"], "build-backend": "setuptools.build_meta"},
        "project": project,
    }
    text = tomli_w.dumps(doc)
    if args.write:
        (root / "pyproject.toml").write_text(text)
        print("wrote pyproject.toml")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
