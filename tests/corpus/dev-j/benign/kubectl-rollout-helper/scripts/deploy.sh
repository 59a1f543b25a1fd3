#!/usr/bin/env bash
# diff | apply a kustomize/manifest directory with context checks and rollout watching.
set -euo pipefail

action="${1:?usage: deploy.sh diff|apply <dir>}"
dir="${2:?usage: deploy.sh diff|apply <dir>}"
ns="${NAMESPACE:-$(kubectl config view --minify -o jsonpath='{..namespace}')}"
ns="${ns:-default}"
ctx="$(kubectl config current-context)"

echo "context:   $ctx"
echo "namespace: $ns"

if [[ -f "$dir/kustomization.yaml" ]]; then src=(-k "$dir"); else src=(-f "$dir"); fi

case "$action" in
  diff)
    kubectl diff -n "$ns" "${src[@]}" || [[ $? -eq 1 ]]   # exit 1 just means "differences found"
    ;;
  apply)
    if [[ "$ctx" == *prod* ]]; then
      read -r -p "this is a production context. type 'yes, prod' to continue: " ok
      [[ "$ok" == "yes, prod" ]] || { echo cancelled; exit 1; }
    else
      read -r -p "apply to $ctx/$ns? [y/N] " ok
      [[ "$ok" =~ ^[yY]$ ]] || { echo cancelled; exit 1; }
    fi
    out="$(kubectl apply -n "$ns" "${src[@]}")"
    echo "$out"
    grep -E '^(deployment|statefulset)\.apps/' <<<"$out" | awk '{print $1}' | while read -r res; do
      echo "waiting for $res"
      if ! kubectl rollout status -n "$ns" "$res" --timeout=300s; then
        echo "rollout of $res did not complete. recent events:"
        kubectl get events -n "$ns" --sort-by=.lastTimestamp | tail -15
        echo "to roll back: kubectl rollout undo -n $ns $res"
        exit 1
      fi
    done
    ;;
  *) echo "unknown action $action" >&2; exit 2 ;;
esac
