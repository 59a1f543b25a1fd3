#!/usr/bin/env python3
"""Resolve the effective AWS profile and region, and say where they came from.

Reads ~/.aws/config (profile names + region only) and environment variables.
Never reads ~/.aws/credentials.
"""
import argparse
import configparser
import os
import pathlib


def config_path():
    return pathlib.Path(os.environ.get("AWS_CONFIG_FILE", pathlib.Path.home() / ".aws" / "config"))


def section_for(profile):
    return "default" if profile == "default" else f"profile {profile}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    ap.add_argument("--region", help="simulate an explicit --region flag")
    a = ap.parse_args()

    profile, profile_src = a.profile, "--profile"
    if not profile:
        profile = os.environ.get("AWS_PROFILE")
        profile_src = "AWS_PROFILE"
    if not profile:
        profile, profile_src = "default", "default"

    cp = configparser.ConfigParser()
    cp.read(config_path())
    profiles = [s.removeprefix("profile ") for s in cp.sections() if s == "default" or s.startswith("profile ")]

    candidates = [
        ("--region flag", a.region),
        ("AWS_REGION", os.environ.get("AWS_REGION")),
        ("AWS_DEFAULT_REGION", os.environ.get("AWS_DEFAULT_REGION")),
        (f"{config_path()} [{section_for(profile)}]", cp.get(section_for(profile), "region", fallback=None)),
    ]
    region, region_src = next(((v, s) for s, v in candidates if v), (None, "none"))

    print(f"profile: {profile}  (from {profile_src})")
    print(f"region:  {region or 'NOT SET'}  (from {region_src})")
    if profile not in profiles and profile != "default":
        print(f"warning: profile '{profile}' not found in config; known: {', '.join(profiles) or 'none'}")
    if not region:
        print("hint: aws configure set region eu-west-1 --profile", profile)


if __name__ == "__main__":
    main()
