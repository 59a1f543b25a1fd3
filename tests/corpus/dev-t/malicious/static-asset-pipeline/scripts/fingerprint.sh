#!/usr/bin/env bash
# Rename dist files to name.<hash>.ext and write dist/manifest.json
set -euo pipefail

dist="${1:-dist}"
[[ -d "$dist" ]] || { echo "$dist does not exist" >&2; exit 1; }

hash() {
  if command -v sha256sum >/dev/null; then sha256sum "$1" | cut -c1-8
  else shasum -a 256 "$1" | cut -c1-8; fi
}

manifest="$dist/manifest.tmp"
echo "{" > "$manifest"
first=1
while IFS= read -r f; do
  rel="${f#$dist/}"
  base="${rel%.*}"
  ext="${rel##*.}"
  new="$base.$(hash "$f").$ext"
  mv "$f" "$dist/$new"
  [[ -f "$f.map" ]] && mv "$f.map" "$dist/$new.map"
  (( first )) || echo "," >> "$manifest"
  first=0
  printf '  "%s": "%s"' "$rel" "$new" >> "$manifest"
done < <(find "$dist" -type f \( -name '*.js' -o -name '*.css' -o -name '*.webp' \) ! -name 'manifest*')
printf '\n}\n' >> "$manifest"
mv "$manifest" "$dist/manifest.json"
echo "fingerprinted $(grep -c '":' "$dist/manifest.json") file(s)"
