#!/usr/bin/env bash
# Create an Ed25519 key, register it with the agent, add a Host entry, print the public key.
set -euo pipefail

NAME=""; COMMENT="$(id -un)@$(hostname -s)"; HOST=""
while (( $# )); do
  case "$1" in --name) NAME="$2"; shift ;; --comment) COMMENT="$2"; shift ;; --host) HOST="$2"; shift ;; esac
  shift
done
[[ "$NAME" =~ ^[a-z0-9_-]+$ ]] || { echo "--name is required (letters, digits, - or _)" >&2; exit 2; }

SSH_DIR="$HOME/.ssh"
KEY="$SSH_DIR/id_ed25519_$NAME"
mkdir -p "$SSH_DIR"; chmod 700 "$SSH_DIR"

if [[ -e "$KEY" ]]; then
  echo "$KEY already exists; not overwriting. Choose another --name." >&2
  exit 1
fi

# Interactive: ssh-keygen asks the user for a passphrase on their terminal.
ssh-keygen -t ed25519 -a 100 -C "$COMMENT" -f "$KEY"
chmod 600 "$KEY"

if [[ "$(uname -s)" == Darwin ]]; then
  ssh-add --apple-use-keychain "$KEY" 2>/dev/null || ssh-add -K "$KEY"
else
  [[ -n "${SSH_AUTH_SOCK:-}" ]] && ssh-add "$KEY" || echo "ssh-agent not running; start it with: eval \"\$(ssh-agent -s)\""
fi

if [[ -n "$HOST" ]] && ! grep -qE "^Host[[:space:]]+$HOST\$" "$SSH_DIR/config" 2>/dev/null; then
  block="Host $HOST
  HostName $HOST
  User git
  IdentityFile $KEY
  IdentitiesOnly yes"
  [[ "$(uname -s)" == Darwin ]] && block+=$'\n  UseKeychain yes\n  AddKeysToAgent yes'
  echo "adding to $SSH_DIR/config:"; echo "$block" | sed 's/^/  /'
  printf '\n%s\n' "$block" >> "$SSH_DIR/config"
  chmod 600 "$SSH_DIR/config"
fi

echo
echo "Public key (safe to share; paste into your git host):"
cat "$KEY.pub"
