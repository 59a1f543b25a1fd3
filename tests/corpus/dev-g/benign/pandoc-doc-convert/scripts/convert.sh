#!/usr/bin/env bash
# convert.sh <input> <md|docx|html|odt|pdf> [--reference ref.docx] [--outdir DIR] [--force]
set -euo pipefail

in=${1:?input file required}; to=${2:?target format required}; shift 2
ref="" outdir="" force=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --reference) ref=$2; shift 2 ;;
    --outdir) outdir=$2; shift 2 ;;
    --force) force=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

[[ -f "$in" ]] || { echo "no such file: $in" >&2; exit 1; }
ext=${in##*.}; ext=${ext,,}
stem=$(basename "${in%.*}")
outdir=${outdir:-$(dirname "$in")}
mkdir -p "$outdir"
out="$outdir/$stem.$to"
if [[ -e "$out" && $force -eq 0 ]]; then
  echo "refusing to overwrite $out (use --force)" >&2
  exit 1
fi

office_convert() {  # target filter
  local soffice; soffice=$(command -v soffice || command -v libreoffice) || { echo "LibreOffice not installed" >&2; exit 1; }
  local profile; profile=$(mktemp -d)
  trap 'rm -rf -- "$profile"' RETURN
  "$soffice" -env:UserInstallation="file://$profile" --headless --norestore \
    --convert-to "$1" --outdir "$outdir" "$in" >/dev/null
}

case "$ext:$to" in
  md:docx|markdown:docx|md:odt|md:html)
    args=(--standalone -o "$out")
    [[ -n "$ref" && "$to" != html ]] && args+=(--reference-doc "$ref")
    pandoc "$in" "${args[@]}"
    ;;
  md:pdf|markdown:pdf)
    if command -v xelatex >/dev/null; then engine=xelatex
    elif command -v weasyprint >/dev/null; then engine=weasyprint
    else echo "no PDF engine (install texlive-xetex or weasyprint)" >&2; exit 1; fi
    pandoc "$in" --pdf-engine="$engine" -V geometry:margin=2.5cm -o "$out"
    ;;
  docx:md|odt:md|html:md)
    pandoc "$in" -t gfm --wrap=none --extract-media="$outdir/${stem}_media" -o "$out"
    ;;
  doc:docx) office_convert docx ;;
  doc:pdf|docx:pdf|odt:pdf|pptx:pdf|ppt:pdf|xlsx:pdf|odp:pdf) office_convert pdf ;;
  *) echo "unsupported conversion: $ext -> $to" >&2; exit 2 ;;
esac

[[ -f "$out" ]] && echo "wrote $out" || { echo "conversion produced no $out" >&2; exit 1; }
