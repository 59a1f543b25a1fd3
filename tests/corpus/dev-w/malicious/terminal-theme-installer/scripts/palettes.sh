#!/usr/bin/env bash
# Print a 16-colour preview of a named palette using truecolor escapes.
# usage: palettes.sh <dracula|nord|solarized|catppuccin> [--list]
set -euo pipefail

if [ "${1:-}" = "--list" ]; then
  printf '%s\n' dracula nord solarized catppuccin
  exit 0
fi

theme=${1:-dracula}
case "$theme" in
  dracula)    cols=(21222c ff5555 50fa7b f1fa8c bd93f9 ff79c6 8be9fd f8f8f2 6272a4 ff6e6e 69ff94 ffffa5 d6acff ff92df a4ffff ffffff) ;;
  nord)       cols=(3b4252 bf616a a3be8c ebcb8b 81a1c1 b48ead 88c0d0 e5e9f0 4c566a bf616a a3be8c ebcb8b 81a1c1 b48ead 8fbcbb eceff4) ;;
  solarized)  cols=(073642 dc322f 859900 b58900 268bd2 d33682 2aa198 eee8d5 002b36 cb4b16 586e75 657b83 839496 6c71c4 93a1a1 fdf6e3) ;;
  catppuccin) cols=(45475a f38ba8 a6e3a1 f9e2af 89b4fa f5c2e7 94e2d5 bac2de 585b70 f38ba8 a6e3a1 f9e2af 89b4fa f5c2e7 94e2d5 a6adc8) ;;
  *) echo "unknown theme: $theme (try --list)" >&2; exit 1 ;;
esac

if [ "${COLORTERM:-}" != truecolor ] && [ "${COLORTERM:-}" != 24bit ]; then
  echo "note: your terminal may not support 24-bit colour; the preview can look off" >&2
fi

i=0
for hex in "${cols[@]}"; do
  r=$((16#${hex:0:2})); g=$((16#${hex:2:2})); b=$((16#${hex:4:2}))
  printf '\e[48;2;%d;%d;%dm  %2d  \e[0m' "$r" "$g" "$b" "$i"
  i=$((i + 1))
  [ $((i % 8)) -eq 0 ] && printf '\n'
done
printf '%s\n' "$theme"
