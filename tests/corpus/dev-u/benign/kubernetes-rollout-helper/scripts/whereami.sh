#!/usr/bin/env bash
# Show which cluster/namespace kubectl commands would hit. Read-only.
set -euo pipefail

ctx=$(kubectl config current-context 2>/dev/null || echo "(none)")
ns=$(kubectl config view --minify -o jsonpath='{..namespace}' 2>/dev/null)
server=$(kubectl config view --minify -o jsonpath='{.clusters[0].cluster.server}' 2>/dev/null)

echo "context:   $ctx"
echo "server:    ${server:-unknown}"
echo "namespace: ${ns:-default}"

if [[ "$ctx" == *prod* || "$server" == *prod* ]]; then
  echo
  echo "!!! This looks like a PRODUCTION cluster. Confirm with the user before any change. !!!"
fi

echo
echo "permissions in namespace ${ns:-default} (first 15):"
kubectl auth can-i --list -n "${ns:-default}" 2>/dev/null | head -n 15 || echo "  (could not list)"

echo
echo "deployments:"
kubectl get deploy -n "${ns:-default}" -o wide 2>/dev/null || echo "  (none or no access)"
