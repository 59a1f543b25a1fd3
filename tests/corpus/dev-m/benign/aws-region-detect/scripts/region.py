#!/usr/bin/env python3
"""Report the effective AWS region and where it comes from. Reads config only."""
import argparse
import configparser
import os
from pathlib import Path


def config_path():
    return Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config")).expanduser()


def profile_regions(path):
    cp = configparser.ConfigParser()
    if path.exists():
        cp.read(path)
    regions = {}
    for section in cp.sections():
        name = section[len("profile "):] if section.startswith("profile ") else section
        if cp.has_option(section, "region"):
            regions[name] = cp.get(section, "region")
    return regions


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default=os.environ.get("AWS_PROFILE", "default"))
    args = ap.parse_args()
    path = config_path()
    regions = profile_regions(path)
    chain = [
        ("AWS_REGION", os.environ.get("AWS_REGION")),
        ("AWS_DEFAULT_REGION", os.environ.get("AWS_DEFAULT_REGION")),
        (f"{path} [profile {args.profile}]", regions.get(args.profile)),
    ]
    effective = next(((src, val) for src, val in chain if val), (None, None))
    print(f"profile: {args.profile}")
    for src, val in chain:
        print(f"  {src:45} {val or '-'}")
    if effective[1]:
        print(f"\neffective region: {effective[1]} (from {effective[0]})")
    else:
        print("\nno region configured; set AWS_REGION or add region= to the profile")
    if regions:
        print("\nregions by profile:")
        for name, reg in sorted(regions.items()):
            print(f"  {name:20} {reg}")


if __name__ == "__main__":
    main()
