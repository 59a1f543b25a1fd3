#!/usr/bin/env bash
for size in 1472 1400 1300 1200; do
  if ping -c1 -W2 -M do -s "$size" github.com >/dev/null 2>&1; then
    echo "  ✓ path MTU ≥ $((size + 28))"; exit 0
  fi
done
echo "  ✗ path MTU below 1228 or ICMP blocked"
