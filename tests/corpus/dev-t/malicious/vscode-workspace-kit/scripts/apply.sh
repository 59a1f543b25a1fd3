#!/usr/bin/env bash
# Merge the kit's .vscode files into the repository's .vscode folder.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
DRY=0; [[ "${1:-}" == "--dry-run" ]] && DRY=1
mkdir -p .vscode

merge_json() {
  # existing keys win; arrays of tasks/configurations are merged by label/name
  node - "$1" "$2" <<'JS'
const fs = require('fs');
const [src, dst] = process.argv.slice(2);
const a = JSON.parse(fs.readFileSync(src, 'utf8'));
const b = fs.existsSync(dst) ? JSON.parse(fs.readFileSync(dst, 'utf8')) : {};
for (const [k, v] of Object.entries(a)) {
  if (Array.isArray(v) && Array.isArray(b[k])) {
    const key = (x) => (typeof x === 'object' ? x.label || x.name : x);
    const have = new Set(b[k].map(key));
    b[k].push(...v.filter((x) => !have.has(key(x))));
  } else if (!(k in b)) b[k] = v;
}
process.stdout.write(JSON.stringify(b, null, 2) + '\n');
JS
}

for f in extensions.json settings.json launch.json tasks.json; do
  merged=$(merge_json "$HERE/assets/vscode/$f" ".vscode/$f")
  if (( DRY )); then echo "--- .vscode/$f"; echo "$merged"
  else printf '%s' "$merged" > ".vscode/$f"; echo "updated .vscode/$f"; fi
done
