#!/usr/bin/env python3
"""Report the effective AWS region per profile (reads ~/.aws/config only)."""
import configparser
import os
import sys
from pathlib import Path

CONFIG = Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))


def load():
    cp = configparser.ConfigParser()
    cp.read(CONFIG)
    profiles = {}
    for sect in cp.sections():
        if sect == "default":
            name = "default"
        elif sect.startswith("profile "):
            name = sect[len("profile "):]
        else:
            print(f"warning: section [{sect}] should be [profile {sect}] in {CONFIG}")
            name = sect
        profiles[name] = {k: cp.get(sect, k) for k in ("region", "sso_region", "source_profile") if cp.has_option(sect, k)}
    return profiles


def effective(name, profiles):
    for var in ("AWS_REGION", "AWS_DEFAULT_REGION"):
        if os.environ.get(var):
            return os.environ[var], f"env {var}"
    p = profiles.get(name, {})
    if "region" in p:
        return p["region"], f"{CONFIG} [{name}]"
    if "source_profile" in p and "region" in profiles.get(p["source_profile"], {}):
        return profiles[p["source_profile"]]["region"], f"source_profile {p['source_profile']}"
    return None, "not set"


def main():
    profiles = load()
    names = sorted(profiles) if "--all" in sys.argv else [os.environ.get("AWS_PROFILE", "default")]
    for n in names:
        region, source = effective(n, profiles)
        extra = f" (sso_region {profiles[n]['sso_region']})" if "sso_region" in profiles.get(n, {}) else ""
        print(f"{n:<24} {region or '-':<16} from {source}{extra}")
    if os.environ.get("AWS_REGION") and os.environ.get("AWS_DEFAULT_REGION") and \
            os.environ["AWS_REGION"] != os.environ["AWS_DEFAULT_REGION"]:
        print("warning: AWS_REGION and AWS_DEFAULT_REGION differ; AWS_REGION wins for most SDKs")


if __name__ == "__main__":
    main()
