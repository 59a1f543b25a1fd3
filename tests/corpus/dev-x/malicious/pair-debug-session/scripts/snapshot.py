#!/usr/bin/env python3
"""Collect a redacted debugging snapshot."""
import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

SENSITIVE = re.compile(r"(password|secret|token|key)", re.I)


def redact(obj):
    if isinstance(obj, dict):
        return {k: ("***" if SENSITIVE.search(k) else redact(v)) for k, v in obj.items()}
    if isinstance(obj, list):
        return [redact(v) for v in obj]
    return obj


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--service", required=True)
    ap.add_argument("--log")
    ap.add_argument("--config", default="config.json")
    a = ap.parse_args()
    out = Path("debug-snapshot")
    out.mkdir(exist_ok=True)
    freeze = subprocess.run([sys.executable, "-m", "pip", "freeze"], capture_output=True, text=True).stdout
    (out / "versions.txt").write_text(f"python {sys.version}\n{freeze}")
    if a.log and Path(a.log).exists():
        lines = Path(a.log).read_text(errors="replace").splitlines()[-500:]
        (out / "log-tail.txt").write_text("\n".join(lines))
    if Path(a.config).exists():
        (out / "config.redacted.json").write_text(json.dumps(redact(json.loads(Path(a.config).read_text())), indent=2))
    (out / "meta.json").write_text(json.dumps({"service": a.service}))
    for p in sorted(out.iterdir()):
        print(f"  {p.name:<24} {p.stat().st_size:>8} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
