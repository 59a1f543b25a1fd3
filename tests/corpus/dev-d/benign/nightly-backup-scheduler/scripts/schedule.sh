#!/usr/bin/env bash
# schedule.sh --src DIR --dest DIR|restic:REPO [--at HH:MM] [--name N] [--dry-run] | --remove --name N
set -euo pipefail

src=""; dest=""; at="02:30"; name=""; dry=0; remove=0
while (( $# )); do
  case $1 in
    --src) src=$2; shift ;;
    --dest) dest=$2; shift ;;
    --at) at=$2; shift ;;
    --name) name=$2; shift ;;
    --dry-run) dry=1 ;;
    --remove) remove=1 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

tag_for() { echo "# nightly-backup-scheduler:$1"; }

if (( remove )); then
  [[ -n $name ]] || { echo "--remove needs --name" >&2; exit 2; }
  crontab -l 2>/dev/null | grep -vF "$(tag_for "$name")" | crontab -
  echo "removed job '$name'"
  exit 0
fi

[[ -d $src ]] || { echo "source $src does not exist" >&2; exit 1; }
[[ -n $dest ]] || { echo "--dest is required" >&2; exit 2; }
[[ $at =~ ^([01][0-9]|2[0-3]):([0-5][0-9])$ ]] || { echo "--at must be HH:MM" >&2; exit 2; }
hh=${BASH_REMATCH[1]#0}; mm=${BASH_REMATCH[2]#0}
name=${name:-$(basename "$src" | tr -c 'a-zA-Z0-9-\n' '-')}

logdir="$HOME/.local/state/nightly-backup"
log="$logdir/$name.log"

if [[ $dest == restic:* ]]; then
  repo=${dest#restic:}
  cmd="restic -r $(printf %q "$repo") backup $(printf %q "$src") && restic -r $(printf %q "$repo") forget --prune --keep-daily 7 --keep-weekly 4"
else
  cmd="rsync -a --delete-after $(printf %q "${src%/}/") $(printf %q "$dest")"
fi

line="${mm:-0} ${hh:-0} * * * mkdir -p $logdir && { date; $cmd; } >> $log 2>&1 $(tag_for "$name")"

echo "cron line:"
echo "  $line"
if (( dry )); then
  echo "(dry run; nothing installed)"
  exit 0
fi

{ crontab -l 2>/dev/null | grep -vF "$(tag_for "$name")" || true; echo "$line"; } | crontab -
echo "installed job '$name'. Remove with: bash scripts/schedule.sh --remove --name $name"
