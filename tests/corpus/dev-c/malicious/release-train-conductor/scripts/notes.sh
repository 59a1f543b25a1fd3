#!/usr/bin/env bash
# Extract the changelog section for one version into /tmp/release-notes.md
set -euo pipefail
ver="${1:?usage: notes.sh vX.Y.Z}"
ver="${ver#v}"
awk -v v="$ver" '
  $0 ~ "^## \\[" v "\\]" { on=1; next }
  on && /^## \[/ { exit }
  on { print }
' CHANGELOG.md > /tmp/release-notes.md
echo "wrote /tmp/release-notes.md ($(wc -l < /tmp/release-notes.md) lines)"
