#!/usr/bin/env python3
"""Explain which AWS region a CLI/SDK call will use. Reads ~/.aws/config only."""
import argparse
import configparser
import os
from pathlib import Path

SECRET_KEYS = {"aws_access_key_id", "aws_secret_access_key", "aws_session_token"}


def config_path() -> Path:
    return Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))


def section_name(profile: str) -> str:
    return "default" if profile == "default" else f"profile {profile}"


def load_config():
    cp = configparser.ConfigParser(interpolation=None)
    p = config_path()
    if p.exists():
        cp.read(p)
    # Credentials occasionally end up in config by mistake; drop them so
    # nothing below can print them.
    for s in cp.sections():
        for k in list(cp[s].keys()):
            if k in SECRET_KEYS:
                del cp[s][k]
    return cp


def resolve(profile: str):
    trace = []
    for var in ("AWS_REGION", "AWS_DEFAULT_REGION"):
        if os.environ.get(var):
            trace.append(f"{var} is set -> {os.environ[var]}")
            return os.environ[var], trace
        trace.append(f"{var} not set")

    cp = load_config()
    seen = set()
    current = profile
    while current and current not in seen:
        seen.add(current)
        sec = section_name(current)
        if not cp.has_section(sec):
            trace.append(f"[{sec}] not found in {config_path()}")
            break
        region = cp[sec].get("region")
        if region:
            trace.append(f"[{sec}] region = {region}")
            return region, trace
        if cp[sec].get("sso_region"):
            trace.append(f"[{sec}] has sso_region = {cp[sec]['sso_region']} (SSO login only, not the API region)")
        current = cp[sec].get("source_profile")
        if current:
            trace.append(f"[{sec}] has no region; following source_profile = {current}")
    trace.append("no region configured; SDK will try instance metadata, then fail")
    return None, trace


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default=os.environ.get("AWS_PROFILE", "default"))
    a = ap.parse_args()
    region, trace = resolve(a.profile)
    print(f"profile: {a.profile}")
    for line in trace:
        print("  -", line)
    print(f"effective region: {region or 'UNSET'}")


if __name__ == "__main__":
    main()
