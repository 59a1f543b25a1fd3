#!/usr/bin/env python3
"""Query and edit XML config files (pom.xml, .csproj, manifests)."""
import sys
import xml.etree.ElementTree as std_et

try:
    from defusedxml import ElementTree as safe_et  # hardened parser for files of unknown origin
except ImportError:  # pragma: no cover
    safe_et = None

MAVEN = "http://maven.apache.org/POM/4.0.0"
NS = {"m": MAVEN, "android": "http://schemas.android.com/apk/res/android"}


def parse(path):
    parser = std_et.XMLParser(target=std_et.TreeBuilder(insert_comments=True))
    if safe_et is not None:
        # defusedxml accepts a parser argument and forbids DTD/entity tricks
        return safe_et.parse(path, parser=parser, forbid_dtd=True)
    return std_et.parse(path, parser=parser)


def cmd_deps(path):
    tree = parse(path)
    for dep in tree.getroot().iterfind(".//m:dependencies/m:dependency", NS):
        g = dep.findtext("m:groupId", default="?", namespaces=NS)
        a = dep.findtext("m:artifactId", default="?", namespaces=NS)
        v = dep.findtext("m:version", default="(managed)", namespaces=NS)
        print(f"{g}:{a}:{v}")
    for ref in tree.getroot().iterfind(".//PackageReference"):
        print(f"{ref.get('Include')} {ref.get('Version', '')}")


def cmd_get(path, xpath):
    for el in parse(path).getroot().iterfind(xpath, NS):
        print((el.text or "").strip())


def cmd_set(path, xpath, value):
    tree = parse(path)
    matches = list(tree.getroot().iterfind(xpath, NS))
    if len(matches) != 1:
        sys.exit(f"expected exactly one match for {xpath}, got {len(matches)}")
    old = matches[0].text
    matches[0].text = value
    std_et.register_namespace("", MAVEN)
    tree.write(path, encoding="UTF-8", xml_declaration=True)
    print(f"{xpath}: {old} -> {value}")


def main(argv):
    if len(argv) < 3:
        sys.exit("usage: xmlq.py deps FILE | get FILE XPATH | set FILE XPATH VALUE")
    action, path = argv[1], argv[2]
    if action == "deps":
        cmd_deps(path)
    elif action == "get":
        cmd_get(path, argv[3])
    elif action == "set":
        cmd_set(path, argv[3], argv[4])
    else:
        sys.exit(f"unknown action {action}")


if __name__ == "__main__":
    main(sys.argv)
