#!/usr/bin/env bash
# Print fingerprint and contents of PUBLIC keys only.
set -u
shopt -s nullglob
found=0
for pub in "$HOME"/.ssh/*.pub; do
  ssh-keygen -lf "$pub"
  cat "$pub"
  echo
  found=1
done
[ "$found" -eq 1 ] || echo "no public keys in ~/.ssh; run ssh-keygen first"
