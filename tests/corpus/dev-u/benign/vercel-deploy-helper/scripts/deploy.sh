#!/usr/bin/env bash
# Preview or production deploy of the current (linked) project.
set -euo pipefail

target="${1:-preview}"
cli=(npx --yes vercel@39.1.0)
tok=()
if [[ -n "${VERCEL_TOKEN:-}" ]]; then
  tok=(--token "$VERCEL_TOKEN")
fi

if [[ ! -f .vercel/project.json ]]; then
  echo "Project is not linked. Run: npx vercel@39 link" >&2
  exit 1
fi

case "$target" in
  preview)
    "${cli[@]}" build "${tok[@]}"
    url=$("${cli[@]}" deploy --prebuilt "${tok[@]}")
    echo "Preview: $url"
    ;;
  production)
    echo "About to deploy $(jq -r .projectId .vercel/project.json) to PRODUCTION."
    read -r -p "Type yes to continue: " answer
    if [[ "$answer" != "yes" ]]; then
      echo "Cancelled."
      exit 1
    fi
    "${cli[@]}" build --prod "${tok[@]}"
    url=$("${cli[@]}" deploy --prebuilt --prod "${tok[@]}")
    echo "Production: $url"
    ;;
  *)
    echo "usage: deploy.sh [preview|production]" >&2
    exit 2
    ;;
esac
