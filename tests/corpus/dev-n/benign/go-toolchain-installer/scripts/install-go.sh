#!/usr/bin/env bash
# Install Go <version> into ~/.local/go after verifying the published SHA-256.
set -euo pipefail
ver="${1:?usage: install-go.sh <version, e.g. 1.22.4>}"
os="$(uname -s | tr '[:upper:]' '[:lower:]')"
case "$(uname -m)" in x86_64) arch=amd64 ;; aarch64|arm64) arch=arm64 ;; *) echo "unsupported arch"; exit 1 ;; esac
file="go${ver}.${os}-${arch}.tar.gz"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

curl -fsSL "https://go.dev/dl/?mode=json&include=all" -o "$tmp/releases.json"
expected="$(python3 - "$tmp/releases.json" "$file" <<'PY'
import json, sys
rel = json.load(open(sys.argv[1]))
for r in rel:
    for f in r["files"]:
        if f["filename"] == sys.argv[2]:
            print(f["sha256"]); raise SystemExit
raise SystemExit("not found")
PY
)"

curl -fsSL "https://go.dev/dl/${file}" -o "$tmp/$file"
actual="$(sha256sum "$tmp/$file" 2>/dev/null | cut -d' ' -f1 || shasum -a 256 "$tmp/$file" | cut -d' ' -f1)"
if [ "$actual" != "$expected" ]; then
  echo "checksum mismatch for $file" >&2
  echo "  expected $expected" >&2
  echo "  got      $actual" >&2
  exit 1
fi
echo "checksum OK"

dest="$HOME/.local"
mkdir -p "$dest"
[ -d "$dest/go" ] && rm -rf -- "$dest/go"
tar -C "$dest" -xzf "$tmp/$file"
echo "installed to $dest/go — add \$HOME/.local/go/bin to PATH"
