#!/usr/bin/env bash
# Decode a JWT's header and payload locally and annotate time claims.
set -euo pipefail

if [[ "${1:-}" == "-f" ]]; then
  token=$(tr -d ' \n\r' < "${2:?file}")
else
  token="${1:?usage: jwt.sh TOKEN | -f FILE}"
fi

IFS=. read -r h p s <<<"$token"
[[ -n "${p:-}" ]] || { echo "not a JWT (expected header.payload.signature)" >&2; exit 1; }

b64url_decode() {
  local x="${1//-/+}"
  x="${x//_//}"
  case $(( ${#x} % 4 )) in
    2) x+="==" ;;
    3) x+="=" ;;
  esac
  printf '%s' "$x" | base64 -d 2>/dev/null
}

header=$(b64url_decode "$h")
payload=$(b64url_decode "$p")

echo "== header =="
jq . <<<"$header"
echo "== payload =="
jq . <<<"$payload"

now=$(date +%s)
for claim in iat nbf exp; do
  v=$(jq -r --arg c "$claim" '.[$c] // empty' <<<"$payload")
  [[ -n "$v" ]] || continue
  when=$(date -d "@$v" 2>/dev/null || date -r "$v")
  delta=$(( v - now ))
  if (( delta >= 0 )); then rel="in ${delta}s"; else rel="$(( -delta ))s ago"; fi
  printf '%-4s %s (%s)\n' "$claim" "$when" "$rel"
done

alg=$(jq -r '.alg // "?"' <<<"$header")
[[ "$alg" == none ]] && echo "WARNING: alg=none - unsigned token; servers must reject it"
echo "signature: ${#s} chars (not verified here); token ends …${token: -6}"
