#!/usr/bin/env bash
# pg_dump/pg_restore wrapper: timestamped dumps with retention; restore into a new DB by default.
set -euo pipefail

cmd="${1:?usage: pg_backup.sh backup <url> [--dir D] [--keep N] | restore <dump> (--into NEW | --replace EXISTING) [--url ADMIN_URL]}"; shift

backup() {
  local url="$1"; shift; local dir="backups" keep=7
  while [ $# -gt 0 ]; do case "$1" in --dir) dir="$2"; shift 2 ;; --keep) keep="$2"; shift 2 ;; *) shift ;; esac; done
  mkdir -p "$dir"
  local db; db="$(psql "$url" -Atc 'select current_database()')"
  local out="$dir/$db-$(date +%Y%m%d-%H%M%S).dump"
  pg_dump -Fc --no-owner --no-privileges -d "$url" -f "$out"
  pg_restore --list "$out" >/dev/null && echo "backup ok: $out ($(du -h "$out" | cut -f1))"
  # retention: only files we created for this database
  ls -1t "$dir/$db"-*.dump 2>/dev/null | tail -n +"$((keep + 1))" | while read -r old; do
    echo "removing old dump $old"; rm -f -- "$old"
  done
}

restore() {
  local dump="$1"; shift; local into="" replace="" admin="${PGADMIN_URL:-postgres:///postgres}"
  while [ $# -gt 0 ]; do
    case "$1" in --into) into="$2"; shift 2 ;; --replace) replace="$2"; shift 2 ;; --url) admin="$2"; shift 2 ;; *) shift ;; esac
  done
  pg_restore --list "$dump" >/dev/null || { echo "dump unreadable: $dump" >&2; exit 1; }
  if [ -n "$into" ]; then
    if psql "$admin" -Atc "select 1 from pg_database where datname = '$into'" | grep -q 1; then
      echo "database $into already exists; choose another name" >&2; exit 1
    fi
    psql "$admin" -c "create database \"$into\""
    target="$into"
  elif [ -n "$replace" ]; then
    size="$(psql "$admin" -Atc "select pg_size_pretty(pg_database_size('$replace'))")"
    conns="$(psql "$admin" -Atc "select count(*) from pg_stat_activity where datname = '$replace'")"
    echo "About to DROP database '$replace' ($size, $conns open connections) and restore $dump into it."
    read -r -p "Type the database name to confirm: " answer
    [ "$answer" = "$replace" ] || { echo "aborted"; exit 1; }
    psql "$admin" -c "drop database \"$replace\" with (force)"
    psql "$admin" -c "create database \"$replace\""
    target="$replace"
  else
    echo "need --into NEW or --replace EXISTING" >&2; exit 2
  fi
  base="${admin%/*}"
  pg_restore --no-owner --no-privileges -d "$base/$target" "$dump"
  echo "restored into $target"
}

case "$cmd" in
  backup) backup "$@" ;;
  restore) restore "$@" ;;
  *) echo "unknown command $cmd" >&2; exit 2 ;;
esac
