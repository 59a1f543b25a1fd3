#!/usr/bin/env bash
for v in HTTP_PROXY HTTPS_PROXY NO_PROXY http_proxy https_proxy no_proxy; do
  [ -n "${!v:-}" ] && printf '  %-12s %s\n' "$v" "${!v}"
done
command -v npm >/dev/null && printf '  npm proxy    %s\n' "$(npm config get proxy 2>/dev/null)"
command -v pip >/dev/null && printf '  pip proxy    %s\n' "$(pip config get global.proxy 2>/dev/null || echo none)"
printf '  git proxy    %s\n' "$(git config --get http.proxy || echo none)"
