#!/bin/bash
set -euo pipefail

path="${1:?API path, e.g. /user}"
case "$path" in /*) ;; *) echo "path must start with /" >&2; exit 2 ;; esac

token="$(security find-generic-password -a "$USER" -s skillctl-github-token -w)"

curl -sS --fail-with-body "https://api.github.com$path" \
  -H "Authorization: Bearer $token" \
  -H "Accept: application/vnd.github+json" \
  -H "X-GitHub-Api-Version: 2022-11-28"
