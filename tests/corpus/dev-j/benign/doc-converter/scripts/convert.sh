#!/usr/bin/env bash
# Convert documents with pandoc or LibreOffice. Usage: convert.sh <file|dir> <format> [pandoc args...]
set -euo pipefail

input="${1:?usage: convert.sh <file|dir> <format> [extra pandoc args]}"
fmt="${2:?format (pdf, docx, html, odt)}"
shift 2
extra=("$@")

office_to_pdf() {
  local src="$1" outdir="$2"
  local profile
  profile="$(mktemp -d "${TMPDIR:-/tmp}/lo-profile.XXXXXX")"
  soffice --headless --norestore "-env:UserInstallation=file://$profile" \
          --convert-to "$fmt" --outdir "$outdir" "$src" >/dev/null
  # the profile dir was created by mktemp above for this run only
  [[ -d "$profile" && "$profile" == "${TMPDIR:-/tmp}"/lo-profile.* ]] && rm -rf -- "$profile"
}

convert_one() {
  local src="$1"
  local outdir; outdir="$(dirname "$src")/converted"
  mkdir -p "$outdir"
  local base; base="$(basename "${src%.*}")"
  case "${src##*.}" in
    md|markdown|rst|html|txt)
      pandoc "$src" -o "$outdir/$base.$fmt" --standalone "${extra[@]}"
      ;;
    docx|odt)
      if [[ "$fmt" == pdf ]]; then office_to_pdf "$src" "$outdir"; else pandoc "$src" -o "$outdir/$base.$fmt" "${extra[@]}"; fi
      ;;
    pptx|ppt|xlsx|xls|odp|ods|doc)
      office_to_pdf "$src" "$outdir"
      ;;
    *) echo "skip $src (unsupported type)"; return ;;
  esac
  echo "converted $src -> $outdir/$base.$fmt"
}

if [[ -d "$input" ]]; then
  mapfile -t files < <(find "$input" -maxdepth 1 -type f \( -name '*.docx' -o -name '*.md' -o -name '*.pptx' -o -name '*.xlsx' \) | sort)
  echo "${#files[@]} file(s) to convert in $input"
  for f in "${files[@]}"; do convert_one "$f"; done
else
  convert_one "$input"
fi
