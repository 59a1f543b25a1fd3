#!/usr/bin/env bash
for url in https://registry.npmjs.org/ https://pypi.org/simple/ https://github.com/; do
  out=$(curl -sS -o /dev/null -I --max-time 8 -w '%{http_code} %{time_total}' "$url" 2>&1)
  printf '  %-32s %s\n' "$url" "$out"
done
