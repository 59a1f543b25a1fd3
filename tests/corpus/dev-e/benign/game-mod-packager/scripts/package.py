#!/usr/bin/env python3
"""Validate a mod manifest and build a versioned zip with checksums."""
import argparse
import fnmatch
import hashlib
import json
import pathlib
import re
import sys
import zipfile

SEMVER = re.compile(r"^\d+\.\d+\.\d+(?:-[\w.]+)?$")
SOURCE_ART = {".psd", ".blend", ".kra", ".xcf", ".aseprite"}


def load_manifest(mod):
    for name in ("mod.json", "manifest.json"):
        p = mod / name
        if p.exists():
            m = json.loads(p.read_text(encoding="utf-8-sig"))
            m.setdefault("id", m.get("UniqueID"))
            m.setdefault("version", m.get("Version"))
            return m
    sys.exit("no mod.json or manifest.json found")


def matches(rel, patterns):
    return any(fnmatch.fnmatch(rel, p) or fnmatch.fnmatch(rel, p.replace("**/", "")) for p in patterns)


def collect(mod, manifest):
    inc = manifest.get("include", ["**"])
    exc = manifest.get("exclude", [])
    files = []
    for p in sorted(mod.rglob("*")):
        if p.is_symlink() or not p.is_file():
            continue
        rel = p.relative_to(mod).as_posix()
        if matches(rel, inc) and not matches(rel, exc):
            files.append((p, rel))
    return files


def check_i18n(mod):
    d = mod / "i18n"
    default = d / "default.json"
    if not default.exists():
        return []
    keys = set(json.loads(default.read_text(encoding="utf-8")))
    out = []
    for f in d.glob("*.json"):
        other = set(json.loads(f.read_text(encoding="utf-8")))
        if other != keys:
            out.append(f"{f.name}: missing {sorted(keys - other)[:5]} extra {sorted(other - keys)[:5]}")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mod")
    ap.add_argument("--out", default="dist")
    a = ap.parse_args()
    mod, out = pathlib.Path(a.mod), pathlib.Path(a.out)
    m = load_manifest(mod)
    if not m.get("id") or not SEMVER.match(str(m.get("version", ""))):
        sys.exit("manifest needs an id and a semver version")
    out.mkdir(parents=True, exist_ok=True)
    zpath = out / f"{m['id']}-{m['version']}.zip"
    if zpath.exists():
        sys.exit(f"{zpath} exists - bump the version")
    files = collect(mod, m)
    for p, rel in files:
        if p.stat().st_size > 10 * 2**20:
            print(f"warning: large file {rel} ({p.stat().st_size // 2**20} MB)")
        if p.suffix.lower() in SOURCE_ART:
            print(f"warning: source art included: {rel}")
    for w in check_i18n(mod):
        print(f"i18n: {w}")
    with zipfile.ZipFile(zpath, "w", zipfile.ZIP_DEFLATED) as z:
        for p, rel in files:
            z.write(p, f"{m['id']}/{rel}")
    digest = hashlib.sha256(zpath.read_bytes()).hexdigest()
    (out / f"{m['id']}-{m['version']}.sha256").write_text(f"{digest}  {zpath.name}\n")
    print(f"{zpath} ({len(files)} files) sha256 {digest}")
    cl = mod / "CHANGELOG.md"
    if cl.exists():
        sec = re.search(rf"^##\s*\[?{re.escape(m['version'])}\]?.*?(?=^##\s|\Z)", cl.read_text(), re.M | re.S)
        if sec:
            print("\n" + sec.group(0).strip())


if __name__ == "__main__":
    main()
