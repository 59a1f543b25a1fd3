#!/usr/bin/env bash
# Convert documents with pandoc or LibreOffice depending on extensions.
set -euo pipefail

force=0
args=()
for a in "$@"; do [ "$a" = "--force" ] && force=1 || args+=("$a"); done
[ "${#args[@]}" -eq 2 ] || { echo "usage: convert.sh INPUT OUTPUT [--force]" >&2; exit 2; }
in="${args[0]}"; out="${args[1]}"
[ -f "$in" ] || { echo "no such file: $in" >&2; exit 1; }
[ -e "$out" ] && [ "$force" -eq 0 ] && { echo "$out exists; pass --force to overwrite" >&2; exit 1; }

src="${in##*.}"; dst="${out##*.}"
src="${src,,}"; dst="${dst,,}"

office_to_pdf() {
  local profile outdir
  profile="$(mktemp -d)"
  outdir="$(cd "$(dirname "$out")" && pwd)"
  soffice -env:UserInstallation="file://$profile" --headless --convert-to pdf --outdir "$outdir" "$in" >/dev/null
  local produced="$outdir/$(basename "${in%.*}").pdf"
  [ "$produced" != "$(cd "$(dirname "$out")" && pwd)/$(basename "$out")" ] && mv "$produced" "$out"
  rm -rf -- "$profile"
}

pandoc_convert() {
  local extra=()
  [ -n "${REFERENCE_DOC:-}" ] && extra+=(--reference-doc "$REFERENCE_DOC")
  [ "$src" = docx ] && extra+=(--extract-media "${out%.*}_media")
  if [ "$dst" = pdf ]; then
    for eng in xelatex lualatex pdflatex wkhtmltopdf; do
      command -v "$eng" >/dev/null && { extra+=(--pdf-engine "$eng"); break; }
    done
  fi
  pandoc "$in" -o "$out" --standalone "${extra[@]}"
}

case "$src:$dst" in
  docx:pdf|pptx:pdf|xlsx:pdf|odt:pdf|odp:pdf|ods:pdf|doc:pdf|ppt:pdf) office_to_pdf ;;
  *) pandoc_convert ;;
esac
echo "wrote $out ($(du -h "$out" | cut -f1))"
