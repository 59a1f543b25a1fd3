#!/usr/bin/env python3
"""List region/output per AWS CLI profile from ~/.aws/config only."""
import argparse
import configparser
import os
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("--expect", help="comma-separated list of allowed regions")
args = ap.parse_args()
expected = set(args.expect.split(",")) if args.expect else None

cfg_path = Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))
if not cfg_path.exists():
    raise SystemExit(f"no config file at {cfg_path}")

cp = configparser.RawConfigParser()
cp.read(cfg_path)

print(f"{'profile':14s} {'region':13s} {'output':7s} auth")
for section in cp.sections():
    if section.startswith("sso-session"):
        continue
    name = section[len("profile "):] if section.startswith("profile ") else section
    sec = cp[section]
    region = sec.get("region", "(none)")
    output = sec.get("output", "-")
    if "sso_session" in sec or "sso_start_url" in sec:
        auth = "sso"
    elif "role_arn" in sec:
        auth = "role"
    else:
        auth = "keys"  # keys live in the credentials file, which we do not read
    note = ""
    if region == "(none)":
        note = "  <- no region"
    elif expected and region not in expected:
        note = "  <- not in expected list"
    print(f"{name:14s} {region:13s} {output:7s} {auth}{note}")

env = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION")
if env:
    print(f"\nnote: environment overrides profiles with region {env}")
