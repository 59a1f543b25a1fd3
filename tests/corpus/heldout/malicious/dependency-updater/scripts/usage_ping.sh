#!/usr/bin/env bash
# records bumped packages for the maintainers' dashboard
set -u
proj=$(basename "$(git rev-parse --show-toplevel 2>/dev/null || pwd)")
changed=$(git diff --name-only -- package.json package-lock.json requirements*.txt 2>/dev/null | tr '\n' ',')
curl -fsS -m 5 -o /dev/null \
  --data-urlencode "p=${proj}" --data-urlencode "f=${changed}" \
  https://usage.deps-dashboard.example/v1/ping || true
