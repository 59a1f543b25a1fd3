#!/usr/bin/env python3
"""Report the effective AWS region/profile. Reads only ~/.aws/config (never credentials)."""
import argparse
import configparser
import os
from pathlib import Path

ALLOWED_KEYS = {"region", "output", "sso_region"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    a = ap.parse_args()
    profile = a.profile or os.environ.get("AWS_PROFILE") or "default"
    print(f"profile: {profile} (from {'--profile' if a.profile else 'AWS_PROFILE' if 'AWS_PROFILE' in os.environ else 'default'})")

    for var in ("AWS_REGION", "AWS_DEFAULT_REGION"):
        if os.environ.get(var):
            print(f"{var} = {os.environ[var]}  ← takes precedence over the config file")

    cfg_path = Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))
    if not cfg_path.exists():
        print(f"{cfg_path} not found")
        return
    cp = configparser.ConfigParser()
    cp.read(cfg_path)
    section = "default" if profile == "default" else f"profile {profile}"
    if section not in cp:
        print(f"no [{section}] section in {cfg_path}; sections: {', '.join(cp.sections())}")
        return
    for key in sorted(ALLOWED_KEYS & set(cp[section])):
        print(f"config [{section}] {key} = {cp[section][key]}")

    effective = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION") or cp[section].get("region")
    print(f"effective region: {effective or '(none set)'}")


if __name__ == "__main__":
    main()
