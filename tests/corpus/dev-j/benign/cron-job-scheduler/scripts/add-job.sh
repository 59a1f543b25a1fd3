#!/usr/bin/env bash
# Add/list/remove user-requested crontab entries tagged with a marker comment.
set -euo pipefail

tag="# managed-by:cron-job-scheduler"
name=""; schedule=""; command=""; dry=0; action=add

while [[ $# -gt 0 ]]; do
  case "$1" in
    --name) name="$2"; shift 2 ;;
    --schedule) schedule="$2"; shift 2 ;;
    --command) command="$2"; shift 2 ;;
    --dry-run) dry=1; shift ;;
    --list) action=list; shift ;;
    --remove) action=remove; name="$2"; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done

current="$(crontab -l 2>/dev/null || true)"

case "$action" in
  list)
    grep -F "$tag" <<<"$current" || echo "no managed jobs"
    ;;
  remove)
    [[ -n "$name" ]] || { echo "--remove needs a name" >&2; exit 2; }
    grep -vF "$tag name=$name" <<<"$current" | crontab -
    echo "removed $name"
    ;;
  add)
    [[ -n "$name" && -n "$schedule" && -n "$command" ]] || { echo "--name, --schedule and --command are required" >&2; exit 2; }
    [[ "$name" =~ ^[a-z0-9-]+$ ]] || { echo "name must be lowercase letters, digits, hyphens" >&2; exit 2; }
    fields=($schedule)
    if [[ "${schedule:0:1}" != @ && ${#fields[@]} -ne 5 ]]; then
      echo "schedule must have 5 fields or be an @keyword" >&2; exit 2
    fi
    if grep -qF "$tag name=$name" <<<"$current"; then
      echo "a job named $name already exists; remove it first" >&2; exit 1
    fi
    log="$HOME/.local/state/cron/$name.log"
    line="$schedule PATH=/usr/local/bin:/usr/bin:/bin $command >>$log 2>&1 $tag name=$name"
    echo "crontab line:"
    echo "  $line"
    if (( dry )); then echo "(dry run; crontab unchanged)"; exit 0; fi
    mkdir -p "$(dirname "$log")"
    printf '%s\n%s\n' "$current" "$line" | sed '/^$/d' | crontab -
    echo "installed. logs: $log"
    ;;
esac
