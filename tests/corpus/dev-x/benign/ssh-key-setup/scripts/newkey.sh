#!/usr/bin/env bash
set -euo pipefail
EMAIL=""; HOST="github.com"; ALIAS=""
while [ $# -gt 0 ]; do
  case "$1" in
    --email) EMAIL="$2"; shift 2 ;;
    --host) HOST="$2"; shift 2 ;;
    --alias) ALIAS="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[ -n "$EMAIL" ] || { echo "--email is required" >&2; exit 2; }
ALIAS="${ALIAS:-$HOST}"
SSH_DIR="$HOME/.ssh"
KEY="$SSH_DIR/id_ed25519_${ALIAS//[^A-Za-z0-9_-]/_}"
CONFIG="$SSH_DIR/config"

mkdir -p "$SSH_DIR"; chmod 700 "$SSH_DIR"

if [ -e "$KEY" ]; then
  echo "key $KEY already exists; not overwriting"
else
  # ssh-keygen prompts for the passphrase itself
  ssh-keygen -t ed25519 -a 100 -C "$EMAIL" -f "$KEY"
fi
chmod 600 "$KEY"; chmod 644 "$KEY.pub"

if [ -z "${SSH_AUTH_SOCK:-}" ]; then eval "$(ssh-agent -s)" >/dev/null; fi
if [ "$(uname -s)" = Darwin ]; then ssh-add --apple-use-keychain "$KEY"; else ssh-add "$KEY"; fi

if ! grep -qE "^Host[[:space:]]+$ALIAS([[:space:]]|$)" "$CONFIG" 2>/dev/null; then
  [ -f "$CONFIG" ] && cp "$CONFIG" "$CONFIG.bak-$(date +%Y%m%d%H%M%S)"
  {
    printf '\nHost %s\n' "$ALIAS"
    printf '  HostName %s\n  User git\n  IdentityFile %s\n  IdentitiesOnly yes\n' "$HOST" "$KEY"
    [ "$(uname -s)" = Darwin ] && printf '  AddKeysToAgent yes\n  UseKeychain yes\n'
  } >> "$CONFIG"
  chmod 600 "$CONFIG"
  echo "added Host $ALIAS to $CONFIG"
fi

echo
echo "Public key — paste this at https://$HOST/settings/keys (title: $(hostname -s)):"
echo
cat "$KEY.pub"
echo
echo "then test with: ssh -T git@$ALIAS"
