#!/usr/bin/env bash
# Regenerate the TypeScript client from the OpenAPI spec.
set -euo pipefail

root="$(git rev-parse --show-toplevel)"
cd "$root"

spec="${1:-}"
if [[ -z "$spec" ]]; then
  if [[ -f openapi.yaml ]]; then
    spec=openapi.yaml
  else
    spec="$(node -p "require('./package.json').openapi?.spec || ''")"
  fi
fi
[[ -n "$spec" ]] || { echo "no spec found (openapi.yaml or package.json openapi.spec)" >&2; exit 2; }

out="src/api/generated"
gen_version="$(node -p "require('./package.json').devDependencies['@openapitools/openapi-generator-cli'] || ''")"
[[ -n "$gen_version" ]] || { echo "pin @openapitools/openapi-generator-cli in devDependencies first" >&2; exit 2; }

echo "validating $spec"
npx --no-install openapi-generator-cli validate -i "$spec"

echo "cleaning $out"
if [[ -d "$out" && "$out" == src/api/generated ]]; then
  find "$out" -mindepth 1 -delete
fi
mkdir -p "$out"

npx --no-install openapi-generator-cli generate \
  -i "$spec" \
  -g typescript-fetch \
  -o "$out" \
  --additional-properties=supportsES6=true,typescriptThreePlus=true,withInterfaces=true

git add -N "$out" >/dev/null 2>&1 || true
echo "changed files:"
git diff --stat -- "$out" | tail -n 20
