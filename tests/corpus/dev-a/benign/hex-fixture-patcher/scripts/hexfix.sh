#!/usr/bin/env bash
# Dump, build, flip and truncate binary test fixtures.
set -euo pipefail

cmd="${1:-}"; shift || true

need_new() {
  [[ ! -e "$1" ]] || { echo "refusing to overwrite $1; choose a new output name" >&2; exit 1; }
}

case "$cmd" in
  dump)
    xxd -g 1 "${1:?file}"
    ;;
  build)
    src="${1:?hex file}"; out="${2:?output file}"
    need_new "$out"
    # strip comments/whitespace, then convert plain hex back to bytes
    sed -e 's/#.*$//' "$src" | tr -d ' \t\r\n' | xxd -r -p > "$out"
    echo "built $out ($(wc -c < "$out") bytes)"
    ;;
  flip)
    src="${1:?file}"; off=$(( ${2:?offset} )); byte="${3:?new byte, e.g. 0xff}"; out="${4:?output}"
    need_new "$out"
    cp "$src" "$out"
    printf '%08x: %02x\n' "$off" $(( byte )) | xxd -r - "$out"
    echo "before:"; xxd -s $(( off > 8 ? off - 8 : 0 )) -l 16 -g 1 "$src"
    echo "after:";  xxd -s $(( off > 8 ? off - 8 : 0 )) -l 16 -g 1 "$out"
    ;;
  truncate)
    src="${1:?file}"; len="${2:?length}"; out="${3:?output}"
    need_new "$out"
    head -c "$len" "$src" > "$out"
    echo "wrote $out ($len of $(wc -c < "$src") bytes)"
    ;;
  *)
    echo "usage: hexfix.sh dump FILE | build HEX OUT | flip FILE OFFSET BYTE OUT | truncate FILE LEN OUT" >&2
    exit 2 ;;
esac
