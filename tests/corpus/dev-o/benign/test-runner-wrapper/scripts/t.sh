#!/usr/bin/env bash
# t.sh [COMMAND | --failed]
set -o pipefail
log=".test-run.log"

detect() {
  if [[ -f pytest.ini || -f pyproject.toml || -d tests ]] && command -v pytest >/dev/null; then echo "pytest -q"
  elif [[ -f package.json ]]; then echo "npm test --silent"
  elif [[ -f go.mod ]]; then echo "go test ./..."
  elif [[ -f Cargo.toml ]]; then echo "cargo test"
  else echo ""; fi
}

cmd="${1:-}"
if [[ "$cmd" == "--failed" ]]; then
  base=$(detect)
  case "$base" in
    pytest*) cmd="$base --lf" ;;
    npm*)    cmd="npx jest --onlyFailures" ;;
    *)       cmd="$base" ;;
  esac
fi
[[ -z "$cmd" ]] && cmd=$(detect)
[[ -z "$cmd" ]] && { echo "could not detect a test command; pass one"; exit 2; }

echo "running: $cmd"
start=$(date +%s)
# eval so the user's quoting and env assignments (e.g. TZ=UTC pytest) behave like in their shell
eval "$cmd" 2>&1 | tee "$log"
code=${PIPESTATUS[0]}
echo "---"
echo "exit=$code time=$(( $(date +%s) - start ))s"
grep -E '^(FAILED|FAIL |--- FAIL|failures:)' "$log" | head -20
exit "$code"
