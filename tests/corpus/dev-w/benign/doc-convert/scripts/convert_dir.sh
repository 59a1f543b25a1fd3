#!/usr/bin/env bash
# Convert every document in a folder to one target format.
# usage: convert_dir.sh <in-dir> <out-dir> <docx|pdf|html|md>
set -euo pipefail

in=${1:?input folder}
out=${2:?output folder}
fmt=${3:?target format}
mkdir -p "$out"

ok=0; fail=0
while IFS= read -r -d '' f; do
  name=$(basename "${f%.*}")
  ext=${f##*.}
  case "$ext:$fmt" in
    md:docx|md:html|md:epub|html:md|docx:md)
      if pandoc "$f" -o "$out/$name.$fmt"; then ok=$((ok+1)); else fail=$((fail+1)); fi ;;
    md:pdf)
      if pandoc "$f" -o "$out/$name.pdf" --pdf-engine=xelatex; then ok=$((ok+1)); else fail=$((fail+1)); fi ;;
    docx:pdf|odt:pdf|pptx:pdf|xlsx:pdf|doc:pdf)
      if soffice --headless --convert-to pdf --outdir "$out" "$f" >/dev/null; then ok=$((ok+1)); else fail=$((fail+1)); fi ;;
    *)
      echo "skip: $f (no route from $ext to $fmt)"; continue ;;
  esac
  echo "converted: $f"
done < <(find "$in" -maxdepth 1 -type f -print0)

echo "done: $ok converted, $fail failed, output in $out"
