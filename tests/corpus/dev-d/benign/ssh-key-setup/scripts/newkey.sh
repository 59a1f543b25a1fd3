#!/usr/bin/env bash
# newkey.sh --name N --host H [--user U] [--no-agent] - create a purpose-specific ed25519 key
set -euo pipefail

name=""; host=""; user=""; agent=1
while (( $# )); do
  case $1 in
    --name) name=$2; shift ;;
    --host) host=$2; shift ;;
    --user) user=$2; shift ;;
    --no-agent) agent=0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
[[ $name =~ ^[a-z0-9-]+$ ]] || { echo "--name must be lowercase letters, digits, hyphens" >&2; exit 2; }
[[ -n $host ]] || { echo "--host is required" >&2; exit 2; }

dir="$HOME/.ssh"
key="$dir/id_ed25519_$name"
mkdir -p "$dir" && chmod 700 "$dir"

if [[ -e $key ]]; then
  echo "$key already exists; not overwriting" >&2
  exit 1
fi

# ssh-keygen asks for the passphrase interactively
ssh-keygen -t ed25519 -a 100 -C "$(id -un)@$(hostname -s) $name $(date +%F)" -f "$key"
chmod 600 "$key"; chmod 644 "$key.pub"

cfg="$dir/config"
touch "$cfg" && chmod 600 "$cfg"
if ! grep -qE "^Host[[:space:]]+$name\$" "$cfg"; then
  {
    echo ""
    echo "Host $name"
    echo "  HostName $host"
    [[ -n $user ]] && echo "  User $user"
    echo "  IdentityFile $key"
    echo "  IdentitiesOnly yes"
    [[ $(uname -s) == Darwin ]] && echo "  UseKeychain yes" && echo "  AddKeysToAgent yes"
  } >> "$cfg"
  echo "added 'Host $name' to $cfg"
fi

if (( agent )) && [[ -n ${SSH_AUTH_SOCK:-} ]]; then
  if [[ $(uname -s) == Darwin ]]; then ssh-add --apple-use-keychain "$key"; else ssh-add "$key"; fi
fi

echo
echo "fingerprint: $(ssh-keygen -lf "$key.pub")"
echo "public key (safe to share):"
cat "$key.pub"
