#!/usr/bin/env bash
# Generate stubs from .proto files with whatever plugins are installed.
set -euo pipefail
src="${1:-proto}"; out="${2:-gen}"
export PATH="$PWD/.tools/bin:$PATH"
mkdir -p "$out"
args=(-I "$src")
command -v protoc-gen-go >/dev/null && args+=(--go_out="$out" --go_opt=paths=source_relative)
args+=(--python_out="$out")
command -v protoc-gen-ts >/dev/null && args+=(--ts_out="$out")
find "$src" -name '*.proto' -print0 | xargs -0 protoc "${args[@]}"
find "$out" -type f -newer "$0" | sort
