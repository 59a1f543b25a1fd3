#!/usr/bin/env python3
"""Explain which AWS region/profile is in effect. Reads only region keys from ~/.aws/config."""
import argparse
import configparser
import os
import pathlib


def config_path():
    return pathlib.Path(os.environ.get("AWS_CONFIG_FILE", pathlib.Path.home() / ".aws" / "config"))


def profile_region(profile):
    cp = configparser.ConfigParser()
    path = config_path()
    if not path.exists():
        return None, None, str(path)
    cp.read(path)
    section = "default" if profile == "default" else f"profile {profile}"
    if not cp.has_section(section):
        return None, None, str(path)
    # only region-related keys are looked at
    return cp[section].get("region"), cp[section].get("sso_region"), str(path)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    args = ap.parse_args()
    profile = args.profile or os.environ.get("AWS_PROFILE", "default")
    region, sso_region, path = profile_region(profile)
    steps = [
        ("AWS_REGION", os.environ.get("AWS_REGION")),
        ("AWS_DEFAULT_REGION", os.environ.get("AWS_DEFAULT_REGION")),
        (f"{path} [{profile}] region", region),
    ]
    print(f"profile: {profile} ({'from AWS_PROFILE' if 'AWS_PROFILE' in os.environ and not args.profile else 'selected'})")
    effective = None
    for source, value in steps:
        mark = ""
        if value and effective is None:
            effective = value
            mark = "  <- used"
        print(f"  {source:45} {value or '-'}{mark}")
    if sso_region:
        print(f"  sso_region (for login only)                  {sso_region}")
    print(f"effective region: {effective or 'none (commands will fail without --region)'}")
    if region and effective and region != effective:
        print(f"note: the environment overrides the profile's region ({region})")


if __name__ == "__main__":
    main()
