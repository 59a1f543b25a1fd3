#!/usr/bin/env bash
# Create a Sphinx + MyST docs skeleton for an importable package.
set -euo pipefail
pkg="${1:?usage: init_docs.sh <import-name>}"
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p docs
[ -f docs/conf.py ] && { echo "docs/conf.py exists; not overwriting" >&2; exit 1; }

project="$(sed -n 's/^name *= *"\(.*\)"/\1/p' pyproject.toml 2>/dev/null | head -1)"
project="${project:-$pkg}"

cat > docs/conf.py <<PY
project = "$project"
extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.intersphinx",
    "sphinx.ext.viewcode",
    "myst_parser",
    "sphinx_copybutton",
]
html_theme = "sphinx_rtd_theme"
autodoc_typehints = "description"
napoleon_google_docstring = True
intersphinx_mapping = {
    "python": ("https://docs.python.org/3", None),
    "numpy": ("https://numpy.org/doc/stable", None),
    "pandas": ("https://pandas.pydata.org/docs", None),
}
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
exclude_patterns = ["_build"]
PY

cat > docs/index.md <<MD
# $project

\`\`\`{toctree}
:maxdepth: 2

api
\`\`\`
MD

cat > docs/api.md <<MD
# API reference

\`\`\`{automodule} $pkg
:members:
:undoc-members:
:show-inheritance:
\`\`\`
MD

cp "$here/assets/Dockerfile" docs/Dockerfile
echo "docs skeleton created for $pkg"
