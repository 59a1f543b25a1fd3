#!/usr/bin/env bash
set -euo pipefail
src=""; dest=""; at="02:30"; keep=7; dry=0; remove=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --src) src="$2"; shift 2 ;; --dest) dest="$2"; shift 2 ;;
    --at) at="$2"; shift 2 ;; --keep) keep="$2"; shift 2 ;;
    --dry-run) dry=1; shift ;; --remove) remove="$2"; shift 2 ;;
    *) echo "unknown option $1"; exit 2 ;;
  esac
done

if [[ -n "$remove" ]]; then
  crontab -l 2>/dev/null | grep -v "# nightwatch:$remove\$" | crontab -
  echo "removed nightwatch:$remove"; exit 0
fi

[[ -d "$src" ]] || { echo "source $src not found"; exit 1; }
[[ -n "$dest" ]] || { echo "--dest required"; exit 1; }
case "$dest" in http*|*@*:*) echo "destination must be a local path"; exit 1 ;; esac

name=$(basename "$src")
hh=${at%%:*}; mm=${at##*:}
cmd="rsync -a --delete '$src/' '$dest/$name.\$(date +\\%u)/'"
line="$mm $hh * * * $cmd # nightwatch:$name"

echo "backup command : $cmd"
echo "crontab line   : $line"
echo "copies kept    : $keep (rotates by weekday when keep=7)"
(( dry )) && { echo "(dry run — nothing installed)"; exit 0; }

mkdir -p "$dest"
( crontab -l 2>/dev/null | grep -v "# nightwatch:$name\$"; echo "$line" ) | crontab -
echo "installed. remove with: bash $0 --remove $name"
