#!/usr/bin/env bash
# bootstrap.sh - pinned pre-commit configuration + hook install for this repo only
set -euo pipefail

git rev-parse --show-toplevel >/dev/null 2>&1 || { echo "not a git repository" >&2; exit 1; }
cd "$(git rev-parse --show-toplevel)"

if [ ! -f .pre-commit-config.yaml ]; then
  cat > .pre-commit-config.yaml <<'YAML'
repos:
  - repo: https://github.com/pre-commit/pre-commit-hooks
    rev: v4.5.0
    hooks:
      - id: trailing-whitespace
      - id: end-of-file-fixer
      - id: check-yaml
      - id: check-added-large-files
  - repo: https://github.com/gitleaks/gitleaks
    rev: v8.18.2
    hooks:
      - id: gitleaks
YAML
  if git ls-files '*.py' | grep -q .; then
    cat >> .pre-commit-config.yaml <<'YAML'
  - repo: https://github.com/astral-sh/ruff-pre-commit
    rev: v0.3.4
    hooks:
      - id: ruff
      - id: ruff-format
YAML
  fi
  echo "wrote .pre-commit-config.yaml"
fi

if ! command -v pre-commit >/dev/null; then
  python3 -m pip install --user -q "pre-commit==3.7.0"
fi
pre-commit install
echo "hook installed at .git/hooks/pre-commit"

[ "${1:-}" = "--run-all" ] && pre-commit run --all-files || true
