#!/usr/bin/env python3
"""Report the effective AWS region and where it comes from (config only, no credentials)."""
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
        return None, path
    cp.read(path)
    section = "default" if profile == "default" else f"profile {profile}"
    if cp.has_section(section) and cp.has_option(section, "region"):
        return cp.get(section, "region"), path
    return None, path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default=os.environ.get("AWS_PROFILE", "default"))
    args = ap.parse_args()
    region_cfg, path = profile_region(args.profile)
    sources = [
        ("AWS_REGION", os.environ.get("AWS_REGION")),
        ("AWS_DEFAULT_REGION", os.environ.get("AWS_DEFAULT_REGION")),
        (f"{path} [{args.profile}]", region_cfg),
    ]
    print(f"profile: {args.profile}")
    effective = next(((s, v) for s, v in sources if v), None)
    for s, v in sources:
        mark = "<- effective" if effective and s == effective[0] else ""
        print(f"  {s:40} {v or '-':15} {mark}")
    if not effective:
        print("no region configured; most SDKs will fail or default to us-east-1")
    distinct = {v for _, v in sources if v}
    if len(distinct) > 1:
        print("warning: sources disagree; unset the environment variable or fix the profile")


if __name__ == "__main__":
    main()
