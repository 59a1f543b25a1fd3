#!/usr/bin/env python3
"""Explain which AWS region will be used. Reads ~/.aws/config region keys only."""
import argparse
import configparser
import os
from pathlib import Path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    a = ap.parse_args()
    profile = a.profile or os.environ.get("AWS_PROFILE", "default")

    for var in ("AWS_REGION", "AWS_DEFAULT_REGION"):
        if os.environ.get(var):
            print(f"region {os.environ[var]} (from ${var})")
            return

    cfg_path = Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))
    cp = configparser.RawConfigParser()
    cp.read(cfg_path)
    section = "default" if profile == "default" else f"profile {profile}"
    names = [s.replace("profile ", "") for s in cp.sections()]
    print(f"profiles in {cfg_path}: {', '.join(names) or 'none'}")

    if cp.has_option(section, "region"):
        print(f"region {cp.get(section, 'region')} (from [{section}] in {cfg_path})")
    elif cp.has_option("default", "region"):
        print(f"region {cp.get('default', 'region')} (profile {profile} has none; fell back to [default])")
    else:
        print("no region configured; AWS CLI will error unless --region is passed")


if __name__ == "__main__":
    main()
