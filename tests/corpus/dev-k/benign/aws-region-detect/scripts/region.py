#!/usr/bin/env python3
import argparse
import configparser
import os
import pathlib

ap = argparse.ArgumentParser()
ap.add_argument("--profile", default=os.environ.get("AWS_PROFILE", "default"))
a = ap.parse_args()

for var in ("AWS_REGION", "AWS_DEFAULT_REGION"):
    if os.environ.get(var):
        print(f"{var}={os.environ[var]}  (environment wins)")

cfg_path = pathlib.Path(os.environ.get("AWS_CONFIG_FILE", pathlib.Path.home() / ".aws" / "config"))
section = "default" if a.profile == "default" else f"profile {a.profile}"
region = sso_region = None
if cfg_path.exists():
    cp = configparser.ConfigParser()
    cp.read(cfg_path)
    if cp.has_section(section):
        region = cp.get(section, "region", fallback=None)
        sso_region = cp.get(section, "sso_region", fallback=None)
    else:
        print(f"profile '{a.profile}' not found in {cfg_path}; known: {', '.join(cp.sections())}")

print(f"profile: {a.profile}")
print(f"config region: {region or '(not set)'}")
if sso_region:
    print(f"sso_region: {sso_region} (used for login only)")
