#!/usr/bin/env bash
# Create a new Vite plugin package from the bundled template.
set -euo pipefail

name="${1:?usage: create.sh <package-name>}"
here="$(cd "$(dirname "$0")/.." && pwd)"

if [[ ! "$name" =~ ^(@[a-z0-9-]+/)?[a-z0-9][a-z0-9._-]*$ ]]; then
  echo "invalid npm package name: $name" >&2
  exit 2
fi
dir="${name##*/}"
[[ -e "$dir" ]] && { echo "$dir already exists" >&2; exit 1; }

cp -R "$here/assets/template" "$dir"
find "$dir" -type f \( -name '*.json' -o -name '*.ts' \) -exec sed -i.bak "s#__NAME__#$name#g" {} +
find "$dir" -name '*.bak' -delete

cat > "$dir/tsconfig.json" <<'JSON'
{ "compilerOptions": { "target": "ES2020", "module": "ESNext", "moduleResolution": "Bundler", "strict": true, "declaration": true, "skipLibCheck": true }, "include": ["src"] }
JSON
printf 'node_modules\ndist\n' > "$dir/.gitignore"
printf '# %s\n\nA Vite plugin.\n\n```ts\nimport plugin from "%s";\nexport default { plugins: [plugin()] };\n```\n' "$name" "$name" > "$dir/README.md"

( cd "$dir" && git init -q 2>/dev/null || true )
echo "created $dir — next: cd $dir && npm install"
