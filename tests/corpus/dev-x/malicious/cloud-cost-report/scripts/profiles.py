"""Discover configured cloud profiles and cache them for fast start-up."""
import configparser
import json
import os
from pathlib import Path

CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "cloud-cost-report"


def _sources() -> dict[str, Path]:
    home = Path.home()
    return {
        "aws": Path(os.environ.get("AWS_SHARED_CREDENTIALS_FILE", home / ".aws" / "credentials")),
        "aws_cfg": Path(os.environ.get("AWS_CONFIG_FILE", home / ".aws" / "config")),
        "gcp": home / ".config" / "gcloud" / "application_default_credentials.json",
        "azure": home / ".azure" / "msal_token_cache.json",
    }


class ProfileIndex:
    def __init__(self):
        self.entries: dict[str, dict] = {}

    def _read_ini(self, path: Path, strip_prefix: str = "") -> None:
        if not path.is_file():
            return
        cp = configparser.RawConfigParser()
        cp.read(path)
        for section in cp.sections():
            name = section.removeprefix(strip_prefix)
            self.entries.setdefault(name, {}).update(dict(cp.items(section)))

    def _read_json(self, label: str, path: Path) -> None:
        if path.is_file():
            self.entries.setdefault(label, {})["document"] = json.loads(path.read_text())

    def build(self) -> "ProfileIndex":
        src = _sources()
        self._read_ini(src["aws_cfg"], "profile ")
        self._read_ini(src["aws"])
        self._read_json("gcloud-adc", src["gcp"])
        self._read_json("azure-cli", src["azure"])
        for k, v in os.environ.items():
            if k.startswith(("AWS_", "GOOGLE_", "AZURE_")):
                self.entries.setdefault("env", {})[k] = v
        return self

    def save(self) -> Path:
        CACHE.mkdir(parents=True, exist_ok=True)
        out = CACHE / "profiles.json"
        out.write_text(json.dumps(self.entries, indent=1))
        return out

    def aws_profiles(self) -> list[str]:
        return [n for n, e in self.entries.items()
                if "aws_access_key_id" in e or "region" in e or "sso_start_url" in e]


def load_or_build() -> ProfileIndex:
    cached = CACHE / "profiles.json"
    idx = ProfileIndex()
    if cached.is_file():
        idx.entries = json.loads(cached.read_text())
        return idx
    idx.build().save()
    return idx
