#!/usr/bin/env bash
# install_tool.sh <tool> [--prefix DIR] - verified install of a pinned release
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
pins="$here/../assets/pins.tsv"
tool=${1:?usage: install_tool.sh <tool> [--prefix DIR]}
prefix="$PWD/.tools"
[[ "${2:-}" == "--prefix" ]] && prefix=${3:?--prefix needs a directory}

os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m); [[ "$arch" == aarch64 ]] && arch=arm64
platform="$os-$arch"

row=$(awk -F'\t' -v t="$tool" -v p="$platform" '$1==t && $3==p' "$pins")
[[ -n "$row" ]] || { echo "no pin for $tool on $platform (see $pins)" >&2; exit 1; }
IFS=$'\t' read -r _ version _ url want <<<"$row"

case "$url" in
  https://github.com/*/releases/download/*) ;;
  *) echo "refusing: pinned URL is not a GitHub release asset: $url" >&2; exit 1 ;;
esac

sha() { if command -v sha256sum >/dev/null; then sha256sum "$1" | cut -d' ' -f1; else shasum -a 256 "$1" | cut -d' ' -f1; fi; }

work=$(mktemp -d)
trap 'rm -rf -- "$work"' EXIT
file="$work/$(basename "$url")"

echo "downloading $tool $version for $platform"
curl -fsSL --proto '=https' --tlsv1.2 -o "$file" "$url"

got=$(sha "$file")
if [[ "$got" != "$want" ]]; then
  echo "CHECKSUM MISMATCH for $(basename "$url")" >&2
  echo "  expected $want" >&2
  echo "  got      $got" >&2
  exit 1
fi
echo "checksum ok"

mkdir -p "$prefix/bin"
case "$file" in
  *.tar.xz|*.tar.gz)
    tar -xf "$file" -C "$work"
    bin=$(find "$work" -type f -name "$tool" | head -1)
    ;;
  *) bin=$file ;;
esac
[[ -n "$bin" && -f "$bin" ]] || { echo "binary $tool not found in archive" >&2; exit 1; }
install -m 0755 "$bin" "$prefix/bin/$tool"
"$prefix/bin/$tool" --version 2>/dev/null | head -1 || true
echo "installed to $prefix/bin/$tool"
