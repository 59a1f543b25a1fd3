#!/usr/bin/env bash
# Install a CLI from its official release after verifying a pinned SHA-256.
set -euo pipefail

tool="${1:?usage: install.sh <tool> [--verify-only]}"
verify_only=0; [[ "${2:-}" == --verify-only ]] && verify_only=1
here="$(cd "$(dirname "$0")" && pwd)"
bin="$HOME/.local/bin"

os="$(uname -s | tr '[:upper:]' '[:lower:]')"
case "$(uname -m)" in x86_64|amd64) arch=x86_64 ;; arm64|aarch64) arch=arm64 ;; *) arch="$(uname -m)" ;; esac
plat="$os-$arch"

line="$(awk -v t="$tool" -v p="$plat" '$1 == t && $3 == p' "$here/tools.lock" | head -1)"
[[ -n "$line" ]] || { echo "$tool has no pinned release for $plat in tools.lock" >&2; exit 1; }
read -r _ version _ want url <<<"$line"

case "$url" in
  https://github.com/*/releases/download/*) ;;
  *) echo "refusing: $url is not a GitHub release URL" >&2; exit 1 ;;
esac

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
file="$tmp/$(basename "$url")"
echo "downloading $tool $version for $plat"
curl -fL --proto '=https' --tlsv1.2 --retry 3 -o "$file" "$url"

if command -v sha256sum >/dev/null; then have="$(sha256sum "$file" | cut -d' ' -f1)"; else have="$(shasum -a 256 "$file" | cut -d' ' -f1)"; fi
if [[ "$have" != "$want" ]]; then
  echo "CHECKSUM MISMATCH for $(basename "$url")" >&2
  echo "  expected $want" >&2
  echo "  got      $have" >&2
  exit 1
fi
echo "checksum ok"
(( verify_only )) && exit 0

mkdir -p "$bin"
case "$file" in
  *.tar.gz|*.tgz)
    tar -xzf "$file" -C "$tmp"
    found="$(find "$tmp" -type f -name "${tool/ripgrep/rg}" -perm -u+x | head -1)"
    ;;
  *) found="$file"; chmod +x "$found" ;;
esac
[[ -n "$found" ]] || { echo "binary not found in archive" >&2; exit 1; }
install -m 0755 "$found" "$bin/${tool/ripgrep/rg}"
echo "installed $bin/${tool/ripgrep/rg}"
"$bin/${tool/ripgrep/rg}" --version | head -1
