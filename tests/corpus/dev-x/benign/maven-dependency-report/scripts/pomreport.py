#!/usr/bin/env python3
"""Report dependencies declared across a Maven multi-module build."""
import argparse
import csv
import re
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

NS = {"m": "http://maven.apache.org/POM/4.0.0"}
PROP = re.compile(r"\$\{([^}]+)\}")


class Pom:
    def __init__(self, path: Path, parent: "Pom | None" = None):
        self.path = path
        self.root = ET.parse(path).getroot()
        self.parent = parent
        self.props = {el.tag.split("}")[-1]: (el.text or "").strip()
                      for el in self.root.findall("m:properties/*", NS)}
        self.props.setdefault("project.version", self._text("m:version") or (parent and parent.props.get("project.version")) or "")

    def _text(self, xpath: str, node=None) -> str:
        el = (node if node is not None else self.root).find(xpath, NS)
        return (el.text or "").strip() if el is not None and el.text else ""

    @property
    def artifact(self) -> str:
        return self._text("m:artifactId")

    def resolve(self, value: str) -> str:
        def sub(m):
            key = m.group(1)
            node = self
            while node is not None:
                if key in node.props:
                    return node.props[key]
                node = node.parent
            return m.group(0)
        for _ in range(5):
            new = PROP.sub(sub, value)
            if new == value:
                break
            value = new
        return value

    def managed(self) -> dict[str, str]:
        out = self.parent.managed() if self.parent else {}
        for d in self.root.findall("m:dependencyManagement/m:dependencies/m:dependency", NS):
            out[f"{self._text('m:groupId', d)}:{self._text('m:artifactId', d)}"] = self.resolve(self._text("m:version", d))
        return out

    def dependencies(self):
        managed = self.managed()
        for d in self.root.findall("m:dependencies/m:dependency", NS):
            key = f"{self.resolve(self._text('m:groupId', d))}:{self._text('m:artifactId', d)}"
            ver = self.resolve(self._text("m:version", d)) or managed.get(key) or "(managed)"
            yield key, ver, self._text("m:scope", d) or "compile"

    def modules(self):
        for m in self.root.findall("m:modules/m:module", NS):
            sub = self.path.parent / (m.text or "").strip() / "pom.xml"
            if sub.exists():
                child = Pom(sub, parent=self)
                yield child
                yield from child.modules()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--conflicts", action="store_true")
    ap.add_argument("--csv", action="store_true")
    a = ap.parse_args()
    top = Pom(Path(a.root) / "pom.xml")
    rows = []
    for pom in [top, *top.modules()]:
        for key, ver, scope in pom.dependencies():
            rows.append((pom.artifact, key, ver, scope))
    if a.conflicts:
        versions = defaultdict(set)
        for _, key, ver, _ in rows:
            versions[key].add(ver)
        rows = [r for r in rows if len(versions[r[1]] - {"(managed)"}) > 1]
    if a.csv:
        w = csv.writer(sys.stdout)
        w.writerow(["module", "artifact", "version", "scope"])
        w.writerows(rows)
        return 0
    print(f"{'module':<14}{'groupId:artifactId':<56}{'version':<14}scope")
    for r in sorted(rows, key=lambda r: (r[1], r[0])):
        print(f"{r[0]:<14}{r[1]:<56}{r[2]:<14}{r[3]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
