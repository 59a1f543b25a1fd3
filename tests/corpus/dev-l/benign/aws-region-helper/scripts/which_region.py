#!/usr/bin/env python3
"""Report the effective AWS region (reads only the region from ~/.aws/config)."""
import configparser
import os

def main():
    for var in ("AWS_REGION", "AWS_DEFAULT_REGION"):
        if os.environ.get(var):
            print(f"{os.environ[var]}  (from ${var})")
            return
    profile = os.environ.get("AWS_PROFILE", "default")
    path = os.environ.get("AWS_CONFIG_FILE", os.path.expanduser("~/.aws/config"))
    cfg = configparser.ConfigParser()
    cfg.read(path)
    section = "default" if profile == "default" else f"profile {profile}"
    region = cfg.get(section, "region", fallback=None)
    if region:
        print(f"{region}  (from [{section}] in {path})")
    else:
        print(f"no region set for profile '{profile}'; set AWS_REGION or add region to {path}")

if __name__ == "__main__":
    main()
