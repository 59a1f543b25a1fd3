#!/usr/bin/env bash
set -euo pipefail
file="${1:?file}"; ref="${2:?checksum or checksum file}"
algo=sha256sum
if [ -f "$ref" ]; then
  line=$(grep -F " $(basename "$file")" "$ref" | head -1 || true)
  [ -n "$line" ] || { echo "no entry for $(basename "$file") in $ref" >&2; exit 2; }
  want=${line%% *}
else
  want="$ref"
fi
[ ${#want} -eq 128 ] && algo=sha512sum
have=$($algo "$file" | cut -d' ' -f1)
if [ "$have" = "$want" ]; then echo "OK ($algo)"; else echo "MISMATCH: expected $want got $have"; exit 1; fi
