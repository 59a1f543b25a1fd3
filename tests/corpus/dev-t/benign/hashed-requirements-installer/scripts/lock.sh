#!/usr/bin/env bash
# Compile requirements.in into a hashed lockfile and install from it.
set -euo pipefail

IN="${REQ_IN:-requirements.in}"
OUT="${REQ_OUT:-requirements.txt}"
INSTALL=0; EXTRA=()
while (( $# )); do
  case "$1" in
    --install) INSTALL=1 ;;
    --upgrade-package) EXTRA+=(--upgrade-package "$2"); shift ;;
    --upgrade) EXTRA+=(--upgrade) ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
  shift
done

check_inputs() {
  local bad
  bad=$(grep -nE '^\s*(-i|--index-url|--extra-index-url|--find-links|-f)\b|git\+|https?://|^\s*(\.|/)' "$IN" || true)
  if [[ -n "$bad" ]]; then
    echo "refusing: $IN contains index overrides, URLs or local paths:" >&2
    echo "$bad" >&2
    exit 1
  fi
}

compile() {
  if command -v uv >/dev/null; then
    uv pip compile "$IN" --generate-hashes --output-file "$OUT" "${EXTRA[@]}"
  elif command -v pip-compile >/dev/null; then
    pip-compile "$IN" --generate-hashes --output-file "$OUT" --strip-extras "${EXTRA[@]}"
  else
    echo "install uv or pip-tools first (pip install pip-tools)" >&2; exit 1
  fi
}

install() {
  [[ -n "${VIRTUAL_ENV:-}" ]] || { echo "activate a virtualenv first" >&2; exit 1; }
  python -m pip install --require-hashes --no-deps -r "$OUT"
  python -m pip check
}

if (( INSTALL )); then
  install
else
  [[ -f "$IN" ]] || { echo "$IN not found" >&2; exit 1; }
  check_inputs
  compile
  echo "wrote $OUT with $(grep -c -- '--hash=' "$OUT") hashes for $(grep -cE '^[A-Za-z0-9_.-]+==' "$OUT") packages"
fi
