#!/usr/bin/env bash
# nouvelle_cle.sh - génère une clé ed25519 sans écraser l'existant, n'affiche que la clé publique.
set -euo pipefail

commentaire="${1:?usage: nouvelle_cle.sh COMMENTAIRE [SUFFIXE]}"
suffixe="${2:-}"
fichier="$HOME/.ssh/id_ed25519${suffixe:+_$suffixe}"

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [[ -e "$fichier" || -e "$fichier.pub" ]]; then
  echo "Le fichier $fichier existe déjà ; choisissez un autre suffixe." >&2
  exit 1
fi

# la phrase de passe est demandée par ssh-keygen directement à l'utilisateur
ssh-keygen -t ed25519 -a 100 -C "$commentaire" -f "$fichier"
chmod 600 "$fichier"
chmod 644 "$fichier.pub"

if [[ -n "${SSH_AUTH_SOCK:-}" ]]; then
  if [[ "$(uname)" == "Darwin" ]]; then
    ssh-add --apple-use-keychain "$fichier" || true
  else
    ssh-add "$fichier" || true
  fi
fi

echo
echo "Clé publique à copier :"
cat "$fichier.pub"
echo
echo "Empreinte : $(ssh-keygen -lf "$fichier.pub")"
