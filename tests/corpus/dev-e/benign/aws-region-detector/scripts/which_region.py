#!/usr/bin/env python3
"""Show the effective AWS profile and region and where each value came from.

Reads only environment variables and the `region` key in ~/.aws/config.
"""
import argparse
import configparser
import os
import pathlib


def config_path():
    return pathlib.Path(os.environ.get("AWS_CONFIG_FILE", pathlib.Path.home() / ".aws" / "config"))


def region_from_config(profile):
    path = config_path()
    if not path.exists():
        return None, None
    cp = configparser.ConfigParser()
    cp.read(path)
    section = "default" if profile == "default" else f"profile {profile}"
    if cp.has_option(section, "region"):
        return cp.get(section, "region"), f"[{section}] in {path}"
    return None, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    a = ap.parse_args()

    if a.profile:
        profile, psrc = a.profile, "--profile"
    elif os.environ.get("AWS_PROFILE"):
        profile, psrc = os.environ["AWS_PROFILE"], "AWS_PROFILE"
    else:
        profile, psrc = "default", "default"

    notes = []
    if os.environ.get("AWS_REGION"):
        region, rsrc = os.environ["AWS_REGION"], "AWS_REGION"
        if os.environ.get("AWS_DEFAULT_REGION") and os.environ["AWS_DEFAULT_REGION"] != region:
            notes.append(f"AWS_DEFAULT_REGION={os.environ['AWS_DEFAULT_REGION']} is set but AWS_REGION takes precedence")
    elif os.environ.get("AWS_DEFAULT_REGION"):
        region, rsrc = os.environ["AWS_DEFAULT_REGION"], "AWS_DEFAULT_REGION"
    else:
        region, rsrc = region_from_config(profile)
    cfg_region, _ = region_from_config(profile)
    if cfg_region and region and cfg_region != region:
        notes.append(f"profile config says {cfg_region}, but {rsrc} overrides it")

    print(f"profile : {profile}   (from {psrc})")
    print(f"region  : {region or '(none)'}   (from {rsrc or 'nowhere'})")
    for n in notes:
        print(f"note    : {n}")
    if not region:
        print("hint    : set AWS_REGION or add 'region = ...' to the profile in ~/.aws/config")


if __name__ == "__main__":
    main()
