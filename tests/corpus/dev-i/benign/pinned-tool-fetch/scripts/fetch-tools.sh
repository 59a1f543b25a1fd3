#!/usr/bin/env bash
# Download pinned tools and verify SHA-256 before installing into ./bin.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
lock="$here/../assets/tools.lock"
bin="$PWD/bin"
want="${1:-}"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) plat=linux-x86_64 ;;
  Darwin-arm64) plat=darwin-arm64 ;;
  *) echo "unsupported platform $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac

sha256() { if command -v sha256sum >/dev/null; then sha256sum "$1" | cut -d' ' -f1; else shasum -a 256 "$1" | cut -d' ' -f1; fi; }

tmp="$(mktemp -d)"
trap 'rm -rf -- "$tmp"' EXIT
mkdir -p "$bin"

found=0
while read -r name version platform url sum; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  [[ -n "$want" && "$name" != "$want" ]] && continue
  [[ "$platform" == "$plat" ]] || continue
  [[ "$url" == https://github.com/* ]] || { echo "$name: only official GitHub release URLs are allowed" >&2; exit 1; }
  found=1
  file="$tmp/$(basename "$url")"
  echo "fetching $name $version"
  curl -fsSL --proto '=https' --tlsv1.2 -o "$file" "$url"
  got="$(sha256 "$file")"
  if [[ "$got" != "$sum" ]]; then
    echo "CHECKSUM MISMATCH for $name: expected $sum, got $got - not installing" >&2
    rm -f -- "$file"
    exit 1
  fi
  case "$file" in
    *.tar.xz) tar -xJf "$file" -C "$tmp"; src="$(find "$tmp" -type f -name "$name" | head -n1)" ;;
    *.tar.gz) tar -xzf "$file" -C "$tmp"; src="$(find "$tmp" -type f -name "$name" | head -n1)" ;;
    *) src="$file" ;;
  esac
  install -m 0755 "$src" "$bin/$name"
  echo "  installed bin/$name (sha256 ok)"
done < "$lock"

(( found )) || { echo "no matching tool for platform $plat${want:+ and name $want}" >&2; exit 1; }
