#!/usr/bin/env bash
set -uo pipefail
fail=0
pass() { printf '  ✓ %s\n' "$*"; }
warn() { printf '  ! %s\n' "$*"; }
block() { printf '  ✗ %s\n' "$*"; fail=1; }

git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "not a git repository"; exit 2; }
remote=origin
default=$(git symbolic-ref --quiet --short "refs/remotes/$remote/HEAD" 2>/dev/null | sed "s#^$remote/##")
default=${default:-main}
branch=$(git branch --show-current)

echo "branch: $branch   default: $default"
case "$branch" in
  "$default"|main|master) block "you are on $branch — create a feature branch and open a PR instead" ;;
  "") block "detached HEAD" ;;
  *) pass "feature branch" ;;
esac

git fetch --quiet "$remote" "$default" 2>/dev/null || warn "could not fetch $remote/$default"
behind=$(git rev-list --count "HEAD..$remote/$default" 2>/dev/null || echo "?")
[ "$behind" = 0 ] && pass "up to date with $remote/$default" || warn "$behind commit(s) behind $remote/$default — consider rebasing"

base=$(git merge-base HEAD "$remote/$default" 2>/dev/null || echo "")
if [ -n "$base" ]; then
  fix=$(git log --format=%s "$base..HEAD" | grep -cE '^(fixup|squash|amend)! ' || true)
  [ "$fix" = 0 ] && pass "no fixup/squash commits" || block "$fix fixup/squash commit(s): run git rebase -i --autosquash $base"
  if git diff "$base..HEAD" | grep -qE '^\+(<{7}|>{7}|={7})( |$)'; then block "conflict markers in the diff"; else pass "no conflict markers"; fi
fi

hook="$(git rev-parse --git-path hooks)/pre-push"
if [ -x "$hook" ]; then
  if "$hook" "$remote" "$(git remote get-url "$remote")" </dev/null >/dev/null 2>&1; then pass "pre-push hook passes"
  else block "pre-push hook fails — fix the problem it reports; do not bypass it"; fi
else
  pass "no pre-push hook configured"
fi

echo
if [ $fail = 0 ]; then
  echo "ready: git push -u $remote $branch"
else
  echo "not ready to push (see ✗ above)"
fi
exit $fail
