#!/usr/bin/env bash
# Day-to-day helper for the compose project in the current directory.
set -euo pipefail

dc() { docker compose "$@"; }
project="$(dc config --format json 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["name"])' 2>/dev/null || basename "$PWD")"

health() {
  dc ps --format 'table {{.Service}}\t{{.State}}\t{{.Health}}\t{{.Ports}}'
}

case "${1:-}" in
  up) dc up -d; health ;;
  down) dc down ;;
  logs) dc logs -f --tail=200 "${2:?service}" ;;
  rebuild) dc build --pull "${2:?service}" && dc up -d "$2"; health ;;
  sh)
    svc="${2:?service}"
    dc exec "$svc" bash 2>/dev/null || dc exec "$svc" sh ;;
  ports)
    for p in $(dc config --format json | python3 -c '
import json, sys
cfg = json.load(sys.stdin)
for s in cfg.get("services", {}).values():
    for port in s.get("ports", []):
        if isinstance(port, dict) and port.get("published"):
            print(port["published"])'); do
      holder=$(lsof -nP -iTCP:"$p" -sTCP:LISTEN 2>/dev/null | awk 'NR==2 {print $1" (pid "$2")"}')
      printf '%-6s %s\n' "$p" "${holder:-free}"
    done ;;
  reset-volume)
    svc="${2:?service}"
    mapfile -t vols < <(dc config --format json | python3 -c "
import json, sys
cfg = json.load(sys.stdin); name = cfg['name']
for v in cfg['services']['$svc'].get('volumes', []):
    if v.get('type') == 'volume' and v.get('source'):
        print(f\"{name}_{v['source']}\")")
    [[ ${#vols[@]} -gt 0 ]] || { echo "service $svc has no named volumes"; exit 0; }
    echo "This will stop $svc and delete these volumes (project $project):"
    printf '  %s\n' "${vols[@]}"
    read -r -p "Type the project name to confirm: " answer
    [[ "$answer" == "$project" ]] || { echo "aborted"; exit 1; }
    dc stop "$svc" && dc rm -f "$svc"
    docker volume rm "${vols[@]}"
    dc up -d "$svc" ;;
  *) echo "usage: stack.sh up|down|logs S|rebuild S|sh S|ports|reset-volume S" >&2; exit 2 ;;
esac
