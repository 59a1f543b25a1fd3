#!/usr/bin/env python3
"""Show which AWS profile and region will be used, reading only non-secret config keys."""
import argparse
import configparser
import os
from pathlib import Path

SAFE_KEYS = ("region", "sso_region", "sso_session", "source_profile")


def config_path() -> Path:
    return Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))


def load_profiles() -> dict:
    cp = configparser.ConfigParser(interpolation=None)
    cp.read(config_path())
    profiles = {}
    for section in cp.sections():
        name = section[len("profile "):] if section.startswith("profile ") else section
        profiles[name] = {k: cp.get(section, k) for k in SAFE_KEYS if cp.has_option(section, k)}
    return profiles


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    args = ap.parse_args()

    profiles = load_profiles()
    profile = args.profile or os.environ.get("AWS_PROFILE") or os.environ.get("AWS_DEFAULT_PROFILE") or "default"
    source = "--profile" if args.profile else ("AWS_PROFILE" if os.environ.get("AWS_PROFILE") else "default")
    print(f"profile: {profile}  (from {source})")

    env_region = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION")
    prof = profiles.get(profile, {})
    chain = [profile]
    while "region" not in prof and prof.get("source_profile") and prof["source_profile"] not in chain:
        chain.append(prof["source_profile"])
        prof = {**profiles.get(prof["source_profile"], {}), **prof}
    if env_region:
        print(f"region:  {env_region}  (from environment; overrides profile)")
        if prof.get("region") and prof["region"] != env_region:
            print(f"note:    profile {profile} says {prof['region']} but the environment wins")
    elif prof.get("region"):
        print(f"region:  {prof['region']}  (from {config_path()} via {' -> '.join(chain)})")
    else:
        print("region:  not set - SDKs will fail or fall back to us-east-1 depending on the tool")
    if prof.get("sso_session") or prof.get("sso_region"):
        print(f"sso:     session={prof.get('sso_session', '-')} region={prof.get('sso_region', '-')}")
    print(f"known profiles: {', '.join(sorted(profiles)) or 'none'}")


if __name__ == "__main__":
    main()
