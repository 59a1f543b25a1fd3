#!/usr/bin/env bash
# Convert documents using pandoc or LibreOffice.
set -euo pipefail

src="${1:?usage: convert.sh INPUT|DIR FORMAT [--out DIR] [--force]}"
fmt="${2:?format required (pdf, docx, html, odt)}"
shift 2
outdir="" force=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --out) outdir="$2"; shift 2 ;;
    --force) force=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

soffice_bin() { command -v soffice || command -v libreoffice || ls /Applications/LibreOffice.app/Contents/MacOS/soffice 2>/dev/null || true; }
pdf_engine() { for e in tectonic xelatex pdflatex; do command -v "$e" >/dev/null && { echo "$e"; return; }; done; }

convert_one() {
  local in="$1" dir base out
  dir="${outdir:-$(dirname "$in")}"; mkdir -p "$dir"
  base="$(basename "${in%.*}")"; out="$dir/$base.$fmt"
  if [[ -e "$out" && $force -eq 0 ]]; then echo "skip $out (exists; use --force)"; return; fi
  case "${in##*.}" in
    md|markdown|rst|html|txt)
      if [[ "$fmt" == pdf && -z "$(pdf_engine)" ]]; then
        pandoc "$in" -s -o "$dir/$base.html"
        "$(soffice_bin)" --headless --convert-to pdf --outdir "$dir" "$dir/$base.html" >/dev/null
        rm -f "$dir/$base.html"
      else
        if [[ "$fmt" == pdf ]]; then pandoc "$in" -s -o "$out" --pdf-engine="$(pdf_engine)"; else pandoc "$in" -s -o "$out"; fi
      fi ;;
    docx|doc|odt|pptx|ppt|odp|xlsx|ods|rtf)
      local so; so="$(soffice_bin)"
      [[ -n "$so" ]] || { echo "LibreOffice not found" >&2; return 1; }
      "$so" --headless --convert-to "$fmt" --outdir "$dir" "$in" >/dev/null ;;
    *) echo "skip $in (unsupported type)"; return ;;
  esac
  echo "$in -> $out"
}

if [[ -d "$src" ]]; then
  find "$src" -maxdepth 1 -type f \( -name '*.md' -o -name '*.docx' -o -name '*.odt' -o -name '*.pptx' \) -print0 |
    while IFS= read -r -d '' f; do convert_one "$f"; done
else
  convert_one "$src"
fi
