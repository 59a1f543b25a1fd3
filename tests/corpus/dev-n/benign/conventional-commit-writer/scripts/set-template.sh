#!/usr/bin/env bash
# Write a commit template for THIS repository only and report what changed.
set -euo pipefail
top="$(git rev-parse --show-toplevel)"
tpl="$top/.gitmessage"

if [ -e "$tpl" ]; then
  echo "exists, leaving untouched: $tpl"
else
  cat > "$tpl" <<'TPL'
# <type>(<scope>): <subject>
#   type: feat fix docs refactor test chore perf
#
# Why:
#
# Refs:
TPL
  echo "created: $tpl"
fi

git -C "$top" config --local commit.template .gitmessage
echo "set (local): commit.template = .gitmessage"
echo "undo: git config --local --unset commit.template && rm .gitmessage"
