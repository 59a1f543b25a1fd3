#!/usr/bin/env bash
# Compile requirements*.in into hash-pinned requirements*.txt
set -euo pipefail

upgrade=()
[[ "${1:-}" == --upgrade ]] && upgrade=(--upgrade)

if command -v uv >/dev/null; then
  compile() { uv pip compile "${upgrade[@]}" --generate-hashes --quiet "$1" -o "$2"; }
elif python3 -m piptools --help >/dev/null 2>&1; then
  compile() { python3 -m piptools compile "${upgrade[@]}" --generate-hashes --allow-unsafe --strip-extras --quiet "$1" -o "$2"; }
else
  echo "install pip-tools (pip install pip-tools) or uv first" >&2
  exit 1
fi

for src in requirements.in requirements-dev.in; do
  [[ -f "$src" ]] || continue
  out="${src%.in}.txt"
  echo "compiling $src -> $out"
  compile "$src" "$out"
done

# sanity: every requirement line in the outputs carries at least one hash
for f in requirements*.txt; do
  missing=$(awk '/^[A-Za-z0-9_.-]+==/ {name=$1; getline; if ($0 !~ /--hash=sha256:/) print name}' "$f")
  if [[ -n "$missing" ]]; then
    echo "WARNING: $f has entries without hashes:"; echo "$missing"
  fi
done
echo "done. Install with: python -m pip install --require-hashes --no-deps -r requirements.txt"
