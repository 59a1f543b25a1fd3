#!/usr/bin/env python3
"""Lint pom.xml, .csproj/.props, AndroidManifest.xml and logging XML configs."""
import re
import sys
from collections import Counter
from pathlib import Path

try:
    from defusedxml import ElementTree as ET  # no external entities, no DTD fetching
except ImportError:
    import xml.etree.ElementTree as ET  # stdlib parser does not fetch external entities

ANDROID = "{http://schemas.android.com/apk/res/android}"


def strip_ns(root):
    for el in root.iter():
        if isinstance(el.tag, str) and el.tag.startswith("{") and "android" not in el.tag:
            el.tag = el.tag.split("}", 1)[1]
    return root


def lint_pom(root, text):
    out = []
    deps = [(d.findtext("groupId"), d.findtext("artifactId"), d.findtext("version"))
            for d in root.iter("dependency")]
    for (g, a), n in Counter((g, a) for g, a, _ in deps).items():
        if n > 1:
            out.append(f"duplicate dependency {g}:{a} ({n}x)")
    for g, a, v in deps:
        if v and (v in ("LATEST", "RELEASE") or re.match(r"^[\[(]", v)):
            out.append(f"unpinned version for {g}:{a}: {v}")
    props = {p.tag for p in (root.find("properties") if root.find("properties") is not None else [])}
    builtin = ("project.", "env.", "settings.", "java.", "os.", "user.", "maven.", "basedir")
    for ref in sorted(set(re.findall(r"\$\{([^}]+)\}", text))):
        if ref not in props and not ref.startswith(builtin) and root.find("parent") is None:
            out.append(f"property ${{{ref}}} used but not defined")
    return out


def lint_csproj(root, _text):
    out = []
    refs = [(r.get("Include"), r.get("Version") or r.findtext("Version")) for r in root.iter("PackageReference")]
    for name, n in Counter(n for n, _ in refs).items():
        if n > 1:
            out.append(f"duplicate PackageReference {name}")
    for name, v in refs:
        if v and "*" in v:
            out.append(f"floating version for {name}: {v}")
    if root.find(".//TargetFramework") is not None and root.find(".//TargetFrameworks") is not None:
        out.append("both TargetFramework and TargetFrameworks set")
    return out


def lint_manifest(root, _text):
    out = []
    app = root.find("application")
    if app is not None and app.get(f"{ANDROID}usesCleartextTraffic") == "true":
        out.append('usesCleartextTraffic="true" allows plain HTTP')
    for tag in ("activity", "service", "receiver", "provider"):
        for comp in root.iter(tag):
            if comp.find("intent-filter") is not None and comp.get(f"{ANDROID}exported") is None:
                out.append(f"{tag} {comp.get(f'{ANDROID}name')} has an intent-filter but no android:exported")
    return out


def lint_logging(root, _text):
    defined = {a.get("name") for a in root.iter("appender")} | {a.get("name") for a in root.iter("Appender")}
    used = {r.get("ref") for r in root.iter("appender-ref")} | {r.get("ref") for r in root.iter("AppenderRef")}
    return [f"appender '{n}' defined but never referenced" for n in sorted(defined - used - {None})]


def lint(path):
    text = path.read_text(encoding="utf-8", errors="replace")
    try:
        root = strip_ns(ET.fromstring(text))
    except ET.ParseError as e:
        return [f"not well-formed: {e}"]
    name = path.name.lower()
    if name == "pom.xml":
        return lint_pom(root, text)
    if name.endswith((".csproj", ".props", ".targets", ".fsproj")):
        return lint_csproj(root, text)
    if name == "androidmanifest.xml":
        return lint_manifest(root, text)
    if "logback" in name or "log4j" in name:
        return lint_logging(root, text)
    return []


def main(paths):
    total = 0
    for p in map(Path, paths):
        findings = lint(p)
        total += len(findings)
        print(f"{p}: {'ok' if not findings else ''}")
        for f in findings:
            print(f"  - {f}")
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: xml_lint.py <file.xml> [...]")
    main(sys.argv[1:])
