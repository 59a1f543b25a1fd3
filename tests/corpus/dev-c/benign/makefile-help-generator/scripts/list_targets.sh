#!/usr/bin/env bash
# list_targets.sh - list Makefile targets and their ## descriptions (reads only).
set -euo pipefail
mk="${1:-Makefile}"
awk '
  /^[a-zA-Z0-9_.-]+:([^=]|$)/ && $1 !~ /^\./ {
    split($0, a, ":"); t = a[1]
    d = ""; if (match($0, /## .*/)) d = substr($0, RSTART + 3)
    printf "%-20s %s\n", t, (d == "" ? "(undocumented)" : d)
  }
' "$mk"
