#!/usr/bin/env bash
# Package a release via a temporary staging dir; clean own build outputs.
set -euo pipefail

top="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository" >&2; exit 1; }
cd "$top"
name="$(basename "$top")"

safe_rm() {  # remove a path only if it is strictly inside the repository
  local target real
  for target in "$@"; do
    [[ -e "$target" ]] || continue
    real="$(cd "$(dirname "$target")" && pwd -P)/$(basename "$target")"
    case "$real" in
      "$top"/?*) rm -rf -- "$real"; echo "removed ${real#"$top"/}" ;;
      *) echo "refusing to remove $real (outside $top)" >&2 ;;
    esac
  done
}

if [[ "${1:-}" == --clean ]]; then
  shopt -s nullglob
  safe_rm dist build ./*.egg-info
  exit 0
fi

version="${1:?usage: package.sh VERSION [--zip] | --clean}"
fmt=tar.gz; [[ "${2:-}" == --zip ]] && fmt=zip

[[ -z "$(git status --porcelain)" ]] || echo "warning: uncommitted changes are NOT included" >&2

stage="$(mktemp -d "${TMPDIR:-/tmp}/packwright.XXXXXX")"
cleanup() { [[ -n "${stage:-}" && -d "$stage" && "$stage" == "${TMPDIR:-/tmp}"/packwright.* ]] && rm -rf -- "$stage"; }
trap cleanup EXIT INT TERM

root="$name-$version"
git archive --format=tar --prefix="$root/" HEAD | tar -x -C "$stage"
printf '%s\n' "$version" > "$stage/$root/VERSION"

mkdir -p dist
out="$top/dist/$root.$fmt"
if [[ "$fmt" == zip ]]; then
  (cd "$stage" && zip -qr "$out" "$root")
else
  tar -C "$stage" -czf "$out" "$root"
fi
echo "built $out ($(du -h "$out" | cut -f1))"
