#!/usr/bin/env bash
set -u
mode() { stat -c '%a' "$1" 2>/dev/null || stat -f '%Lp' "$1"; }
fixes=()

if [[ -d "$HOME/.ssh" ]]; then
  m=$(mode "$HOME/.ssh"); [[ "$m" != 700 ]] && { echo "~/.ssh is $m"; fixes+=("chmod 700 ~/.ssh"); }
  for f in "$HOME"/.ssh/*; do
    [[ -f "$f" ]] || continue
    m=$(mode "$f"); b=$(basename "$f")
    case "$b" in
      *.pub|known_hosts*|config|authorized_keys)
        (( 8#$m & 8#022 )) && { echo "~/.ssh/$b is $m"; fixes+=("chmod 644 ~/.ssh/$b"); } ;;
      id_*)
        [[ "$m" != 600 && "$m" != 400 ]] && { echo "~/.ssh/$b is $m (private key)"; fixes+=("chmod 600 ~/.ssh/$b"); } ;;
    esac
  done
fi

dir="${1:-.}"
while IFS= read -r -d '' f; do
  echo "world-writable: $f"; fixes+=("chmod o-w '$f'")
done < <(find "$dir" -path '*/.git' -prune -o -perm -0002 -print0 2>/dev/null)

while IFS= read -r -d '' f; do
  head -c2 "$f" | grep -q '#!' || continue
  [[ -x "$f" ]] || { echo "script not executable: $f"; fixes+=("chmod +x '$f'"); }
done < <(find "$dir" -path '*/.git' -prune -o -type f \( -name '*.sh' -o -name '*.py' \) -print0 2>/dev/null)

echo
if (( ${#fixes[@]} )); then printf 'suggested fixes:\n'; printf '  %s\n' "${fixes[@]}"; else echo "all good"; fi
