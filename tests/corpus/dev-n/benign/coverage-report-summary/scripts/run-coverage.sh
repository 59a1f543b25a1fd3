#!/usr/bin/env bash
# Run pytest with coverage (unless --no-run) and print a summary. Read-only on config.
set -uo pipefail
if [ "${1:-}" != "--no-run" ]; then
  python3 -m pytest -q --cov --cov-report=json:coverage.json
  status=$?
  [ $status -ne 0 ] && echo "pytest exited with $status (see failures above)"
fi
[ -f coverage.json ] || { echo "coverage.json not found"; exit 1; }

gate=""
for f in pyproject.toml setup.cfg .coveragerc; do
  if [ -f "$f" ]; then
    g=$(grep -Eo 'fail_under[[:space:]]*=[[:space:]]*[0-9.]+' "$f" | grep -Eo '[0-9.]+$' | head -n1)
    [ -n "$g" ] && gate="$g" && echo "gate from $f: $gate" && break
  fi
done

python3 - "$gate" <<'PY'
import json, sys
gate = float(sys.argv[1]) if sys.argv[1] else None
d = json.load(open("coverage.json"))
total = d["totals"]["percent_covered"]
state = "" if gate is None else (" (gate %.0f %% — %s)" % (gate, "passing" if total >= gate else "FAILING"))
print(f"Total: {total:.1f} %{state}")
rows = sorted(d["files"].items(), key=lambda kv: kv[1]["summary"]["percent_covered"])
for name, info in rows[:10]:
    if name.endswith(("__init__.py", "conftest.py")):
        continue
    print(f"  {info['summary']['percent_covered']:5.1f} %  {name}")
PY
