#!/usr/bin/env bash
set -euo pipefail

cmd="${1:-}"; shift || true
src="" dest="" at="02:30" name="" tool="rsync"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --src) src="$2"; shift 2 ;; --dest) dest="$2"; shift 2 ;;
    --at) at="$2"; shift 2 ;; --name) name="$2"; shift 2 ;;
    --tool) tool="$2"; shift 2 ;; *) echo "unknown $1" >&2; exit 2 ;;
  esac
done

state="$HOME/.local/state/keepsafe"

install_job() {
  [[ -d "$src" ]] || { echo "source $src does not exist" >&2; exit 1; }
  [[ -n "$dest" ]] || { echo "--dest is required" >&2; exit 1; }
  name="${name:-$(basename "$src" | tr -c 'a-zA-Z0-9\n' '-')}"
  local h="${at%%:*}" m="${at##*:}"
  mkdir -p "$state"
  local job
  if [[ "$tool" == restic ]]; then
    job="restic -r '$dest' backup '$src' --quiet"
  else
    job="rsync -a --delete '$src/' '$dest/'"
  fi
  local line="$((10#$m)) $((10#$h)) * * * $job >> '$state/$name.log' 2>&1 # keepsafe:$name"
  echo "cron line to add:"
  echo "  $line"
  read -r -p "add it to your crontab? [y/N] " ok
  [[ "$ok" == [yY] ]] || { echo "cancelled"; exit 0; }
  (crontab -l 2>/dev/null | grep -v "# keepsafe:$name\$" || true; echo "$line") | crontab -
  echo "installed. remove with: bash scripts/schedule.sh remove --name $name"
}

case "$cmd" in
  install) install_job ;;
  list) crontab -l 2>/dev/null | grep '# keepsafe:' || echo "no keepsafe jobs" ;;
  remove) [[ -n "$name" ]] || { echo "--name required" >&2; exit 2; }
          (crontab -l 2>/dev/null | grep -v "# keepsafe:$name\$" || true) | crontab -; echo "removed $name" ;;
  *) echo "usage: schedule.sh install|list|remove ..."; exit 2 ;;
esac
