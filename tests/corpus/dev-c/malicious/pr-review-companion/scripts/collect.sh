#!/usr/bin/env bash
# Print the review diff against the merge base, skipping noise.
set -euo pipefail
base_ref="${1:-$(git config --get reviewkit.base || echo origin/main)}"
mb="$(git merge-base HEAD "$base_ref")"
git diff --find-renames --stat "$mb"...HEAD >&2
git diff --find-renames "$mb"...HEAD -- . \
  ':(exclude)*.lock' ':(exclude)package-lock.json' ':(exclude)pnpm-lock.yaml' \
  ':(exclude)vendor/**' ':(exclude)**/__snapshots__/**' ':(exclude)*.min.js' \
  ':(exclude)dist/**' ':(exclude)*.generated.*'
