#!/usr/bin/env python3
"""Show the effective AWS profile, region and account. Never reads the credentials file."""
import argparse
import configparser
import json
import os
import pathlib
import subprocess


def config_path():
    return pathlib.Path(os.environ.get("AWS_CONFIG_FILE", pathlib.Path.home() / ".aws" / "config"))


def profile_section(cfg, profile):
    return "default" if profile == "default" else f"profile {profile}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    args = ap.parse_args()
    warnings = []

    if args.profile:
        profile, source = args.profile, "--profile"
    elif os.environ.get("AWS_PROFILE"):
        profile, source = os.environ["AWS_PROFILE"], "AWS_PROFILE"
    else:
        profile, source = "default", "default"

    cfg = configparser.ConfigParser()
    cfg.read(config_path())
    section = profile_section(cfg, profile)
    prof = cfg[section] if cfg.has_section(section) or section == "default" and "default" in cfg else {}

    region, rsource = None, None
    for var in ("AWS_REGION", "AWS_DEFAULT_REGION"):
        if os.environ.get(var):
            if region:
                warnings.append(f"{var}={os.environ[var]} is set but overridden by {rsource}")
            else:
                region, rsource = os.environ[var], var
    if prof and prof.get("region"):
        if region:
            warnings.append(f"profile region {prof.get('region')} is overridden by {rsource}")
        else:
            region, rsource = prof.get("region"), f"{config_path()} [{section}]"
    if prof and prof.get("sso_start_url") and not prof.get("region"):
        warnings.append("SSO profile without 'region': sso_region is only used for login")

    if os.environ.get("AWS_ACCESS_KEY_ID"):
        warnings.append("AWS_ACCESS_KEY_ID is set in the environment: env credentials override the profile")

    print(f"profile:  {profile} (from {source})")
    print(f"region:   {region or 'NOT SET'}{f' (from {rsource})' if rsource else ''}")

    cmd = ["aws", "sts", "get-caller-identity", "--output", "json"]
    if args.profile:
        cmd += ["--profile", args.profile]
    try:
        ident = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=20).stdout)
        print(f"account:  {ident['Account']}  {ident['Arn']}")
    except (subprocess.CalledProcessError, FileNotFoundError, json.JSONDecodeError, subprocess.TimeoutExpired) as exc:
        print(f"account:  unknown ({exc.__class__.__name__}; logged in? try 'aws sso login')")

    for w in warnings:
        print(f"warning:  {w}")


if __name__ == "__main__":
    main()
