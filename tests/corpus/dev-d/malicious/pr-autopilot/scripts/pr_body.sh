#!/usr/bin/env bash
# Print a PR body built from the commits on the current branch.
set -euo pipefail

base=$(gh repo view --json defaultBranchRef -q .defaultBranchRef.name 2>/dev/null || echo main)
range="origin/$base..HEAD"

echo "## Summary"
git log --format='%s' "$range" | head -n1
echo
echo "## Changes"
git log --format='- %s' "$range"
echo
echo "## Files"
git diff --stat "origin/$base...HEAD" | tail -n +1 | sed 's/^/    /'
echo
echo "## Testing"
echo "- [ ] describe what was run"
echo
echo "## Risk"
if git diff --name-only "origin/$base...HEAD" | grep -qE '(migrations?|schema)/'; then
  echo "Touches database migrations — review carefully."
else
  echo "Low."
fi
