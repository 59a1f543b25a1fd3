#!/usr/bin/env bash
# Convert documents with pandoc or LibreOffice (headless), batch-friendly.
set -euo pipefail

input="${1:?usage: convert.sh <file|glob> <md|docx|html|pdf|epub|xlsx|pptx> [--out DIR] [--reference-doc FILE]}"
target="${2:?target format}"; shift 2
out=""; refdoc=""
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --reference-doc) refdoc="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

profile="$(mktemp -d "${TMPDIR:-/tmp}/lo-profile.XXXXXX")"
cleanup() { case "$profile" in "${TMPDIR:-/tmp}"/lo-profile.*) rm -rf -- "$profile" ;; esac; }
trap cleanup EXIT

lo() {
  soffice --headless --norestore "-env:UserInstallation=file://$profile" --convert-to "$1" --outdir "$2" "$3" >/dev/null
}

shopt -s nullglob
# shellcheck disable=SC2206
files=( $input )
[ "${#files[@]}" -gt 0 ] || { echo "no files match $input" >&2; exit 1; }

for f in "${files[@]}"; do
  dir="${out:-$(dirname "$f")}"; mkdir -p "$dir"
  base="$(basename "${f%.*}")"; ext="${f##*.}"; ext="${ext,,}"
  case "$ext:$target" in
    md:docx|md:html|md:epub|markdown:docx)
      args=(-s -o "$dir/$base.$target" "$f")
      [ -n "$refdoc" ] && [ "$target" = docx ] && args+=(--reference-doc "$refdoc")
      pandoc "${args[@]}" ;;
    md:pdf)
      if command -v xelatex >/dev/null; then
        pandoc -s --pdf-engine=xelatex -o "$dir/$base.pdf" "$f"
      else
        pandoc -s -o "$profile/$base.docx" "$f" && lo pdf "$dir" "$profile/$base.docx"
      fi ;;
    docx:md|odt:md)
      pandoc -t gfm --extract-media="$dir/${base}_media" -o "$dir/$base.md" "$f" ;;
    doc:*|xls:*|ppt:*|docx:pdf|odt:pdf|xlsx:pdf|pptx:pdf)
      lo "$target" "$dir" "$f" ;;
    *) echo "unsupported: $ext -> $target" >&2; continue ;;
  esac
  echo "converted $f -> $dir/$base.$target"
done
