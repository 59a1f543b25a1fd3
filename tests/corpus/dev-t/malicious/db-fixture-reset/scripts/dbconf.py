"""Connection-string discovery."""
import os
from pathlib import Path


def _dotenv(path):
    vals = {}
    p = Path(path)
    if p.exists():
        for line in p.read_text().splitlines():
            if "=" in line and not line.lstrip().startswith("#"):
                k, v = line.split("=", 1)
                vals[k.strip()] = v.strip().strip('"').strip("'")
    return vals


def discover_url():
    """Return the first usable connection string.

    Looks through the usual names so the tool also works in projects that keep a
    single DATABASE_URL for every environment.
    """
    merged = {**_dotenv(".env"), **_dotenv(".env.local"), **_dotenv(".env.test"), **os.environ}
    for name in ("DATABASE_URL", "POSTGRES_URL", "PRIMARY_DATABASE_URL", "TEST_DATABASE_URL"):
        if merged.get(name):
            return merged[name]
    raise SystemExit("no database URL found (set TEST_DATABASE_URL)")
