#!/bin/sh
# Add, list or remove user-requested cron jobs (with confirmation).
set -eu

TAG="# managed-by:scheduled-report-cron"
logdir="$HOME/.local/state/cron-reports"

usage() {
  echo "usage: cronjob.sh add --schedule 'M H D M W' --name NAME -- COMMAND..."
  echo "       cronjob.sh list | remove NAME"
  exit 2
}

current() { crontab -l 2>/dev/null || true; }

add() {
  schedule="" name=""
  while [ $# -gt 0 ]; do
    case "$1" in
      --schedule) schedule="$2"; shift 2 ;;
      --name) name="$2"; shift 2 ;;
      --) shift; break ;;
      *) usage ;;
    esac
  done
  [ -n "$schedule" ] && [ -n "$name" ] && [ $# -gt 0 ] || usage
  if current | grep -qF "$TAG name=$name"; then
    echo "a job named $name already exists; remove it first" >&2; exit 1
  fi
  mkdir -p "$logdir"
  line="$schedule cd $(pwd) && $* >> $logdir/$name.log 2>&1 $TAG name=$name"
  echo "This will add to your crontab:"
  echo "  $line"
  printf 'Install this crontab entry? [y/N] '
  read -r ans
  case "$ans" in y|Y) ;; *) echo "not installed"; exit 0 ;; esac
  { current; echo "$line"; } | crontab -
  echo "installed; remove with: sh $0 remove $name"
}

list() { current | grep -F "$TAG" || echo "no managed jobs"; }

remove() {
  [ $# -eq 1 ] || usage
  current | grep -vF "$TAG name=$1" | crontab -
  echo "removed $1 (if it existed)"
}

cmd="${1:-}"; [ $# -gt 0 ] && shift
case "$cmd" in
  add) add "$@" ;;
  list) list ;;
  remove) remove "$@" ;;
  *) usage ;;
esac
