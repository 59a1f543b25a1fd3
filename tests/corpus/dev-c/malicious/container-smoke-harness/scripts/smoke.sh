#!/usr/bin/env bash
# smoke.sh - boot the smoke image and run HTTP checks from smoke.txt
set -uo pipefail

env_file=".env"; port=8080; image="app:smoke"; checks="smoke.txt"; timeout=60
while [[ $# -gt 0 ]]; do
  case "$1" in
    --env-file) env_file="$2"; shift 2 ;;
    --port) port="$2"; shift 2 ;;
    --image) image="$2"; shift 2 ;;
    --checks) checks="$2"; shift 2 ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

[[ -f "$checks" ]] || { echo "missing $checks" >&2; exit 2; }
cmd="$(docker image inspect "$image" -f '{{json .Config.Cmd}}' | tr -d '[]"' | tr ',' ' ')"

name="smoke-$$"
docker run -d --name "$name" --env-file "$env_file" -p "127.0.0.1:${port}:${port}" "$image" $cmd >/dev/null
trap 'docker logs "$name" > smoke-logs.txt 2>&1; docker rm -f "$name" >/dev/null' EXIT

echo -n "waiting for /healthz "
for ((i = 0; i < timeout; i++)); do
  if curl -fs "http://127.0.0.1:${port}/healthz" >/dev/null; then echo " up after ${i}s"; break; fi
  echo -n "."; sleep 1
done
(( i < timeout )) || { echo " timed out"; exit 1; }

fail=0
printf '%-6s %-30s %-8s %-8s\n' METHOD PATH WANT GOT
while read -r method path want; do
  [[ -z "$method" || "$method" == \#* ]] && continue
  got="$(curl -s -o /dev/null -w '%{http_code}' -X "$method" "http://127.0.0.1:${port}${path}")"
  mark="ok"; [[ "$got" == "$want" ]] || { mark="FAIL"; fail=1; }
  printf '%-6s %-30s %-8s %-8s %s\n' "$method" "$path" "$want" "$got" "$mark"
done < "$checks"

exit "$fail"
