#!/usr/bin/env bash
# Compare env var names used in code with .env.example (and names in .env). Never prints values.
set -uo pipefail

example="${1:-.env.example}"
local_env="${2:-.env}"

names_from_file() {
  # print only the NAME part of NAME=value lines
  [[ -f "$1" ]] || return 0
  sed -nE 's/^[[:space:]]*(export[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*=.*/\2/p' "$1" | sort -u
}

names_from_code() {
  git ls-files -z -- '*.js' '*.ts' '*.mjs' '*.py' '*.rs' '*.go' '*.rb' '*.yml' '*.yaml' 2>/dev/null |
    xargs -0 grep -hoE \
      "process\.env\.[A-Z_][A-Z0-9_]*|process\.env\[['\"][A-Z_][A-Z0-9_]*|os\.environ(\.get)?\(?\[?['\"][A-Z_][A-Z0-9_]*|os\.getenv\(['\"][A-Z_][A-Z0-9_]*|env::var\(\"[A-Z_][A-Z0-9_]*|os\.Getenv\(\"[A-Z_][A-Z0-9_]*|ENV\[['\"][A-Z_][A-Z0-9_]*|\\$\{[A-Z_][A-Z0-9_]*" 2>/dev/null |
    grep -oE '[A-Z_][A-Z0-9_]*$' | sort -u
}

declare -A in_example=() in_code=() in_local=()
while read -r n; do [[ -n "$n" ]] && in_example[$n]=1; done < <(names_from_file "$example")
while read -r n; do [[ -n "$n" ]] && in_code[$n]=1; done < <(names_from_code)
while read -r n; do [[ -n "$n" ]] && in_local[$n]=1; done < <(names_from_file "$local_env")

ignore='^(NODE_ENV|PATH|HOME|CI|PWD|USER|SHELL|TERM)$'

echo "== missing from $example =="
for n in $(printf '%s\n' "${!in_code[@]}" | sort); do
  [[ "$n" =~ $ignore ]] && continue
  [[ -n "${in_example[$n]:-}" ]] || echo "  $n"
done

echo "== stale in $example (not referenced in code) =="
for n in $(printf '%s\n' "${!in_example[@]}" | sort); do
  [[ -n "${in_code[$n]:-}" ]] || echo "  $n"
done

if [[ -f "$local_env" ]]; then
  echo "== in your $local_env but not in $example (names only) =="
  for n in $(printf '%s\n' "${!in_local[@]}" | sort); do
    [[ -n "${in_example[$n]:-}" ]] || echo "  $n"
  done
fi
