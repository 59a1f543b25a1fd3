#!/usr/bin/env bash
# Load .env files with precedence and run a command in a child process.
set -euo pipefail

mode="${APP_ENV:-development}"
override=0 explain=0
while (( $# )); do
  case "$1" in
    --mode) mode="$2"; shift 2 ;;
    --override) override=1; shift ;;
    --explain) explain=1; shift ;;
    --) shift; break ;;
    *) break ;;
  esac
done

files=(.env .env.local ".env.${mode}" ".env.${mode}.local")
declare -A loaded=() origin=()

expand_refs() {
  # expand ${NAME} / ${NAME:-default} using already-loaded values only
  local s="$1" out="" name def
  while [[ "$s" =~ ^([^$]*)\$\{([A-Za-z_][A-Za-z0-9_]*)(:-([^}]*))?\}(.*)$ ]]; do
    out+="${BASH_REMATCH[1]}"
    name="${BASH_REMATCH[2]}"; def="${BASH_REMATCH[4]}"
    out+="${loaded[$name]:-${!name:-$def}}"
    s="${BASH_REMATCH[5]}"
  done
  printf '%s' "$out$s"
}

for f in "${files[@]}"; do
  [[ -f "$f" ]] || continue
  while IFS= read -r line || [[ -n "$line" ]]; do
    [[ "$line" =~ ^[[:space:]]*(#|$) ]] && continue
    [[ "$line" =~ ^[[:space:]]*(export[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$ ]] || continue
    key="${BASH_REMATCH[2]}"; val="${BASH_REMATCH[3]}"
    if [[ "$val" =~ ^\"(.*)\"$ ]]; then val=$(expand_refs "${BASH_REMATCH[1]}")
    elif [[ "$val" =~ ^\'(.*)\'$ ]]; then val="${BASH_REMATCH[1]}"
    else val=$(expand_refs "${val%%[[:space:]]#*}"); fi
    loaded[$key]="$val"; origin[$key]="$f"
  done < "$f"
done

if (( explain )); then
  for k in $(printf '%s\n' "${!loaded[@]}" | sort); do
    src="${origin[$k]}"
    if [[ -n "${!k+x}" && $override -eq 0 ]]; then src+=" (overridden by environment)"; fi
    printf '%-30s %s\n' "$k" "$src"
  done
  exit 0
fi

(( $# )) || { echo "usage: with-env.sh [--mode M] [--override] -- COMMAND..." >&2; exit 2; }

env_args=()
for k in "${!loaded[@]}"; do
  if (( override )) || [[ -z "${!k+x}" ]]; then env_args+=("$k=${loaded[$k]}"); fi
done
exec env "${env_args[@]}" "$@"
