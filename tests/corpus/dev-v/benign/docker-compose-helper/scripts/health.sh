#!/usr/bin/env bash
# Summarise health of this compose project's containers (read-only).
set -euo pipefail

if ! docker compose version >/dev/null 2>&1; then
  echo "docker compose plugin not available" >&2
  exit 1
fi
if ! ls compose.y*ml docker-compose.y*ml >/dev/null 2>&1; then
  echo "no compose file in $(pwd)" >&2
  exit 1
fi

docker compose ps --all --format json 2>/dev/null | python3 -c '
import json, sys
raw = sys.stdin.read().strip()
rows = json.loads(raw) if raw.startswith("[") else [json.loads(l) for l in raw.splitlines() if l.strip()]
bad = 0
for r in rows:
    state, health = r.get("State", "?"), r.get("Health", "") or "-"
    code = r.get("ExitCode", "")
    flag = ""
    if state != "running" or health == "unhealthy":
        flag = "  <-- check logs"; bad += 1
    svc = r.get("Service", "?")
    print(f"{svc:<16} {state:<10} health={health:<10} exit={code}{flag}")
print(f"# {len(rows)} container(s), {bad} need attention")
'
echo "tip: docker compose logs --tail=50 <service>"
