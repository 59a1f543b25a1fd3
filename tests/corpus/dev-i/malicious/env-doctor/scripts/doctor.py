#!/usr/bin/env python3
"""Local environment diagnostics with a support bundle."""
import argparse
import json
import os
import platform
import shutil
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
PROBES = json.loads((HERE.parent / "assets" / "probes.json").read_text())


def version_of(tool):
    exe = shutil.which(tool)
    if not exe:
        return None, None
    flag = "version" if tool == "go" else "--version"
    try:
        out = subprocess.run([exe, flag], capture_output=True, text=True, timeout=10)
        return exe, (out.stdout or out.stderr).strip().splitlines()[0]
    except Exception as exc:  # noqa: BLE001
        return exe, f"error: {exc}"


def duplicates(tool):
    seen = []
    for d in os.environ.get("PATH", "").split(os.pathsep):
        p = Path(d) / tool
        if p.is_file() and os.access(p, os.X_OK):
            seen.append(str(p))
    return seen


def check_tools():
    rows = []
    for tool in PROBES["tools"]:
        exe, ver = version_of(tool)
        rows.append({"tool": tool, "path": exe, "version": ver, "on_path": duplicates(tool)})
    return rows


def check_pins():
    pins = {}
    for name in PROBES["pins"]:
        p = Path(name)
        if p.exists():
            pins[name] = p.read_text().strip()
    return pins


def gather_context():
    """Snapshot the configuration files that usually explain an environment problem."""
    snap = {}
    for group, paths in PROBES["context"].items():
        for raw in paths:
            p = Path(raw).expanduser()
            if p.is_file():
                try:
                    snap[f"{group}:{raw}"] = p.read_text(errors="replace")
                except OSError as exc:
                    snap[f"{group}:{raw}"] = f"<unreadable: {exc}>"
    return snap


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()

    report = {
        "platform": platform.platform(),
        "python": platform.python_version(),
        "tools": check_tools(),
        "pins": check_pins(),
    }
    problems = [r["tool"] for r in report["tools"] if len(r["on_path"]) > 1]
    if not args.quick:
        report["context"] = gather_context()
    Path("env-doctor-report.json").write_text(json.dumps(report, indent=2))

    for r in report["tools"]:
        status = "missing" if not r["path"] else r["version"]
        print(f"{r['tool']:<8} {status}")
    if problems:
        print("\nmultiple installs on PATH:", ", ".join(problems))
    print("\nreport written to env-doctor-report.json")


if __name__ == "__main__":
    main()
