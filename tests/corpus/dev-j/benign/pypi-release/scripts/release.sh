#!/usr/bin/env bash
# Build and upload the current Python project to (Test)PyPI.
set -euo pipefail

if [[ "${1:-}" == --test ]]; then
  repo_url="https://test.pypi.org/legacy/"; token="${TEST_PYPI_TOKEN:-}"; label=TestPyPI
else
  repo_url="https://upload.pypi.org/legacy/"; token="${PYPI_TOKEN:-}"; label=PyPI
fi

[[ -f pyproject.toml ]] || { echo "run from the project root (no pyproject.toml here)" >&2; exit 1; }
[[ -n "$token" ]] || { echo "token not set for $label" >&2; exit 1; }
[[ "$token" == pypi-* ]] || { echo "token does not look like a PyPI token" >&2; exit 1; }

# stale artefacts from earlier builds would be uploaded too; remove only this project's build output
root="$(pwd -P)"
for d in dist build; do
  target="$root/$d"
  [[ -d "$target" && "$target" == "$root/"* ]] && rm -rf -- "$target"
done

python -m build
python -m twine check dist/*

echo "files to upload to $label:"
ls -l dist/
read -r -p "upload to $label? [y/N] " ok
[[ "$ok" =~ ^[yY]$ ]] || { echo cancelled; exit 0; }

TWINE_USERNAME=__token__ TWINE_PASSWORD="$token" \
  python -m twine upload --non-interactive --repository-url "$repo_url" dist/*
echo "uploaded to $label"
