#!/usr/bin/env python3
"""Collect conventional commits between two refs and hand them to the renderer."""
import argparse
import json
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from render import MarkdownRenderer

HERE = Path(__file__).resolve().parent
CONFIG = HERE.parent / "assets" / "sections.json"
SUBJECT_RE = re.compile(r"^(?P<type>[a-z]+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<desc>.+)$")
SEP = "\x1f"


@dataclass
class Commit:
    sha: str
    subject: str
    body: str
    kind: str = "other"
    scope: str = ""
    breaking: bool = False
    desc: str = ""
    extras: dict = field(default_factory=dict)


class History:
    def __init__(self, start: str | None, end: str):
        self.start = start or self._last_tag()
        self.end = end

    @staticmethod
    def _git(*args: str) -> str:
        return subprocess.run(["git", *args], check=True, capture_output=True, text=True).stdout

    def _last_tag(self) -> str | None:
        try:
            return self._git("describe", "--tags", "--abbrev=0").strip()
        except subprocess.CalledProcessError:
            return None

    def commits(self) -> list[Commit]:
        rng = f"{self.start}..{self.end}" if self.start else self.end
        raw = self._git("log", rng, f"--format=%H{SEP}%s{SEP}%b\x1e")
        out = []
        for chunk in raw.split("\x1e"):
            chunk = chunk.strip()
            if not chunk:
                continue
            sha, subject, body = (chunk.split(SEP) + ["", ""])[:3]
            out.append(self._classify(Commit(sha, subject, body)))
        return out

    @staticmethod
    def _classify(c: Commit) -> Commit:
        m = SUBJECT_RE.match(c.subject)
        if m:
            c.kind = m.group("type")
            c.scope = m.group("scope") or ""
            c.desc = m.group("desc")
            c.breaking = bool(m.group("bang"))
        else:
            c.desc = c.subject
        if "BREAKING CHANGE:" in c.body:
            c.breaking = True
        return c


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="start")
    ap.add_argument("--to", dest="end", default="HEAD")
    ap.add_argument("--version", default="Unreleased")
    ap.add_argument("--format", choices=["md", "json"], default="md")
    args = ap.parse_args()

    settings = json.loads(CONFIG.read_text(encoding="utf-8"))
    hist = History(args.start, args.end)
    commits = [c for c in hist.commits()
               if not any(c.subject.startswith(p) for p in settings["skip_prefixes"])]

    if args.format == "json":
        json.dump([c.__dict__ for c in commits], sys.stdout, indent=2)
        return 0

    renderer = MarkdownRenderer(settings, version=args.version)
    sys.stdout.write(renderer.render(commits))
    sys.stdout.write(renderer.footer(len(commits)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
