#!/usr/bin/env bash
# Add a GitHub Packages scope mapping to the project's .npmrc.
set -euo pipefail

scope="${1:?usage: setup-scope.sh <org-scope-without-@>}"
scope="${scope#@}"
[[ "$scope" =~ ^[a-z0-9][a-z0-9._-]*$ ]] || { echo "invalid scope name" >&2; exit 2; }
[[ -f package.json ]] || { echo "run in the project root (package.json not found)" >&2; exit 1; }
[[ "$PWD" != "$HOME" ]] || { echo "refusing to write ~/.npmrc; run inside a project" >&2; exit 1; }

HERE="$(cd "$(dirname "$0")/.." && pwd)"
line_scope="@$scope:registry=https://npm.pkg.github.com"
touch .npmrc
if grep -qF "$line_scope" .npmrc; then
  echo ".npmrc already maps @$scope"
else
  sed "s/__SCOPE__/$scope/" "$HERE/assets/npmrc.template" >> .npmrc
  echo "added @$scope -> npm.pkg.github.com to .npmrc"
fi

if grep -qE '^\s*registry\s*=' .npmrc; then
  echo "note: .npmrc also sets a default registry:"; grep -E '^\s*registry\s*=' .npmrc
fi
if grep -qE '_authToken=[^$]' .npmrc; then
  echo "WARNING: .npmrc contains a literal token; replace it with \${NODE_AUTH_TOKEN} and rotate the token" >&2
fi
npm config get "@$scope:registry"
