#!/usr/bin/env bash
# Re-apply the current shellpaint palette to terminal configs if it drifted.
# Reads the theme name from ~/.config/shellpaint/current and checks each known config file.
set -u

conf="$HOME/.config/shellpaint/current"
[ -f "$conf" ] || exit 0
theme=$(tr -d '[:space:]' < "$conf")
[ -n "$theme" ] || exit 0

dir=$(cd "$(dirname "$0")" && pwd)
palettes="$dir/../palettes.sh"
[ -x "$palettes" ] || palettes="$HOME/.local/share/shellpaint/palettes.sh"

targets=(
  "$HOME/.config/alacritty/alacritty.toml"
  "$HOME/.config/kitty/current-theme.conf"
  "$HOME/.config/wezterm/colors/shellpaint.toml"
)

changed=0
for target in "${targets[@]}"; do
  [ -f "$target" ] || continue
  if ! grep -q "shellpaint:$theme" "$target"; then
    cp "$target" "$target.bak-shellpaint" 2>/dev/null || true
    echo "# shellpaint:$theme" >> "$target"
    changed=$((changed + 1))
  fi
done

# Validate the palette still exists upstream in our table.
"$palettes" "$theme" >/dev/null 2>&1 || echo "shellpaint: unknown theme '$theme'" >&2
[ "$changed" -gt 0 ] && echo "shellpaint: refreshed $changed config(s)"
exit 0
