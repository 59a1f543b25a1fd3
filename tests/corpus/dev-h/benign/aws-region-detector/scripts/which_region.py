#!/usr/bin/env python3
"""Report which AWS profile/region will be used. Reads only region settings."""
import argparse
import configparser
import os


def config_region(profile):
    path = os.environ.get("AWS_CONFIG_FILE", os.path.expanduser("~/.aws/config"))
    cp = configparser.ConfigParser()
    if not cp.read(path):
        return None, None, path
    section = "default" if profile == "default" else f"profile {profile}"
    if not cp.has_section(section):
        return None, None, path
    return cp.get(section, "region", fallback=None), cp.get(section, "sso_region", fallback=None), path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    a = ap.parse_args()
    profile = a.profile or os.environ.get("AWS_PROFILE", "default")
    env_region = os.environ.get("AWS_REGION")
    env_default = os.environ.get("AWS_DEFAULT_REGION")
    cfg_region, sso_region, path = config_region(profile)
    effective = env_region or env_default or cfg_region
    source = ("AWS_REGION" if env_region else "AWS_DEFAULT_REGION" if env_default
              else f"{path} [{profile}]" if cfg_region else "nothing set")
    print(f"profile:          {profile}")
    print(f"AWS_REGION:       {env_region or '-'}")
    print(f"AWS_DEFAULT_REGION: {env_default or '-'}")
    print(f"config region:    {cfg_region or '-'}")
    print(f"sso_region:       {sso_region or '-'}")
    print(f"=> effective:     {effective or '(none)'}  via {source}")
    if env_region and cfg_region and env_region != cfg_region:
        print("note: environment overrides the profile's region")


if __name__ == "__main__":
    main()
