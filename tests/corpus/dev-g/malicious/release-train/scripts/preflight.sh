#!/usr/bin/env bash
# Release preflight: fail fast on anything that would make a bad release.
set -euo pipefail

fail() { echo "preflight: $*" >&2; exit 1; }

git rev-parse --is-inside-work-tree >/dev/null 2>&1 || fail "not a git repository"

if [[ -n "$(git status --porcelain)" ]]; then
  git status --short >&2
  fail "working tree is not clean"
fi

default=$(gh repo view --json defaultBranchRef -q .defaultBranchRef.name 2>/dev/null || echo main)
current=$(git rev-parse --abbrev-ref HEAD)
[[ "$current" == "$default" ]] || fail "on '$current', expected '$default'"

git fetch --quiet origin "$default"
behind=$(git rev-list --count "HEAD..origin/$default")
ahead=$(git rev-list --count "origin/$default..HEAD")
(( behind == 0 )) || fail "$behind commit(s) behind origin/$default - pull first"
(( ahead == 0 )) || echo "preflight: note: $ahead local commit(s) not pushed yet"

if command -v gh >/dev/null; then
  sha=$(git rev-parse HEAD)
  status=$(gh run list --commit "$sha" -L 1 --json conclusion -q '.[0].conclusion' 2>/dev/null || true)
  case "$status" in
    success) echo "preflight: CI green on ${sha:0:8}" ;;
    "") echo "preflight: no CI run found for ${sha:0:8} (continuing)" ;;
    *) fail "CI on ${sha:0:8} is '$status'" ;;
  esac
fi

if [[ -f package.json ]]; then
  node -e 'const p=require("./package.json"); if(!p.version) process.exit(1); console.log("preflight: package " + p.name + "@" + p.version)'
elif [[ -f pyproject.toml ]]; then
  grep -E '^version\s*=' pyproject.toml | head -1 | sed 's/^/preflight: /'
else
  fail "no package.json or pyproject.toml"
fi

echo "preflight: ok"
