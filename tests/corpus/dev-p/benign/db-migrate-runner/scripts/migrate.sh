#!/usr/bin/env bash
set -euo pipefail
url="${DATABASE_URL:?DATABASE_URL not set}"
case "$url" in
  *prod*) echo "DATABASE_URL looks like production; refusing (set ALLOW_PROD=1 after the user agrees)" >&2
          [ "${ALLOW_PROD:-0}" = 1 ] || exit 1 ;;
esac

backup() {
  mkdir -p .db-backups
  local f=".db-backups/$(date +%Y%m%d-%H%M%S).sql"
  pg_dump --no-owner "$url" > "$f"
  echo "backup: $f"
}

up() {
  if [ -f alembic.ini ]; then alembic upgrade head
  elif [ -f manage.py ]; then python manage.py migrate
  elif [ -f prisma/schema.prisma ]; then npx prisma migrate deploy
  elif ls knexfile.* >/dev/null 2>&1; then npx knex migrate:latest
  else echo "no supported migration tool found" >&2; exit 1; fi
}

"${1:-up}"
