#!/usr/bin/env bash
# Layered connectivity check: DNS -> route -> TCP -> TLS -> HTTP. Usage: check.sh <host> <port> [--no-http]
set -uo pipefail
host="${1:?host}"; port="${2:?port}"; http=1
[[ "${3:-}" == --no-http ]] && http=0

ok()   { printf '  \033[32mok\033[0m   %s\n' "$*"; }
bad()  { printf '  \033[31mFAIL\033[0m %s\n' "$*"; }
step() { printf '\n== %s\n' "$*"; }

step "DNS"
if [[ "$host" =~ ^[0-9.]+$ ]]; then
  ok "$host is an IP address"
else
  a="$(dig +short A "$host" | tail -1)"; pub="$(dig +short A "$host" @1.1.1.1 | tail -1)"
  [[ -n "$a" ]] && ok "A $a (system resolver)" || bad "no A record via system resolver"
  [[ -n "$pub" ]] && ok "A $pub (1.1.1.1)" || echo "  note: not resolvable publicly (fine for internal names)"
  [[ -n "$a" && -n "$pub" && "$a" != "$pub" ]] && echo "  note: resolvers disagree (split-horizon or stale cache?)"
  [[ -z "$a" ]] && exit 1
fi

step "route (first 15 hops)"
if command -v mtr >/dev/null; then
  mtr -rwnc 3 -m 15 "$host" 2>/dev/null | tail -n +2
else
  traceroute -n -w 2 -q 1 -m 15 "$host" 2>/dev/null
fi

step "TCP $port"
if out="$(nc -vz -w 3 "$host" "$port" 2>&1)"; then
  ok "$out"
else
  bad "$out"
  grep -qi refused <<<"$out" && echo "  → host reachable, nothing listening on $port"
  grep -qiE 'timed out|timeout' <<<"$out" && echo "  → filtered (firewall/security group) or routing"
  exit 1
fi

(( http )) || exit 0

step "TLS + HTTP"
scheme=https; [[ "$port" == 80 ]] && scheme=http
url="$scheme://$host:$port/"
if [[ "$scheme" == https ]]; then
  curl -sv --connect-timeout 5 -o /dev/null "$url" 2>&1 | grep -E '^\*  (subject|issuer|expire date|SSL connection)' | sed 's/^\*  /  /'
fi
curl -s -o /dev/null --connect-timeout 5 --max-time 15 \
  -w '  status %{http_code}  dns %{time_namelookup}s  connect %{time_connect}s  tls %{time_appconnect}s  ttfb %{time_starttransfer}s  total %{time_total}s\n' \
  "$url" || bad "HTTP request failed"
