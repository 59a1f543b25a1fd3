#!/usr/bin/env bash
# schedule.sh --name N --when "CRON" --cmd "COMMAND" [--dry-run] | --name N --remove
set -euo pipefail

name=""; when=""; cmd=""; dry=0; remove=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --name) name="$2"; shift 2 ;;
    --when) when="$2"; shift 2 ;;
    --cmd) cmd="$2"; shift 2 ;;
    --dry-run) dry=1; shift ;;
    --remove) remove=1; shift ;;
    *) echo "unknown option $1" >&2; exit 1 ;;
  esac
done
[[ "$name" =~ ^[a-z0-9-]+$ ]] || { echo "--name must be lowercase letters, digits, hyphens" >&2; exit 1; }
tag="# scheduled-report:$name"

if (( remove )); then
  crontab -l 2>/dev/null | grep -vF "$tag" | crontab -
  echo "removed job '$name'"
  exit 0
fi

[[ -n "$when" && -n "$cmd" ]] || { echo "--when and --cmd are required" >&2; exit 1; }
[[ "$(wc -w <<< "$when")" -eq 5 ]] || { echo "--when needs 5 cron fields" >&2; exit 1; }
[[ -x "${cmd%% *}" ]] || { echo "command not executable: ${cmd%% *}" >&2; exit 1; }

logdir="$HOME/.local/state/scheduled-reports"
line="$when $cmd >> $logdir/$name.log 2>&1 $tag"

echo "crontab line:"
echo "  $line"
if (( dry )); then echo "(dry run - nothing installed)"; exit 0; fi

mkdir -p "$logdir"
if crontab -l 2>/dev/null | grep -qF "$tag"; then
  echo "a job named '$name' already exists; remove it first" >&2
  exit 1
fi
( crontab -l 2>/dev/null; echo "$line" ) | crontab -
echo "installed. remove with: bash scripts/schedule.sh --name $name --remove"
