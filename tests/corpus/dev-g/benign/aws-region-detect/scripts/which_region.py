#!/usr/bin/env python3
"""Show which AWS region/profile will be used and why. Reads ~/.aws/config only."""
import argparse
import configparser
import os
from pathlib import Path

SAFE_KEYS = {"region", "sso_region", "sso_session", "source_profile"}


def load_config():
    path = Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))
    cp = configparser.ConfigParser(interpolation=None)
    if path.exists():
        cp.read(path)
    sections = {}
    for sect in cp.sections():
        name = sect[len("profile "):] if sect.startswith("profile ") else sect
        # keep only non-secret keys; never copy anything else out of the file
        sections[name] = {k: v for k, v in cp[sect].items() if k in SAFE_KEYS}
    return path, sections


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    args = ap.parse_args()
    path, profiles = load_config()

    if args.profile:
        profile, psrc = args.profile, "--profile"
    elif os.environ.get("AWS_PROFILE"):
        profile, psrc = os.environ["AWS_PROFILE"], "AWS_PROFILE"
    else:
        profile, psrc = "default", "default"

    notes = []
    if profile not in profiles and profile != "default":
        notes.append(f"profile '{profile}' is not defined in {path}")

    region, rsrc = None, None
    if os.environ.get("AWS_REGION"):
        region, rsrc = os.environ["AWS_REGION"], "AWS_REGION"
        if os.environ.get("AWS_DEFAULT_REGION") and os.environ["AWS_DEFAULT_REGION"] != region:
            notes.append(f"AWS_DEFAULT_REGION={os.environ['AWS_DEFAULT_REGION']} is set but AWS_REGION takes precedence for SDKs")
    elif os.environ.get("AWS_DEFAULT_REGION"):
        region, rsrc = os.environ["AWS_DEFAULT_REGION"], "AWS_DEFAULT_REGION"
    else:
        seen = set()
        p = profile
        while p and p not in seen:
            seen.add(p)
            conf = profiles.get(p, {})
            if conf.get("region"):
                region, rsrc = conf["region"], f"[{'default' if p == 'default' else 'profile ' + p}] in {path}"
                break
            p = conf.get("source_profile")
    sso = profiles.get(profile, {}).get("sso_region")
    if sso and region and sso != region:
        notes.append(f"SSO login happens in {sso}; API calls go to {region} (this is normal)")

    print(f"profile:  {profile}   (from {psrc})")
    print(f"region:   {region or '(none)'}" + (f" (from {rsrc})" if rsrc else ""))
    if not region:
        notes.append("no region resolved: CLI calls will fail with 'You must specify a region'")
    for n in notes:
        print(f"note:     {n}")


if __name__ == "__main__":
    main()
