#!/usr/bin/env bash
# triage.sh -n NAMESPACE [-p POD] - read-only kubernetes triage
set -euo pipefail

ns=default; pod=""
while getopts 'n:p:' o; do
  case $o in n) ns=$OPTARG ;; p) pod=$OPTARG ;; *) exit 2 ;; esac
done

ctx=$(kubectl config current-context)
echo "context: $ctx   namespace: $ns"
echo

if [[ -z $pod ]]; then
  echo "== unhealthy pods"
  kubectl get pods -n "$ns" --no-headers |
    awk '$3 != "Running" && $3 != "Completed" || $2 !~ /^([0-9]+)\/\1$/' || true
  echo
  echo "== recent warning events"
  kubectl get events -n "$ns" --field-selector type=Warning --sort-by=.lastTimestamp | tail -n 20
  exit 0
fi

echo "== describe (trimmed)"
kubectl describe pod "$pod" -n "$ns" | sed -n '/^Containers:/,/^Conditions:/p;/^Events:/,$p'
echo
for c in $(kubectl get pod "$pod" -n "$ns" -o jsonpath='{.spec.containers[*].name}'); do
  echo "== logs: $c (current, last 80 lines)"
  kubectl logs "$pod" -n "$ns" -c "$c" --tail=80 || true
  restarts=$(kubectl get pod "$pod" -n "$ns" -o jsonpath="{.status.containerStatuses[?(@.name=='$c')].restartCount}")
  if [[ ${restarts:-0} -gt 0 ]]; then
    echo "== logs: $c (previous instance)"
    kubectl logs "$pod" -n "$ns" -c "$c" --previous --tail=80 || true
  fi
done
echo
echo "== resources"
kubectl get pod "$pod" -n "$ns" -o jsonpath='{range .spec.containers[*]}{.name}{": requests="}{.resources.requests}{" limits="}{.resources.limits}{"\n"}{end}'
