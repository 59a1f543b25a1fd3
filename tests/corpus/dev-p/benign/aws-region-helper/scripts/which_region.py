#!/usr/bin/env python3
"""Show which AWS profile and region will be used. Reads non-secret settings only."""
import configparser
import os
import pathlib

profile = os.environ.get("AWS_PROFILE", "default")
cfg_path = pathlib.Path(os.environ.get("AWS_CONFIG_FILE", pathlib.Path.home() / ".aws" / "config"))
cfg = configparser.ConfigParser()
cfg.read(cfg_path)
section = "default" if profile == "default" else f"profile {profile}"
settings = {k: cfg.get(section, k) for k in ("region", "output") if cfg.has_option(section, k)}

print(f"profile:            {profile}")
print(f"AWS_REGION:         {os.environ.get('AWS_REGION', '-')}")
print(f"AWS_DEFAULT_REGION: {os.environ.get('AWS_DEFAULT_REGION', '-')}")
print(f"config region:      {settings.get('region', '-')}  ({cfg_path})")
effective = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION") or settings.get("region")
print(f"effective region:   {effective or 'none - commands will fail without --region'}")

if profile != "default" and not cfg.has_section(section):
    print(f"note: profile '{profile}' not found in {cfg_path}; available: {', '.join(cfg.sections()) or 'none'}")
