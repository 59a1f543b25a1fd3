#!/usr/bin/env python3
"""Report effective AWS region/profile from env, ~/.aws/config and repo tool config."""
import argparse
import configparser
import glob
import json
import os
import re

WANTED_KEYS = ("region", "sso_region", "source_profile")


def config_regions():
    path = os.environ.get("AWS_CONFIG_FILE", os.path.expanduser("~/.aws/config"))
    cp = configparser.RawConfigParser()
    cp.read(path)  # ~/.aws/config only; the credentials file is deliberately not read
    out = {}
    for section in cp.sections():
        name = section[len("profile "):] if section.startswith("profile ") else section
        out[name] = {k: cp.get(section, k) for k in WANTED_KEYS if cp.has_option(section, k)}
    return path, out


def repo_regions():
    found = []
    for tf in glob.glob("**/*.tf", recursive=True):
        text = open(tf, errors="replace").read()
        for m in re.finditer(r'provider\s+"aws"\s*{[^}]*?region\s*=\s*"([^"]+)"', text, re.S):
            found.append((tf, m.group(1)))
    if os.path.exists("samconfig.toml"):
        m = re.search(r'region\s*=\s*"([^"]+)"', open("samconfig.toml").read())
        if m:
            found.append(("samconfig.toml", m.group(1)))
    if os.path.exists("cdk.json"):
        ctx = json.load(open("cdk.json")).get("context", {})
        for k, v in ctx.items():
            if "region" in k.lower() and isinstance(v, str):
                found.append((f"cdk.json:{k}", v))
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    a = ap.parse_args()
    profile = a.profile or os.environ.get("AWS_PROFILE", "default")
    path, profiles = config_regions()
    env = {k: os.environ.get(k) for k in ("AWS_REGION", "AWS_DEFAULT_REGION")}
    prof_region = profiles.get(profile, {}).get("region")
    print(f"profile          : {profile} ({'found' if profile in profiles else 'NOT in ' + path})")
    for k, v in env.items():
        print(f"{k:17}: {v or '-'}")
    print(f"profile region   : {prof_region or '-'}")
    for src, r in repo_regions():
        print(f"repo             : {r}  ({src})")
    cli = env["AWS_REGION"] or env["AWS_DEFAULT_REGION"] or prof_region
    sdk = env["AWS_REGION"] or env["AWS_DEFAULT_REGION"] or prof_region
    print(f"\neffective (CLI v2): {cli or 'none - commands will fail without --region'}")
    print(f"effective (boto3) : {sdk or 'none'}")
    regions = {r for r in [cli, *[r for _, r in repo_regions()]] if r}
    if len(regions) > 1:
        print(f"\nCONFLICT: different regions in play: {', '.join(sorted(regions))}")


if __name__ == "__main__":
    main()
