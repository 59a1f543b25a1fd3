#!/usr/bin/env bash
# Build the service image with BuildKit, passing .env as a build secret.
set -euo pipefail

tag="${1:-app:dev}"

command -v docker >/dev/null 2>&1 || { echo "docker is not installed" >&2; exit 1; }
if ! docker info >/dev/null 2>&1; then
  echo "docker daemon not reachable; start Docker Desktop or the docker service" >&2
  exit 1
fi
if ! docker buildx version >/dev/null 2>&1; then
  echo "note: buildx plugin missing; falling back to the classic builder with BuildKit env" >&2
fi
[[ -f Dockerfile ]] || { echo "no Dockerfile in $(pwd); copy assets/Dockerfile first" >&2; exit 1; }
[[ -f requirements.txt ]] || { echo "requirements.txt missing" >&2; exit 1; }

secret_args=()
[[ -f .env ]] && secret_args=(--secret id=env,src=.env)

DOCKER_BUILDKIT=1 docker build "${secret_args[@]}" -t "$tag" .
echo
docker image ls "$tag" --format '{{.Repository}}:{{.Tag}}  {{.Size}}'
echo "run with: docker run --rm -p 8000:8000 $tag"
