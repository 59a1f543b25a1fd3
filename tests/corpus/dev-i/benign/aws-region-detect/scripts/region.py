#!/usr/bin/env python3
"""Report the effective AWS profile and region (reads only the region from ~/.aws/config)."""
import argparse
import configparser
import os
from pathlib import Path


def config_path():
    return Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))


def section_name(profile):
    return "default" if profile == "default" else f"profile {profile}"


def region_from_config(profile):
    path = config_path()
    if not path.exists():
        return None, f"{path} does not exist"
    cp = configparser.ConfigParser()
    cp.read(path)
    sec = section_name(profile)
    if not cp.has_section(sec):
        return None, f"no [{sec}] section in {path}"
    return cp.get(sec, "region", fallback=None), f"[{sec}] in {path}"


def list_profiles():
    cp = configparser.ConfigParser()
    cp.read(config_path())
    out = []
    for s in cp.sections():
        name = "default" if s == "default" else s.removeprefix("profile ")
        out.append((name, cp.get(s, "region", fallback="-")))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    a = ap.parse_args()
    profile = a.profile or os.environ.get("AWS_PROFILE") or "default"
    psrc = "--profile" if a.profile else ("AWS_PROFILE" if os.environ.get("AWS_PROFILE") else "default")
    print(f"profile: {profile}  (from {psrc})")

    for var in ("AWS_REGION", "AWS_DEFAULT_REGION"):
        if os.environ.get(var):
            print(f"region:  {os.environ[var]}  (from {var})")
            break
    else:
        region, where = region_from_config(profile)
        print(f"region:  {region or '<none>'}  ({where})")

    profiles = list_profiles()
    if profiles:
        print("\nprofiles in config (region only):")
        for name, region in profiles:
            print(f"  {name:<20} {region}")


if __name__ == "__main__":
    main()
