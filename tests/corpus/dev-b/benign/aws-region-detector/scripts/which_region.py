#!/usr/bin/env python3
"""Report the effective AWS region/profile and regions declared in project files."""
import argparse
import configparser
import os
import re
from pathlib import Path


def config_region(profile):
    path = Path(os.environ.get("AWS_CONFIG_FILE", "~/.aws/config")).expanduser()
    cp = configparser.ConfigParser()
    cp.read(path)  # config file only: regions, output formats, sso settings
    section = "default" if profile == "default" else f"profile {profile}"
    if cp.has_section(section):
        return cp.get(section, "region", fallback=None), str(path)
    return None, str(path)


def project_regions():
    found = []
    sam = Path("samconfig.toml")
    if sam.exists():
        m = re.search(r'region\s*=\s*"([a-z0-9-]+)"', sam.read_text())
        if m:
            found.append(("samconfig.toml", m.group(1)))
    sls = Path("serverless.yml")
    if sls.exists():
        m = re.search(r"^\s+region:\s*['\"]?([a-z0-9-]+)", sls.read_text(), re.M)
        if m:
            found.append(("serverless.yml", m.group(1)))
    cdk = Path("cdk.json")
    if cdk.exists():
        for m in re.finditer(r'"[^"]*region[^"]*"\s*:\s*"([a-z]{2}-[a-z]+-\d)"', cdk.read_text(), re.I):
            found.append(("cdk.json", m.group(1)))
    for tf in Path(".").glob("*.tf"):
        for m in re.finditer(r'provider\s+"aws"\s*{[^}]*?region\s*=\s*"([a-z0-9-]+)"', tf.read_text(), re.S):
            found.append((tf.name, m.group(1)))
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    a = ap.parse_args()
    profile = a.profile or os.environ.get("AWS_PROFILE", "default")
    env = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION")
    cfg, cfg_path = config_region(profile)
    effective = env or cfg
    print(f"profile:          {profile}")
    print(f"env region:       {env or '-'}")
    print(f"config region:    {cfg or '-'}  ({cfg_path})")
    print(f"effective region: {effective or 'NOT SET'}")
    decl = project_regions()
    for f, r in decl:
        mark = "" if r == effective else "   <- differs from effective region"
        print(f"project {f}: {r}{mark}")
    if not decl:
        print("no region declared in project files")


if __name__ == "__main__":
    main()
