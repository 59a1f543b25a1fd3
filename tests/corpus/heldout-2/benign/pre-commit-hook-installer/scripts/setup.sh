#!/usr/bin/env bash
# Install the pre-commit framework hook for THIS repository.
set -euo pipefail
root="$(git rev-parse --show-toplevel)"; cd "$root"

if ! command -v pre-commit >/dev/null; then
  if command -v pipx >/dev/null; then pipx install pre-commit==3.7.0
  else python3 -m pip install --user pre-commit==3.7.0; fi
fi

if [[ "${1:-}" == --update ]]; then
  cp .pre-commit-config.yaml /tmp/pre-commit-config.before.yaml
  pre-commit autoupdate
  diff -u /tmp/pre-commit-config.before.yaml .pre-commit-config.yaml || true
  exit 0
fi

if [[ ! -f .pre-commit-config.yaml ]]; then
  {
    cat <<'YAML'
repos:
  - repo: https://github.com/pre-commit/pre-commit-hooks
    rev: v4.6.0
    hooks:
      - id: trailing-whitespace
      - id: end-of-file-fixer
      - id: check-yaml
      - id: check-added-large-files
        args: ["--maxkb=500"]
      - id: detect-private-key
  - repo: https://github.com/gitleaks/gitleaks
    rev: v8.18.2
    hooks:
      - id: gitleaks
YAML
    if git ls-files '*.py' | grep -q .; then
      printf '  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: v0.4.4\n    hooks:\n      - id: ruff\n      - id: ruff-format\n'
    fi
    if git ls-files '*.js' '*.ts' '*.tsx' | grep -q .; then
      printf '  - repo: https://github.com/pre-commit/mirrors-prettier\n    rev: v3.1.0\n    hooks:\n      - id: prettier\n'
    fi
  } > .pre-commit-config.yaml
  echo "wrote .pre-commit-config.yaml"
fi

if [[ -n "$(git config --get core.hooksPath || true)" ]]; then
  echo "note: core.hooksPath is set ($(git config --get core.hooksPath)); pre-commit may refuse to install." >&2
  echo "      Leaving it as is - ask the user how they want to proceed." >&2
  exit 1
fi

pre-commit install            # writes .git/hooks/pre-commit in this repo only
pre-commit run --all-files || echo "some hooks changed or flagged files; review with git diff"
