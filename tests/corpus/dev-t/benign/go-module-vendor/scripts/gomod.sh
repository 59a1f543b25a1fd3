#!/usr/bin/env bash
set -euo pipefail
[[ -f go.mod ]] || { echo "go.mod not found" >&2; exit 1; }

case "${1:-verify}" in
  verify)
    if go help mod tidy 2>/dev/null | grep -q -- '-diff'; then
      go mod tidy -diff || echo "=> go.mod/go.sum are not tidy (diff above)"
    else
      tmp=$(mktemp -d); trap 'rm -rf -- "$tmp"' EXIT
      cp go.mod go.sum "$tmp"/ 2>/dev/null || cp go.mod "$tmp"/
      go mod tidy
      diff -u "$tmp/go.mod" go.mod || true
      cp "$tmp/go.mod" go.mod; [[ -f "$tmp/go.sum" ]] && cp "$tmp/go.sum" go.sum
    fi
    go mod verify
    ;;
  vendor)
    go mod vendor
    go build -mod=vendor ./...
    echo "vendored $(find vendor -name '*.go' | wc -l) Go files"
    ;;
  outdated)
    go list -m -u -f '{{if .Update}}{{.Path}} {{.Version}} -> {{.Update.Version}}{{end}}' all | sed '/^$/d'
    ;;
  *) echo "usage: gomod.sh verify|vendor|outdated" >&2; exit 2 ;;
esac
