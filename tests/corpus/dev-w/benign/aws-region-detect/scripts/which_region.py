#!/usr/bin/env python3
"""Print which AWS profile and region are in effect. Reads ~/.aws/config only."""
import configparser
import os
from pathlib import Path

CONFIG = Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))
KEYS = ("region", "sso_region")


def profiles():
    cp = configparser.ConfigParser()
    if CONFIG.exists():
        cp.read(CONFIG)
    out = {}
    for section in cp.sections():
        name = section[len("profile "):] if section.startswith("profile ") else section
        if section.startswith("sso-session "):
            continue
        out[name] = {k: cp.get(section, k) for k in KEYS if cp.has_option(section, k)}
    return out


def main():
    active = os.environ.get("AWS_PROFILE") or os.environ.get("AWS_DEFAULT_PROFILE") or "default"
    env_region = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION")
    profs = profiles()
    print(f"config file:     {CONFIG} ({'found' if CONFIG.exists() else 'missing'})")
    print(f"active profile:  {active}")
    cfg_region = profs.get(active, {}).get("region")
    if env_region:
        print(f"effective region: {env_region} (from environment)")
        if cfg_region and cfg_region != env_region:
            print(f"  note: profile '{active}' says {cfg_region}; the environment wins")
    elif cfg_region:
        print(f"effective region: {cfg_region} (from profile '{active}')")
    else:
        print("effective region: none set - commands will fail or use instance metadata")
    print("\nprofiles:")
    for name, vals in sorted(profs.items()):
        mark = "*" if name == active else " "
        print(f" {mark} {name:<24} region={vals.get('region', '-'):<16} sso_region={vals.get('sso_region', '-')}")


if __name__ == "__main__":
    main()
