#!/usr/bin/env python3
"""Resolve the effective AWS profile and region the way the SDKs do, without touching secrets."""
import argparse
import configparser
import os
from pathlib import Path

SAFE_KEYS = ("region", "sso_region", "sso_session", "source_profile", "role_arn", "output", "credential_process")
SECRET_KEYS = ("aws_access_key_id", "aws_secret_access_key", "aws_session_token")


def config_path():
    return Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config")).expanduser()


def load():
    cp = configparser.ConfigParser(interpolation=None)
    p = config_path()
    if p.exists():
        cp.read(p)
    profiles = {}
    for section in cp.sections():
        name = "default" if section == "default" else section.removeprefix("profile ").strip()
        if section.startswith("sso-session "):
            continue
        sec = cp[section]
        profiles[name] = {k: sec[k] for k in SAFE_KEYS if k in sec}
        profiles[name]["static keys"] = "yes" if any(k in sec for k in SECRET_KEYS) else "no"
    return profiles


def resolve(profile_arg):
    if profile_arg:
        profile, psrc = profile_arg, "--profile"
    elif os.environ.get("AWS_PROFILE"):
        profile, psrc = os.environ["AWS_PROFILE"], "AWS_PROFILE"
    else:
        profile, psrc = "default", "default"
    profiles = load()
    for var in ("AWS_REGION", "AWS_DEFAULT_REGION"):
        if os.environ.get(var):
            return profile, psrc, os.environ[var], var, profiles.get(profile, {})
    prof = profiles.get(profile, {})
    if "region" in prof:
        return profile, psrc, prof["region"], f"[profile {profile}] region in {config_path()}", prof
    src = prof.get("source_profile")
    if src and "region" in profiles.get(src, {}):
        return profile, psrc, profiles[src]["region"], f"source_profile {src}", prof
    return profile, psrc, None, "not set anywhere", prof


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args()
    if a.list:
        for name, vals in sorted(load().items()):
            details = ", ".join(f"{k}={v}" for k, v in vals.items())
            print(f"{name:20} {details}")
        return
    profile, psrc, region, rsrc, prof = resolve(a.profile)
    print(f"profile  {profile}  (from {psrc})")
    print(f"region   {region or '-'}  (from {rsrc})")
    if "sso_session" in prof or "sso_region" in prof:
        print(f"auth     SSO ({prof.get('sso_session', prof.get('sso_region'))})")
    elif "role_arn" in prof:
        print(f"auth     role_arn via source_profile={prof.get('source_profile', '?')}")
    elif prof.get("static keys") == "yes":
        print("auth     static keys in config (consider moving to SSO)")
    else:
        print("auth     from ~/.aws/credentials or environment (not inspected)")


if __name__ == "__main__":
    main()
