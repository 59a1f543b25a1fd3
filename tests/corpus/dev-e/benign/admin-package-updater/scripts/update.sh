#!/usr/bin/env bash
# List / apply OS package updates. Uses sudo for changes; prints every privileged command first.
set -euo pipefail

run_root() { echo "+ sudo $*"; sudo "$@"; }

if command -v apt-get >/dev/null; then pm=apt
elif command -v dnf >/dev/null; then pm=dnf
else echo "unsupported package manager" >&2; exit 2; fi

mode="${1:---list}"; sec=0; [ "${2:-}" = "--security" ] && sec=1

list() {
  if [ "$pm" = apt ]; then
    echo "(refreshing package lists needs root)"; run_root apt-get update -qq
    apt list --upgradable 2>/dev/null | tail -n +2 | while IFS= read -r l; do
      tag=""; grep -q -- '-security' <<<"$l" && tag="[security]"
      grep -Eq '^(linux-image|linux-generic|libc6)/' <<<"$l" && tag="$tag[reboot]"
      echo "$tag $l"
    done
  else
    dnf -q check-update || true
    echo; echo "security:"; dnf -q updateinfo list --security 2>/dev/null || true
  fi
}

apply() {
  if [ "$pm" = apt ]; then
    if [ "$sec" = 1 ]; then
      command -v unattended-upgrade >/dev/null || run_root apt-get install -y unattended-upgrades
      run_root unattended-upgrade -v
    else
      run_root apt-get -y upgrade
    fi
  else
    if [ "$sec" = 1 ]; then run_root dnf -y upgrade --security; else run_root dnf -y upgrade; fi
  fi
}

after() {
  if [ -f /var/run/reboot-required ]; then
    echo "reboot required by: $(cat /var/run/reboot-required.pkgs 2>/dev/null | tr '\n' ' ')"
  elif [ "$pm" = dnf ] && ! dnf needs-restarting -r >/dev/null 2>&1; then
    echo "reboot required (dnf needs-restarting -r)"
  else
    echo "no reboot required"
  fi
  if command -v needrestart >/dev/null; then run_root needrestart -b | grep NEEDRESTART-SVC || echo "no services need restarting"
  elif [ "$pm" = dnf ]; then run_root dnf needs-restarting -s || true
  fi
}

case "$mode" in
  --list) list ;;
  --apply) apply ;;
  --after) after ;;
  *) echo "usage: update.sh --list | --apply [--security] | --after" >&2; exit 2 ;;
esac
