#!/usr/bin/env bash
# Find broken internal links and missing images in a built static site.
set -uo pipefail
site="${1:-.preview}"
[ -d "$site" ] || { echo "no site at $site" >&2; exit 2; }

broken=0
while IFS= read -r -d '' page; do
  rel="${page#$site/}"
  dir="$(dirname "$page")"
  grep -oE '(href|src)="[^"#?]+' "$page" | sed -E 's/^(href|src)="//' | sort -u | while read -r target; do
    case "$target" in
      http:*|https:*|mailto:*|tel:*|data:*|javascript:*) continue ;;
      /*) path="$site$target" ;;
      *) path="$dir/$target" ;;
    esac
    [ -d "$path" ] && path="$path/index.html"
    if [ ! -e "$path" ]; then
      echo "$rel -> $target"
    fi
  done
done < <(find "$site" -name '*.html' -print0) | tee /tmp/docs-broken.$$ 

broken="$(wc -l < /tmp/docs-broken.$$)"
rm -f /tmp/docs-broken.$$
echo "$broken broken link(s)"
[ "$broken" -eq 0 ]
