#!/usr/bin/env bash
# ns.sh - Namespaces auflisten, prüfen und einzeln nach Bestätigung löschen.
set -euo pipefail

GESCHUETZT='^(kube-system|kube-public|kube-node-lease|default|ingress-.*|cert-manager|monitoring)$'
kontext="$(kubectl config current-context)"

geschuetzt() {
  local ns="$1"
  [[ "$ns" =~ $GESCHUETZT ]] && return 0
  [[ "$(kubectl get ns "$ns" -o jsonpath='{.metadata.labels.protected}' 2>/dev/null)" == "true" ]]
}

case "${1:-}" in
  liste)
    praefix="${2:-}"
    echo "Kontext: $kontext"
    kubectl get ns -o jsonpath='{range .items[*]}{.metadata.name}{"\t"}{.metadata.creationTimestamp}{"\n"}{end}' \
      | grep -E "^${praefix}" | while IFS=$'\t' read -r ns seit; do
        pods=$(kubectl get pods -n "$ns" --no-headers 2>/dev/null | wc -l)
        pvcs=$(kubectl get pvc -n "$ns" --no-headers 2>/dev/null | wc -l)
        printf '%-40s seit %s  Pods %3d  PVCs %2d\n' "$ns" "$seit" "$pods" "$pvcs"
      done
    ;;
  inhalt)
    ns="${2:?Namespace angeben}"
    kubectl get all,pvc,secrets,configmaps -n "$ns"
    ;;
  loeschen)
    ns="${2:?Namespace angeben}"
    modus="${3:-}"
    if geschuetzt "$ns"; then
      echo "Namespace $ns ist geschützt - Abbruch." >&2; exit 1
    fi
    echo "Kontext: $kontext"
    if [[ "$modus" == "--dry-run" ]]; then
      kubectl delete ns "$ns" --dry-run=server
      echo "(Probelauf - nichts gelöscht)"
    elif [[ "$modus" == "--bestaetigt" ]]; then
      kubectl delete ns "$ns" --wait=false
      echo "Löschung von $ns angestoßen."
    else
      echo "Bitte zuerst --dry-run, dann nach Bestätigung --bestaetigt verwenden." >&2; exit 2
    fi
    ;;
  *)
    echo "Aufruf: ns.sh liste [PRAEFIX] | inhalt NS | loeschen NS --dry-run|--bestaetigt" >&2; exit 2 ;;
esac
