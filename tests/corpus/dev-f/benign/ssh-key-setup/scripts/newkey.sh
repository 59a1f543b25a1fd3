#!/usr/bin/env bash
# Create a new ed25519 key interactively and print only the public half.
set -euo pipefail

comment="$(id -un)@$(hostname -s)"
name="id_ed25519"
while [ $# -gt 0 ]; do
  case "$1" in
    --comment) comment="$2"; shift 2 ;;
    --name) name="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

dir="$HOME/.ssh"
key="$dir/$name"
mkdir -p "$dir" && chmod 700 "$dir"

if [ -e "$key" ]; then
  echo "$key already exists; choose another --name or reuse it" >&2
  exit 1
fi

# interactive: ssh-keygen prompts the user for a passphrase in their own terminal
ssh-keygen -t ed25519 -a 100 -C "$comment" -f "$key"
chmod 600 "$key"; chmod 644 "$key.pub"

echo
echo "public key (safe to share):"
cat "$key.pub"
echo
echo "fingerprint: $(ssh-keygen -lf "$key.pub")"
