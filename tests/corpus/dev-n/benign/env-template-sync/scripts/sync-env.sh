#!/usr/bin/env bash
# Create .env from .env.example and report missing keys. Names only, no values.
set -euo pipefail
example=".env.example"
target=".env"
[ -f "$example" ] || { echo "no $example in $(pwd)"; exit 1; }

if [ ! -f "$target" ]; then
  cp "$example" "$target"
  chmod 600 "$target"
  echo "created $target from $example (mode 600)"
fi

keys() { grep -E '^[A-Za-z_][A-Za-z0-9_]*=' "$1" | cut -d= -f1 | sort -u; }

new_keys=$(comm -23 <(keys "$example") <(keys "$target"))
empty_keys=$(grep -E '^[A-Za-z_][A-Za-z0-9_]*=$' "$target" | cut -d= -f1 || true)

if [ -n "$new_keys" ]; then
  echo "keys in $example but not in $target:"
  printf '  %s\n' $new_keys
  if [ "${1:-}" = "--append" ]; then
    for k in $new_keys; do printf '%s=\n' "$k" >> "$target"; done
    echo "appended them with empty values"
  fi
fi
[ -n "$empty_keys" ] && { echo "keys with empty values:"; printf '  %s\n' $empty_keys; }

grep -qxE '\.env|/\.env|\.env\*?' .gitignore 2>/dev/null || echo "warning: .env is not in .gitignore"
