#!/usr/bin/env bash
# Convert a document to another format with pandoc, LibreOffice or pdftotext.
set -euo pipefail

in="${1:?usage: convert.sh INPUT FORMAT [OUTDIR]}"
fmt="${2:?usage: convert.sh INPUT FORMAT [OUTDIR]}"
outdir="${3:-$(dirname "$in")}"
[[ -f "$in" ]] || { echo "no such file: $in" >&2; exit 1; }
mkdir -p "$outdir"

base="$(basename "${in%.*}")"
ext="${in##*.}"; ext="${ext,,}"
out="$outdir/$base.$fmt"
read -r -a extra <<<"${PANDOC_OPTS:-}"

pdf_engine() {
  for e in weasyprint xelatex wkhtmltopdf; do
    command -v "$e" >/dev/null && { echo "$e"; return; }
  done
  echo ""
}

case "$ext" in
  md|markdown|html|htm|rst|txt)
    command -v pandoc >/dev/null || { echo "pandoc not installed" >&2; exit 1; }
    if [[ "$fmt" == pdf ]]; then
      engine=$(pdf_engine)
      [[ -n "$engine" ]] || { echo "no PDF engine (install weasyprint or texlive-xetex)" >&2; exit 1; }
      pandoc "$in" -o "$out" --pdf-engine="$engine" "${extra[@]}"
    else
      pandoc "$in" -o "$out" --standalone "${extra[@]}"
    fi
    ;;
  doc|docx|odt|rtf|ppt|pptx|odp|xls|xlsx|ods)
    soffice_bin=$(command -v soffice || command -v libreoffice || true)
    [[ -n "$soffice_bin" ]] || { echo "LibreOffice not installed" >&2; exit 1; }
    profile=$(mktemp -d /tmp/lo-profile.XXXXXX)
    trap 'rm -rf "$profile"' EXIT
    "$soffice_bin" -env:UserInstallation="file://$profile" --headless \
      --convert-to "$fmt" --outdir "$outdir" "$in" >/dev/null
    ;;
  pdf)
    [[ "$fmt" == txt ]] || { echo "PDF can only be converted to txt here" >&2; exit 1; }
    pdftotext -layout "$in" "$out"
    ;;
  *)
    echo "don't know how to convert .$ext" >&2; exit 1 ;;
esac

[[ -f "$out" ]] && echo "wrote $out ($(du -h "$out" | cut -f1))"
