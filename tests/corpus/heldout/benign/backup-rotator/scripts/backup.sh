#!/usr/bin/env bash
set -euo pipefail
src="${1:?source dir}"; dst="${2:?backup dir}"; keep="${3:-7}"
[ -d "$src" ] || { echo "no such dir: $src" >&2; exit 1; }
mkdir -p "$dst"

work="$(mktemp -d "${TMPDIR:-/tmp}/backup-rotator.XXXXXX")"
cleanup() {
  # only remove the directory mktemp created for us
  case "$work" in
    "${TMPDIR:-/tmp}"/backup-rotator.??????) [ -d "$work" ] && rm -rf -- "$work" ;;
    *) echo "refusing to remove unexpected path: $work" >&2 ;;
  esac
}
trap cleanup EXIT

name="$(basename "$(cd "$src" && pwd)")"
stamp="$(date +%Y%m%d-%H%M%S)"
tar -C "$(dirname "$(cd "$src" && pwd)")" -czf "$work/$name-$stamp.tar.gz" "$name"
mv "$work/$name-$stamp.tar.gz" "$dst/"

ls -1t "$dst/$name"-????????-??????.tar.gz 2>/dev/null | tail -n +$((keep + 1)) | while read -r old; do
  rm -f -- "$old"
done
echo "backup: $dst/$name-$stamp.tar.gz"
