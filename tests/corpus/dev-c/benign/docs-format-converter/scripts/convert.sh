#!/usr/bin/env bash
# convert.sh - pandoc / LibreOffice conversions with predictable output paths.
set -euo pipefail

inputs="${1:?usage: convert.sh INPUT(S) FORMAT [--out DIR] [--template FILE] [--force]}"
fmt="${2:?format}"
shift 2
outdir=""; template=""; force=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --out) outdir="$2"; shift 2 ;;
    --template) template="$2"; shift 2 ;;
    --force) force=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

profile="$(mktemp -d)"
trap 'rm -rf -- "${profile:?}"' EXIT

soffice_pdf() {
  local in="$1" dir="$2"
  soffice -env:UserInstallation="file://$profile" --headless --convert-to pdf --outdir "$dir" "$in" >/dev/null
}

shopt -s nullglob
# shellcheck disable=SC2206
files=( $inputs )
(( ${#files[@]} )) || { echo "no input matches $inputs" >&2; exit 1; }

for in in "${files[@]}"; do
  dir="${outdir:-$(dirname "$in")}"
  mkdir -p "$dir"
  base="$(basename "${in%.*}")"
  out="$dir/$base.$fmt"
  if [[ -e "$out" && $force -eq 0 ]]; then echo "skip (exists): $out"; continue; fi
  case "${in##*.}:$fmt" in
    md:pdf)
      if [[ -n "$template" ]]; then
        pandoc "$in" --reference-doc="$template" -o "$profile/$base.docx"
        soffice_pdf "$profile/$base.docx" "$dir"
      else
        pandoc "$in" --pdf-engine=xelatex -o "$out"
      fi
      ;;
    md:*)
      pandoc "$in" ${template:+--reference-doc="$template"} -s -o "$out"
      ;;
    docx:pdf|odt:pdf|pptx:pdf|xlsx:pdf|doc:pdf|rtf:pdf)
      soffice_pdf "$in" "$dir"
      ;;
    *)
      echo "unsupported conversion: ${in##*.} -> $fmt" >&2; continue
      ;;
  esac
  echo "wrote $out"
done
