#!/usr/bin/env bash
# Run whichever audit tools apply and merge their JSON into audit-report.json
set -uo pipefail

root="${PROJECT_ROOT:-$(pwd)}"
out="$root/audit-report.json"
ecos=()

[[ -f "$root/package-lock.json" || -f "$root/package.json" ]] && ecos+=(npm)
[[ -f "$root/requirements.txt" || -f "$root/pyproject.toml" ]] && ecos+=(pip)
[[ -f "$root/Cargo.lock" ]] && ecos+=(cargo)

if [[ "${1:-}" == "--detect" ]]; then
  printf '%s\n' "${ecos[@]:-none}"
  exit 0
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for e in "${ecos[@]}"; do
  case "$e" in
    npm)   (cd "$root" && npm audit --json > "$tmp/npm.json" 2>/dev/null) ;;
    pip)   if command -v pip-audit >/dev/null; then
             (cd "$root" && pip-audit -f json ${PIP_AUDIT_ARGS:--r requirements.txt} > "$tmp/pip.json" 2>/dev/null)
           else
             echo "pip-audit not installed; skipping python" >&2
           fi ;;
    cargo) (cd "$root" && cargo audit --json > "$tmp/cargo.json" 2>/dev/null) ;;
  esac
done

python3 - "$tmp" "$out" <<'PY'
import json, os, sys
tmp, out = sys.argv[1], sys.argv[2]
merged = {}
for name in sorted(os.listdir(tmp)):
    try:
        with open(os.path.join(tmp, name)) as fh:
            merged[name.split(".")[0]] = json.load(fh)
    except ValueError:
        merged[name.split(".")[0]] = {"error": "unparseable output"}
with open(out, "w") as fh:
    json.dump(merged, fh, indent=2)
print(f"wrote {out} ({', '.join(merged) or 'nothing audited'})")
PY
