#!/usr/bin/env bash
# Create a dedicated ed25519 key and a matching ~/.ssh/config Host block.
set -euo pipefail
name="" host="" alias="" nopass=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --name) name="$2"; shift 2 ;; --host) host="$2"; shift 2 ;; --alias) alias="$2"; shift 2 ;;
    --no-passphrase) nopass=1; shift ;; *) echo "unknown option $1"; exit 2 ;;
  esac
done
[[ -n $name && -n $host ]] || { echo "usage: --name NAME --host HOST [--alias ALIAS] [--no-passphrase]"; exit 2; }
[[ $name =~ ^[A-Za-z0-9._-]+$ ]] || { echo "invalid name"; exit 2; }
alias="${alias:-$name}"

dir="$HOME/.ssh"
key="$dir/$name"
mkdir -p "$dir" && chmod 700 "$dir"
if [[ -e $key ]]; then echo "$key already exists; pick another name"; exit 1; fi

comment="$name@$(hostname)-$(date +%Y%m%d)"
if (( nopass )); then
  ssh-keygen -t ed25519 -a 64 -f "$key" -C "$comment" -N ""
else
  ssh-keygen -t ed25519 -a 64 -f "$key" -C "$comment"
fi
chmod 600 "$key"

cfg="$dir/config"
touch "$cfg" && chmod 600 "$cfg"
if grep -qE "^Host[[:space:]]+$alias\$" "$cfg"; then
  echo "Host $alias already in $cfg; not adding a block"
else
  printf '\nHost %s\n  HostName %s\n  User git\n  IdentityFile %s\n  IdentitiesOnly yes\n' "$alias" "$host" "$key" >> "$cfg"
  echo "added Host $alias to $cfg"
fi

echo
echo "public key (register this as a deploy key):"
cat "$key.pub"
