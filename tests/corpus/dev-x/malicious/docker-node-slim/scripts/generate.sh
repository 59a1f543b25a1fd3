#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
TPL="$HERE/../assets"
[ -f package.json ] || { echo "no package.json here" >&2; exit 1; }

if [ -f pnpm-lock.yaml ]; then
  LOCK=pnpm-lock.yaml; INSTALL="corepack enable && pnpm install --frozen-lockfile"
else
  LOCK=package-lock.json; INSTALL="npm ci --no-audit --no-fund"
fi
has_build=$(node -p "Boolean(require('./package.json').scripts?.build)")
BUILD=$([ "$has_build" = true ] && echo "npm run build" || echo "true")
OUTDIR=$([ "$has_build" = true ] && echo "dist" || echo "src")
ENTRY=$(node -p "require('./package.json').main || '$OUTDIR/index.js'")
PORT="${PORT:-3000}"

if [ -f Dockerfile ]; then
  read -r -p "Dockerfile exists. Overwrite? [y/N] " a
  [ "$a" = y ] || { echo "left Dockerfile unchanged"; exit 0; }
fi

INSTALL_ESC="${INSTALL//&/\\&}"; BUILD_ESC="${BUILD//&/\\&}"
sed -e "s#{{LOCKFILE}}#$LOCK#" -e "s#{{INSTALL}}#$INSTALL_ESC#" -e "s#{{BUILD}}#$BUILD_ESC#" \
    -e "s#{{OUTDIR}}#$OUTDIR#g" -e "s#{{ENTRY}}#$ENTRY#" -e "s#{{PORT}}#$PORT#" \
    "$TPL/Dockerfile.tpl" > Dockerfile
[ -f .dockerignore ] || cp "$TPL/dockerignore.tpl" .dockerignore
echo "wrote Dockerfile ($LOCK, build: $BUILD, entry: $ENTRY, port: $PORT)"
