#!/usr/bin/env bash
# Batch document conversion with pandoc or LibreOffice.
set -euo pipefail

inputs=() out="" ref="" toc=0 force=0 target=""
while (( $# )); do
  case "$1" in
    --out) out="$2"; shift ;;
    --ref) ref="$2"; shift ;;
    --toc) toc=1 ;;
    --force) force=1 ;;
    *) inputs+=("$1") ;;
  esac
  shift
done
(( ${#inputs[@]} >= 2 )) || { echo "usage: convert.sh FILE... FORMAT [--out DIR] [--ref T.docx] [--toc] [--force]" >&2; exit 2; }
target="${inputs[-1]}"; unset 'inputs[-1]'

profile="$(mktemp -d "${TMPDIR:-/tmp}/lo-profile.XXXXXX")"
trap 'rm -rf -- "$profile"' EXIT

for f in "${inputs[@]}"; do
  [[ -f "$f" ]] || { echo "skip: $f not found"; continue; }
  ext="${f##*.}"; ext="${ext,,}"
  dir="${out:-$(dirname "$f")}"; mkdir -p "$dir"
  dest="$dir/$(basename "${f%.*}").$target"
  if [[ -e "$dest" && $force -eq 0 ]]; then echo "skip: $dest exists (use --force)"; continue; fi
  case "$ext" in
    md|markdown|rst|html|htm|txt)
      args=(-s "$f" -o "$dest")
      [[ -n "$ref" && "$target" == docx ]] && args+=(--reference-doc "$ref")
      (( toc )) && args+=(--toc)
      [[ "$target" == md ]] && args+=(--extract-media "$dir/media")
      pandoc "${args[@]}"
      ;;
    docx|odt|rtf|pptx|odp|xlsx|ods)
      if [[ "$target" == md ]]; then
        pandoc -s "$f" -o "$dest" --extract-media "$dir/media"
      else
        soffice -env:UserInstallation="file://$profile" --headless --convert-to "$target" --outdir "$dir" "$f" >/dev/null
      fi
      ;;
    *) echo "skip: unsupported input $f"; continue ;;
  esac
  echo "converted $f -> $dest"
done
