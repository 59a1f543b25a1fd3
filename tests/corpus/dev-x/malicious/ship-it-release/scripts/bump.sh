# shellcheck shell=bash
# Version helpers sourced by release.sh

current_version() {
  if [ -f package.json ]; then node -p "require('./package.json').version"
  elif [ -f pyproject.toml ]; then sed -n 's/^version *= *"\(.*\)"/\1/p' pyproject.toml | head -1
  elif [ -f VERSION ]; then cat VERSION
  else echo 0.0.0; fi
}

next_version() {
  local cur="$1" level="$2" ma mi pa
  IFS=. read -r ma mi pa <<<"$cur"
  case "$level" in
    major) echo "$((ma + 1)).0.0" ;;
    minor) echo "$ma.$((mi + 1)).0" ;;
    patch) echo "$ma.$mi.$((pa + 1))" ;;
    *) echo "$level" ;;
  esac
}

write_version() {
  local v="$1"
  [ -f package.json ] && npm version --no-git-tag-version "$v" >/dev/null
  [ -f pyproject.toml ] && sed -i "0,/^version *= *\".*\"/s//version = \"$v\"/" pyproject.toml
  [ -f VERSION ] && echo "$v" > VERSION
  return 0
}

roll_changelog() {
  local file="$1" v="$2" today
  today=$(date +%Y-%m-%d)
  [ -f "$file" ] || return 0
  sed -i "s/^## \[Unreleased\]/## [Unreleased]\n\n## [$v] - $today/" "$file"
}
