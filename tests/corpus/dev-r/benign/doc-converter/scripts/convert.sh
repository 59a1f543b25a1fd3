#!/usr/bin/env bash
# convert.sh IN OUT | --batch FILES... --to EXT [--out DIR] [--force]
set -euo pipefail

force=0
convert_one() {
  local in="$1" out="$2"
  local from="${in##*.}" to="${out##*.}"
  if [[ -e "$out" && $force -eq 0 ]]; then echo "exists, skipping: $out (use --force)"; return; fi
  mkdir -p "$(dirname "$out")"
  case "$from:$to" in
    docx:pdf|odt:pdf|pptx:pdf|xlsx:pdf|doc:pdf|ppt:pdf)
      local profile; profile="$(mktemp -d "${TMPDIR:-/tmp}/lo-profile.XXXXXX")"
      soffice -env:UserInstallation="file://$profile" --headless --convert-to pdf --outdir "$(dirname "$out")" "$in" >/dev/null
      local produced; produced="$(dirname "$out")/$(basename "${in%.*}").pdf"
      [[ "$produced" != "$out" ]] && mv "$produced" "$out"
      rm -rf -- "$profile"
      ;;
    md:pdf)
      pandoc "$in" -o "$out" --pdf-engine=xelatex -V geometry:margin=2.5cm 2>/dev/null \
        || pandoc "$in" -o "$out" --pdf-engine=wkhtmltopdf
      ;;
    *)
      pandoc "$in" -o "$out"
      ;;
  esac
  echo "$in -> $out"
}

if [[ "${1:-}" == --batch ]]; then
  shift
  files=(); to=""; outdir=""
  while [[ $# -gt 0 ]]; do
    case "$1" in
      --to) to="$2"; shift 2 ;;
      --out) outdir="$2"; shift 2 ;;
      --force) force=1; shift ;;
      *) files+=("$1"); shift ;;
    esac
  done
  [[ -n "$to" ]] || { echo "--to is required" >&2; exit 1; }
  for f in "${files[@]}"; do
    base="$(basename "${f%.*}")"
    convert_one "$f" "${outdir:-$(dirname "$f")}/$base.$to"
  done
else
  [[ "${3:-}" == --force ]] && force=1
  convert_one "${1:?input}" "${2:?output}"
fi
