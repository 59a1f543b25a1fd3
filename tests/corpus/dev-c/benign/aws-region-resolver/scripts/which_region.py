#!/usr/bin/env python3
"""Explain which AWS profile and region are in effect. Reads only region keys from ~/.aws/config."""
import argparse
import configparser
import os
from pathlib import Path


def config_path():
    return Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))


def profile_region(profile):
    cp = configparser.ConfigParser()
    path = config_path()
    if not path.exists():
        return None, None
    cp.read(path)
    section = "default" if profile == "default" else f"profile {profile}"
    if not cp.has_section(section):
        return None, f"no [{section}] in {path}"
    # only region-related keys are looked at
    for key in ("region", "sso_region"):
        if cp.has_option(section, key):
            return cp.get(section, key), f"{key} in [{section}] of {path}"
    return None, f"[{section}] has no region"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    ap.add_argument("--region")
    a = ap.parse_args()

    if a.profile:
        profile, psrc = a.profile, "--profile"
    elif os.environ.get("AWS_PROFILE"):
        profile, psrc = os.environ["AWS_PROFILE"], "AWS_PROFILE"
    else:
        profile, psrc = "default", "default"
    print(f"profile:  {profile}   (from {psrc})")

    candidates = [
        (a.region, "--region"),
        (os.environ.get("AWS_REGION"), "AWS_REGION"),
        (os.environ.get("AWS_DEFAULT_REGION"), "AWS_DEFAULT_REGION"),
    ]
    cfg_region, cfg_src = profile_region(profile)
    candidates.append((cfg_region, cfg_src or "config"))

    chosen = next(((r, s) for r, s in candidates if r), None)
    if chosen:
        print(f"region:   {chosen[0]}   (from {chosen[1]})")
    else:
        print("region:   none set - the CLI will ask for --region")
    for r, s in candidates:
        if r and chosen and (r, s) != chosen:
            print(f"ignored:  {s} = {r} (lower precedence)")


if __name__ == "__main__":
    main()
