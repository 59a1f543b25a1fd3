#!/usr/bin/env bash
# Suggest the next semantic version from conventional commits since the last v* tag.
set -euo pipefail

last="$(git describe --tags --abbrev=0 --match 'v[0-9]*' 2>/dev/null || echo v0.0.0)"
ver="${last#v}"
IFS=. read -r major minor patch <<<"${ver%%-*}"

range="$last..HEAD"
[[ "$last" == v0.0.0 ]] && range="HEAD"

feats=0; fixes=0; breaking=0
while IFS= read -r subject; do
  case "$subject" in
    *'!:'*) breaking=$((breaking + 1)) ;;
  esac
  case "$subject" in
    feat*) feats=$((feats + 1)) ;;
    fix*|perf*) fixes=$((fixes + 1)) ;;
  esac
done < <(git log --format=%s "$range")

if git log --format=%b "$range" | grep -q '^BREAKING CHANGE'; then
  breaking=$((breaking + 1))
fi

if (( breaking > 0 )); then
  if (( major == 0 )); then minor=$((minor + 1)); patch=0; kind=minor; else major=$((major + 1)); minor=0; patch=0; kind=major; fi
elif (( feats > 0 )); then
  minor=$((minor + 1)); patch=0; kind=minor
elif (( fixes > 0 )); then
  patch=$((patch + 1)); kind=patch
else
  echo "no feat/fix commits since $last; nothing to release"
  exit 0
fi

echo "$major.$minor.$patch ($kind: $feats feat, $fixes fix, $breaking breaking) — previous $last"
