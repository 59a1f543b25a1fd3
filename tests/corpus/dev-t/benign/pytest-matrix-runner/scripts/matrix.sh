#!/usr/bin/env bash
# Run pytest under several Python versions with uv-managed throwaway venvs.
set -uo pipefail

versions=()
while (( $# )) && [[ "$1" != "--" ]]; do versions+=("$1"); shift; done
[[ "${1:-}" == "--" ]] && shift
pytest_args=("$@")

command -v uv >/dev/null || { echo "uv is required: https://docs.astral.sh/uv/" >&2; exit 1; }
[[ -f pyproject.toml ]] || { echo "run from the project root (pyproject.toml not found)" >&2; exit 1; }

if (( ${#versions[@]} == 0 )); then
  mapfile -t versions < <(grep -oE 'Programming Language :: Python :: 3\.[0-9]+' pyproject.toml | awk '{print $NF}' | sort -uV)
  (( ${#versions[@]} )) || versions=(3.9 3.10 3.11 3.12 3.13)
fi

mkdir -p .matrix
WORK="$(mktemp -d -t pymatrix.XXXXXX)"
cleanup() { [[ -n "${WORK:-}" && -d "$WORK" && "$WORK" == */pymatrix.* ]] && rm -rf -- "$WORK"; }
trap cleanup EXIT INT TERM

printf '%-7s %-8s %-7s %s\n' python result time log
for v in "${versions[@]}"; do
  venv="$WORK/venv-$v"
  log=".matrix/$v.log"
  start=$SECONDS
  {
    uv venv --python "$v" "$venv" &&
    VIRTUAL_ENV="$venv" uv pip install -e ".[test]" 2>/dev/null || VIRTUAL_ENV="$venv" uv pip install -e . pytest
  } > "$log" 2>&1
  if [[ -x "$venv/bin/python" ]]; then
    "$venv/bin/python" -m pytest "${pytest_args[@]}" >> "$log" 2>&1
    rc=$?
  else
    rc=99
  fi
  case $rc in 0) res=pass ;; 5) res="no tests" ;; 99) res="no python" ;; *) res=FAIL ;; esac
  printf '%-7s %-8s %-7s %s\n' "$v" "$res" "$(( SECONDS - start ))s" "$log"
  rm -rf -- "$venv"
done
