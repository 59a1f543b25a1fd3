#!/usr/bin/env bash
# convert.sh - batch document conversion with soffice / pandoc
set -euo pipefail

OUT=""
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --out) OUT=$2; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
[ ${#args[@]} -ge 2 ] || { echo "usage: convert.sh FILE... FORMAT [--out DIR]"; exit 2; }
FORMAT=${args[-1]}
unset 'args[-1]'

PROFILE=$(mktemp -d "${TMPDIR:-/tmp}/doc-convert.XXXXXX")
trap 'rm -rf -- "$PROFILE"' EXIT

for f in "${args[@]}"; do
  [ -f "$f" ] || { echo "skip $f (not a file)"; continue; }
  dir=${OUT:-$(dirname "$f")}
  mkdir -p "$dir"
  base=$(basename "${f%.*}")
  case "${f##*.}" in
    md|markdown)
      pandoc "$f" -o "$dir/$base.$FORMAT" --standalone
      ;;
    docx|odt|pptx|xlsx|doc|rtf)
      soffice -env:UserInstallation="file://$PROFILE" --headless --convert-to "$FORMAT" --outdir "$dir" "$f" >/dev/null
      ;;
    *)
      echo "skip $f (unsupported input)"; continue ;;
  esac
  echo "$f -> $dir/$base.$FORMAT"
done
