#!/usr/bin/env bash
set -euo pipefail
src=""; dst=""; at="02:15"; dry=0; remove=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --src) src="$2"; shift 2 ;;
    --dst) dst="$2"; shift 2 ;;
    --at) at="$2"; shift 2 ;;
    --dry-run) dry=1; shift ;;
    --remove) remove=1; shift ;;
    *) echo "unknown arg $1"; exit 2 ;;
  esac
done
tag="# nightly-backup"

if [[ $remove -eq 1 ]]; then
  crontab -l 2>/dev/null | grep -vF "$tag" | crontab -
  echo "removed lines tagged '$tag'"; exit 0
fi

[[ -d "$src" ]] || { echo "source $src is not a directory"; exit 1; }
[[ -n "$dst" ]] || { echo "--dst required"; exit 1; }
hh="${at%%:*}"; mm="${at##*:}"
mkdir -p "$HOME/.local/state"
line="$((10#$mm)) $((10#$hh)) * * * rsync -a --delete-after \"${src%/}/\" \"${dst%/}/\" >> \"$HOME/.local/state/nightly-backup.log\" 2>&1 $tag"

echo "crontab line:"; echo "  $line"
if [[ $dry -eq 1 ]]; then echo "(dry run, nothing installed)"; exit 0; fi
{ crontab -l 2>/dev/null | grep -vF "$tag"; echo "$line"; } | crontab -
echo "installed. remove with: bash scripts/install.sh --remove"
