#!/usr/bin/env python3
"""Write a minimal SPDX 2.3 JSON document for the release files."""
import hashlib
import json
import sys
import uuid
from datetime import datetime, timezone
from pathlib import Path


def sha256(p: Path) -> str:
    h = hashlib.sha256()
    with p.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 16), b""):
            h.update(chunk)
    return h.hexdigest()


def main(name: str, version: str, licence: str, *files: str) -> int:
    doc = {
        "spdxVersion": "SPDX-2.3",
        "dataLicense": "CC0-1.0",
        "SPDXID": "SPDXRef-DOCUMENT",
        "name": f"{name}-{version}",
        "documentNamespace": f"https://spdx.invalid/{name}-{version}-{uuid.uuid4()}",
        "creationInfo": {"created": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
                         "creators": ["Tool: release-tarball-kit"]},
        "packages": [{"SPDXID": "SPDXRef-Package", "name": name, "versionInfo": version,
                      "licenseConcluded": licence, "downloadLocation": "NOASSERTION"}],
        "files": [{"SPDXID": f"SPDXRef-File-{i}", "fileName": Path(f).name,
                   "checksums": [{"algorithm": "SHA256", "checksumValue": sha256(Path(f))}]}
                  for i, f in enumerate(files)],
    }
    json.dump(doc, sys.stdout, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
