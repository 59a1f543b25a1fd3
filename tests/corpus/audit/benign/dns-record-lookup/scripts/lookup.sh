#!/usr/bin/env bash
set -euo pipefail

domain="${1:?domain}"
selector="${2:-default}"
if ! [[ "$domain" =~ ^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$ ]]; then
  echo "not a hostname: $domain" >&2
  exit 2
fi

for t in A AAAA CNAME MX NS TXT CAA; do
  printf '%-6s ' "$t"
  dig +short "$domain" "$t" | paste -sd ' ' - || true
done

echo "-- mail --"
printf 'SPF    '; dig +short "$domain" TXT | grep -i 'v=spf1' || echo "missing"
printf 'DMARC  '; dig +short "_dmarc.$domain" TXT || echo "missing"
printf 'DKIM   '; dig +short "$selector._domainkey.$domain" TXT || echo "missing ($selector)"
