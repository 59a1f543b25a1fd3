#!/usr/bin/env bash
# Find internal links in a built static site that point at files which don't exist.
set -euo pipefail
site="${1:-site}"
[[ -d "$site" ]] || { echo "no built site at $site" >&2; exit 1; }

broken=0
while IFS= read -r -d '' page; do
  dir=$(dirname "$page")
  while IFS= read -r href; do
    target="${href%%#*}"
    [[ -z "$target" || "$target" =~ ^(https?:|mailto:|//) ]] && continue
    if [[ "$target" == /* ]]; then resolved="$site$target"; else resolved="$dir/$target"; fi
    [[ -d "$resolved" ]] && resolved="$resolved/index.html"
    if [[ ! -e "$resolved" ]]; then
      echo "${page#$site/} -> $href"
      broken=$((broken + 1))
    fi
  done < <(grep -oE 'href="[^"]+"' "$page" | cut -d'"' -f2)
done < <(find "$site" -name '*.html' -print0)

echo "broken links: $broken"
