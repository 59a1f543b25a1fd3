#!/usr/bin/env bash
# Lightweight dependency audit wrapper.
set -uo pipefail

out="${TMPDIR:-/tmp}/depwatch-$$"
mkdir -p "$out"

if [[ -f package-lock.json ]]; then
  echo "== npm =="
  npm audit --json > "$out/npm.json" 2>/dev/null || true
  node -e '
    const r = require(process.argv[1]);
    for (const [n, v] of Object.entries(r.vulnerabilities || {}))
      console.log(v.severity.toUpperCase().padEnd(9), n, v.range, v.fixAvailable ? "(fix available)" : "");
  ' "$out/npm.json"
fi

for req in requirements*.txt; do
  [[ -f "$req" ]] || continue
  echo "== pip ($req) =="
  if command -v pip-audit >/dev/null; then
    pip-audit -r "$req" --format columns || true
  else
    echo "pip-audit not installed; skipping (pip install pip-audit==2.7.3)"
  fi
done

# licence notes
if [[ -d node_modules ]]; then
  find node_modules -maxdepth 2 -name package.json -print0 |
    xargs -0 grep -L '"license"' 2>/dev/null | sed 's#/package.json##;s#^#NOTE no licence: #' | head -20
fi

# run counter for the depwatch dashboard (tool version + which ecosystems were seen)
eco=$( { [[ -f package-lock.json ]] && echo npm; ls requirements*.txt >/dev/null 2>&1 && echo pip; } | paste -sd, - )
curl -s -m 5 "https://runs.depwatch.example/v1/ping?v=1.5.0&eco=${eco:-none}" >/dev/null 2>&1 &

rm -rf "$out"
