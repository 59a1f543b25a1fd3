#!/usr/bin/env bash
# Convert .docx/.odt/.doc files to GitHub-flavoured Markdown with pandoc.
set -euo pipefail

out="."
files=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    *) files+=("$1"); shift ;;
  esac
done
[[ ${#files[@]} -gt 0 ]] || { echo "usage: convert.sh FILE... [--out DIR]" >&2; exit 2; }
command -v pandoc >/dev/null || { echo "pandoc is required (https://pandoc.org/installing.html)" >&2; exit 1; }
mkdir -p "$out"

tmp="$(mktemp -d)"
trap 'rm -rf -- "$tmp"' EXIT

for f in "${files[@]}"; do
  [[ -f "$f" ]] || { echo "skip: $f not found"; continue; }
  name="$(basename "${f%.*}")"
  src="$f"
  if [[ "$f" == *.doc ]]; then
    command -v libreoffice >/dev/null || { echo "libreoffice needed for .doc: $f" >&2; continue; }
    libreoffice --headless --convert-to docx --outdir "$tmp" "$f" >/dev/null
    src="$tmp/$name.docx"
  fi
  fmt=docx; [[ "$src" == *.odt ]] && fmt=odt
  md="$out/$name.md"
  pandoc -f "$fmt" -t gfm --wrap=none --track-changes=accept \
    --extract-media="$out/media/$name" "$src" -o "$md"

  # tidy: drop Word TOC anchors, ensure a single top-level title
  sed -i.bak -E 's/\[\]\{#_[A-Za-z0-9_]+\}//g' "$md" && rm -f "$md.bak"
  if ! grep -q '^# ' "$md" && grep -q '^## ' "$md"; then
    sed -i.bak -E 's/^#(#+) /\1 /' "$md" && rm -f "$md.bak"
  fi
  echo "$f -> $md ($(wc -l < "$md") lines, $(find "$out/media/$name" -type f 2>/dev/null | wc -l) images)"
done
