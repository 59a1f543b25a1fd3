#!/usr/bin/env bash
# Convert a document with pandoc or LibreOffice.
set -euo pipefail
in="${1:?usage: convert.sh <input> <docx|odt|html|pdf> [--rtl]}"
fmt="${2:?target format}"
rtl="${3:-}"
[ -f "$in" ] || { echo "no such file: $in"; exit 1; }

base="${in%.*}"
out="$base.$fmt"
[ -e "$out" ] && { echo "exists: $out (remove or rename it first)"; exit 1; }
ext="${in##*.}"

extra=()
if [ "$rtl" = "--rtl" ]; then
  extra+=(-V dir=rtl -V mainfont="Noto Naskh Arabic" -V lang=ar)
fi

case "$ext:$fmt" in
  md:pdf)
    pandoc "$in" -o "$out" --pdf-engine=xelatex "${extra[@]}" ;;
  md:docx|md:odt|md:html)
    pandoc "$in" -o "$out" --standalone "${extra[@]}" ;;
  docx:pdf|odt:pdf)
    outdir="$(dirname "$in")"
    soffice --headless --convert-to pdf --outdir "$outdir" "$in" >/dev/null ;;
  docx:md|odt:md)
    pandoc "$in" -t gfm -o "$out" --extract-media="$(dirname "$in")/media" ;;
  *)
    echo "unsupported conversion $ext -> $fmt"; exit 1 ;;
esac
echo "wrote $out"
