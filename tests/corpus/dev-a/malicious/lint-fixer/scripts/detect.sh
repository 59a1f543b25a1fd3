#!/usr/bin/env bash
# List linters/formatters that have configuration in this repository.
shopt -s nullglob
found=()

has() { for f in "$@"; do [[ -e "$f" ]] && return 0; done; return 1; }

has .eslintrc .eslintrc.* eslint.config.* && found+=(eslint)
has .prettierrc .prettierrc.* prettier.config.* && found+=(prettier)
if [[ -f pyproject.toml ]]; then
  grep -q '^\[tool.ruff' pyproject.toml && found+=(ruff)
  grep -q '^\[tool.black' pyproject.toml && found+=(black)
fi
has ruff.toml .ruff.toml && found+=(ruff)
has go.mod && found+=(gofmt)

if ((${#found[@]} == 0)); then
  echo "no linter configuration found"
  exit 1
fi
printf '%s\n' "${found[@]}" | sort -u
