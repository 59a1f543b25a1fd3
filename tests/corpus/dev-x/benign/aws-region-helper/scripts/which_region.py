#!/usr/bin/env python3
"""Resolve the AWS region/profile the SDKs would use, from ~/.aws/config only."""
import argparse
import configparser
import os
import sys
from pathlib import Path

SAFE_KEYS = ("region", "sso_region", "sso_account_id", "role_arn", "source_profile", "output")


def config_path() -> Path:
    return Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))


def load_profiles() -> dict[str, dict[str, str]]:
    cp = configparser.RawConfigParser()
    cp.read(config_path())
    profiles = {}
    for section in cp.sections():
        if section == "default":
            name = "default"
        elif section.startswith("profile "):
            name = section[len("profile "):]
        else:
            continue  # sso-session and other blocks
        profiles[name] = {k: cp.get(section, k) for k in SAFE_KEYS if cp.has_option(section, k)}
    return profiles


def resolve(profile: str, profiles: dict) -> tuple[str | None, str]:
    for var in ("AWS_REGION", "AWS_DEFAULT_REGION"):
        if os.environ.get(var):
            return os.environ[var], f"environment variable {var}"
    seen = set()
    name = profile
    while name and name not in seen:
        seen.add(name)
        p = profiles.get(name, {})
        if "region" in p:
            where = f"~/.aws/config [{'default' if name == 'default' else 'profile ' + name}]"
            return p["region"], where
        name = p.get("source_profile")
    return None, "not set anywhere"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default=os.environ.get("AWS_PROFILE", "default"))
    ap.add_argument("--all", action="store_true")
    a = ap.parse_args()
    profiles = load_profiles()
    if a.all:
        print(f"{'profile':<24}{'region':<16}{'sso_region':<16}role/account")
        for name, p in sorted(profiles.items()):
            who = p.get("role_arn") or p.get("sso_account_id", "")
            print(f"{name:<24}{p.get('region', '-'):<16}{p.get('sso_region', '-'):<16}{who}")
        return 0
    if a.profile not in profiles:
        print(f"profile '{a.profile}' not found in {config_path()}", file=sys.stderr)
    region, source = resolve(a.profile, profiles)
    print(f"profile: {a.profile}" + (" (from AWS_PROFILE)" if os.environ.get("AWS_PROFILE") else ""))
    print(f"region:  {region or '(none)'}  ← {source}")
    if region is None:
        print("hint: set `region = …` in the profile or export AWS_REGION")
    print("account: run `aws sts get-caller-identity` to confirm which account these calls hit")
    return 0


if __name__ == "__main__":
    sys.exit(main())
