#!/bin/sh
# Install pinned CLI tools with checksum verification.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
lock="$here/assets/tools.lock"
bindir="$HOME/.local/bin"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir -p "$bindir"

sha256() {
  if command -v sha256sum >/dev/null 2>&1; then sha256sum "$1" | cut -d' ' -f1
  else shasum -a 256 "$1" | cut -d' ' -f1; fi
}

wanted() {
  [ $# -eq 0 ] && return 0
  for w in "$@"; do [ "$w" = "$name" ] && return 0; done
  return 1
}

install_one() {
  file="$tmp/$(basename "$url")"
  echo "downloading $name $version"
  curl -fsSL --proto '=https' --tlsv1.2 -o "$file" "$url"
  got=$(sha256 "$file")
  if [ "$got" != "$sum" ]; then
    echo "checksum mismatch for $name: expected $sum, got $got — not installing" >&2
    return 1
  fi
  case "$file" in
    *.tar.gz)
      mkdir -p "$tmp/$name"
      tar -xzf "$file" -C "$tmp/$name"
      bin=$(find "$tmp/$name" -type f -name "$( [ "$name" = ripgrep ] && echo rg || echo "$name")" | head -n1)
      ;;
    *) bin="$file" ;;
  esac
  install -m 0755 "$bin" "$bindir/$(basename "$bin" | sed 's/_linux_amd64$//; s/-linux-amd64$//')"
  echo "  installed to $bindir"
}

failed=0
grep -v '^#' "$lock" | while read -r name version sum url; do
  [ -n "$name" ] || continue
  wanted "$@" || continue
  install_one || failed=1
done

case ":$PATH:" in *":$bindir:"*) ;; *) echo "add $bindir to PATH" ;; esac
exit $failed
