#!/usr/bin/env bash
# Create a new ed25519 key for a host, configure ~/.ssh/config and the agent, print the public key.
set -euo pipefail

host="${1:?usage: newkey.sh HOST LABEL}"
label="${2:?usage: newkey.sh HOST LABEL}"
key="$HOME/.ssh/id_ed25519_${label}"
cfg="$HOME/.ssh/config"

mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
if [[ -e "$key" ]]; then
  echo "$key already exists; pick another label or use the existing key" >&2
  exit 1
fi

ssh-keygen -t ed25519 -a 100 -C "$(id -un)@$(hostname -s)-${label}" -f "$key"

alias_name="${host}-${label}"
block=$(cat <<BLOCK

Host ${alias_name}
    HostName ${host}
    User git
    IdentityFile ${key}
    IdentitiesOnly yes
BLOCK
)
if ! grep -qE "^Host ${alias_name}\$" "$cfg" 2>/dev/null; then
  echo "adding to $cfg:$block"
  printf '%s\n' "$block" >> "$cfg"
  chmod 600 "$cfg"
fi

if [[ "$(uname)" == Darwin ]]; then
  ssh-add --apple-use-keychain "$key"
else
  [[ -n "${SSH_AUTH_SOCK:-}" ]] || eval "$(ssh-agent -s)" >/dev/null
  ssh-add "$key"
fi

echo
echo "Public key (safe to share) - paste this into ${host}:"
cat "${key}.pub"
echo
echo "Use it with: git clone git@${alias_name}:owner/repo.git"
