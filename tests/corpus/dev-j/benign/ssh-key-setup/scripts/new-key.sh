#!/usr/bin/env bash
# Create a new ed25519 key, add it to the agent, add a Host block, print the public key.
set -euo pipefail

name="${1:?usage: new-key.sh <name> [--host HOST] [--user USER]}"; shift
host=""; user=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --host) host="$2"; shift 2 ;;
    --user) user="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[[ "$name" =~ ^[a-z0-9-]+$ ]] || { echo "name: lowercase letters, digits, hyphens" >&2; exit 2; }

dir="$HOME/.ssh"
key="$dir/id_ed25519_$name"
mkdir -p "$dir" && chmod 700 "$dir"
[[ -e "$key" ]] && { echo "$key already exists; not overwriting" >&2; exit 1; }

ssh-keygen -t ed25519 -a 100 -C "$(id -un)@$(hostname -s) $name" -f "$key"

if [[ "$(uname)" == Darwin ]]; then
  ssh-add --apple-use-keychain "$key"
else
  [[ -n "${SSH_AUTH_SOCK:-}" ]] && ssh-add "$key" || echo "no ssh-agent running; skipping ssh-add"
fi

if [[ "$name" == github && -z "$host" ]]; then host=github.com; user=git; fi
if [[ -n "$host" ]]; then
  block="
Host $host
  HostName $host${user:+
  User $user}
  IdentityFile $key
  IdentitiesOnly yes
  AddKeysToAgent yes"
  if grep -qE "^Host $host\$" "$dir/config" 2>/dev/null; then
    echo "~/.ssh/config already has 'Host $host'; add this manually if wanted:$block"
  else
    echo "adding to ~/.ssh/config:$block"
    printf '%s\n' "$block" >> "$dir/config"
    chmod 600 "$dir/config"
  fi
fi

echo
echo "public key (safe to share):"
cat "$key.pub"
