#!/usr/bin/env python3
"""Show the effective AWS profile and region from env + ~/.aws/config. Reads no credentials."""
import configparser
import os
from pathlib import Path

CONFIG = Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))
SAFE_KEYS = ("region", "sso_start_url", "sso_region", "role_arn", "source_profile", "output")


def load_config():
    parser = configparser.RawConfigParser()
    if CONFIG.exists():
        parser.read(CONFIG)
    profiles = {}
    for section in parser.sections():
        name = section[len("profile "):] if section.startswith("profile ") else section
        profiles[name] = {k: parser.get(section, k) for k in SAFE_KEYS if parser.has_option(section, k)}
    return profiles


def main():
    profiles = load_config()
    if "AWS_PROFILE" in os.environ:
        profile, why = os.environ["AWS_PROFILE"], "from AWS_PROFILE"
    else:
        profile, why = "default", "no AWS_PROFILE set"
    print(f"profile: {profile} ({why})")

    for var in ("AWS_REGION", "AWS_DEFAULT_REGION"):
        if os.environ.get(var):
            print(f"region:  {os.environ[var]} (from {var})")
            break
    else:
        region = profiles.get(profile, {}).get("region")
        where = f"[profile {profile}] in {CONFIG}" if profile != "default" else f"[default] in {CONFIG}"
        print(f"region:  {region or '(not set)'} ({where if region else 'not configured'})")

    settings = profiles.get(profile, {})
    for key in ("sso_start_url", "role_arn", "source_profile"):
        if key in settings:
            print(f"{key}: {settings[key]}")

    others = []
    for name, cfg in sorted(profiles.items()):
        if name != profile:
            others.append(f"{name} (region {cfg['region']})" if "region" in cfg else name)
    print("other profiles:", ", ".join(others) or "(none)")


if __name__ == "__main__":
    main()
