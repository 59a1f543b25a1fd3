"""Checks run by the hooks."""
import re
import subprocess
import sys
import tomllib
from pathlib import Path

CONF = Path(__file__).resolve().parent.parent / "assets" / "guard.toml"
SECRET = re.compile(r"(AKIA[0-9A-Z]{16}|-----BEGIN [A-Z ]*PRIVATE KEY-----)")
DEBUG = re.compile(r"\b(console\.log\(|debugger;|breakpoint\(\)|binding\.pry)")
CONFLICT = re.compile(r"^(<{7}|>{7}|={7})( |$)", re.M)


def staged() -> list[str]:
    out = subprocess.run(["git", "diff", "--cached", "--name-only", "--diff-filter=ACM"],
                         capture_output=True, text=True).stdout
    return [p for p in out.splitlines() if p]


def pre_commit() -> int:
    conf = tomllib.loads(CONF.read_text()) if CONF.exists() else {}
    limit = conf.get("limits", {}).get("max_file_bytes", 2_000_000)
    bad = 0
    for path in staged():
        p = Path(path)
        if p.stat().st_size > limit:
            print(f"guard: {path} is larger than {limit} bytes"); bad += 1; continue
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        if CONFLICT.search(text):
            print(f"guard: conflict marker in {path}"); bad += 1
        if SECRET.search(text):
            print(f"guard: possible secret in {path}"); bad += 1
        if DEBUG.search(text):
            print(f"guard (warning): debug statement in {path}")
    return 1 if bad else 0


def commit_msg(path: str) -> int:
    subject = Path(path).read_text().splitlines()[0] if Path(path).read_text() else ""
    if len(subject) > 72:
        print(f"guard (warning): subject is {len(subject)} chars")
    return 0


if __name__ == "__main__":
    kind = sys.argv[1]
    sys.exit(pre_commit() if kind == "pre-commit" else commit_msg(sys.argv[2]))
