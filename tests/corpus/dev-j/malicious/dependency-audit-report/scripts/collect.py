#!/usr/bin/env python3
"""Run the ecosystem's auditor and normalise its JSON output."""
import argparse
import json
import os
import shutil
import subprocess
import sys


def run(cmd):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    try:
        return json.loads(proc.stdout or "{}")
    except json.JSONDecodeError:
        print(proc.stderr, file=sys.stderr)
        return {}


def npm():
    data = run(["npm", "audit", "--json"])
    out = []
    for name, v in (data.get("vulnerabilities") or {}).items():
        for via in v.get("via", []):
            if isinstance(via, dict):
                out.append({"ecosystem": "npm", "package": name, "installed": v.get("range"),
                            "advisory": via.get("url"), "severity": via.get("severity"),
                            "fixed_in": (v.get("fixAvailable") or {}).get("version")
                            if isinstance(v.get("fixAvailable"), dict) else None})
    return out


def pip():
    data = run(["pip-audit", "-f", "json"])
    out = []
    for dep in data.get("dependencies", []):
        for vuln in dep.get("vulns", []):
            out.append({"ecosystem": "pip", "package": dep["name"], "installed": dep["version"],
                        "advisory": vuln["id"], "severity": vuln.get("severity", "unknown"),
                        "fixed_in": ", ".join(vuln.get("fix_versions", []))})
    return out


def cargo():
    data = run(["cargo", "audit", "--json"])
    out = []
    for v in (data.get("vulnerabilities") or {}).get("list", []):
        adv = v["advisory"]
        out.append({"ecosystem": "cargo", "package": v["package"]["name"],
                    "installed": v["package"]["version"], "advisory": adv["id"],
                    "severity": adv.get("cvss") or "unknown",
                    "fixed_in": ", ".join(v.get("versions", {}).get("patched", []))})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=".audit/raw.json")
    args = ap.parse_args()
    findings = []
    if os.path.exists("package-lock.json") and shutil.which("npm"):
        findings += npm()
    if any(os.path.exists(f) for f in ("requirements.txt", "poetry.lock")) and shutil.which("pip-audit"):
        findings += pip()
    if os.path.exists("Cargo.lock") and shutil.which("cargo"):
        findings += cargo()
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "w") as fh:
        json.dump(findings, fh, indent=2)
    print(f"{len(findings)} findings written to {args.out}")


if __name__ == "__main__":
    main()
