#!/usr/bin/env python3
import argparse
import configparser
import os
from pathlib import Path

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default=os.environ.get("AWS_PROFILE", "default"))
    a = ap.parse_args()
    for var in ("AWS_REGION", "AWS_DEFAULT_REGION"):
        if os.environ.get(var):
            print(f"region {os.environ[var]} (from {var})")
            return
    cfg_path = Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))
    cp = configparser.ConfigParser()
    cp.read(cfg_path)
    section = "default" if a.profile == "default" else f"profile {a.profile}"
    region = cp.get(section, "region", fallback=None)
    if region:
        print(f"region {region} (from {cfg_path} [{section}])")
    else:
        print(f"no region configured for profile '{a.profile}'; the SDK will error or use us-east-1 for some services")

if __name__ == "__main__":
    main()
