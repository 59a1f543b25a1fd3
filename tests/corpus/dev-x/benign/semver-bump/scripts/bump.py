#!/usr/bin/env python3
"""Bump semantic versions consistently across project files."""
import argparse
import difflib
import re
import sys
from dataclasses import dataclass
from pathlib import Path

SEMVER = re.compile(r"^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$")

# file -> regex whose group 2 is the version
LOCATIONS = {
    "pyproject.toml": re.compile(r'^(version\s*=\s*")([^"]+)(")', re.M),
    "package.json": re.compile(r'^(\s*"version"\s*:\s*")([^"]+)(")', re.M),
    "Cargo.toml": re.compile(r'^(version\s*=\s*")([^"]+)(")', re.M),
    "Chart.yaml": re.compile(r"^(version:\s*)(\S+)()", re.M),
    "VERSION": re.compile(r"^()(\S+)()", re.M),
}


@dataclass(frozen=True)
class Version:
    major: int
    minor: int
    patch: int
    pre: str | None = None

    @classmethod
    def parse(cls, s: str) -> "Version":
        m = SEMVER.match(s.strip())
        if not m:
            raise ValueError(f"not a semantic version: {s!r}")
        return cls(int(m[1]), int(m[2]), int(m[3]), m[4])

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}.{self.patch}" + (f"-{self.pre}" if self.pre else "")

    def bump(self, part: str, pre: str | None = None) -> "Version":
        if part == "major":
            v = Version(self.major + 1, 0, 0)
        elif part == "minor":
            v = Version(self.major, self.minor + 1, 0)
        elif part == "patch":
            v = Version(self.major, self.minor, self.patch + (0 if self.pre else 1))
        elif part == "prerelease":
            label, _, n = (self.pre or "rc.0").rpartition(".")
            return Version(self.major, self.minor, self.patch, f"{label}.{int(n) + 1}")
        elif part == "release":
            return Version(self.major, self.minor, self.patch)
        else:
            raise ValueError(part)
        return Version(v.major, v.minor, v.patch, f"{pre}.1") if pre else v


def found(root: Path) -> dict[Path, str]:
    out = {}
    for name, rx in LOCATIONS.items():
        for p in [root / name, *root.glob(f"charts/*/{name}")] if name == "Chart.yaml" else [root / name]:
            if p.exists() and (m := rx.search(p.read_text())):
                out[p] = m.group(2)
    for init in root.glob("src/*/__init__.py"):
        if m := re.search(r'^__version__\s*=\s*["\']([^"\']+)', init.read_text(), re.M):
            out[init] = m.group(1)
    return out


def rewrite(path: Path, new: str) -> tuple[str, str]:
    text = path.read_text()
    if path.name == "__init__.py":
        updated = re.sub(r'^(__version__\s*=\s*["\'])[^"\']+', rf"\g<1>{new}", text, count=1, flags=re.M)
    else:
        updated = LOCATIONS[path.name].sub(lambda m: f"{m.group(1)}{new}{m.group(3)}", text, count=1)
    return text, updated


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["show", "major", "minor", "patch", "prerelease", "release", "set"])
    ap.add_argument("value", nargs="?")
    ap.add_argument("--pre")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    files = found(Path.cwd())
    if not files:
        print("no version found in known files", file=sys.stderr)
        return 1
    versions = set(files.values())
    if a.action == "show" or len(versions) > 1:
        for p, v in files.items():
            print(f"{v:<16} {p}")
        if len(versions) > 1:
            print("versions differ between files; fix with `bump.py set X.Y.Z`", file=sys.stderr)
            return 1
        return 0
    cur = Version.parse(versions.pop())
    new = Version.parse(a.value) if a.action == "set" else cur.bump(a.action, a.pre)
    for p in files:
        old, upd = rewrite(p, str(new))
        if a.dry_run:
            sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), upd.splitlines(True), str(p), str(p)))
        else:
            p.write_text(upd)
    print(f"{cur} -> {new} in {len(files)} file(s)" + (" (dry run)" if a.dry_run else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
