#!/usr/bin/env bash
# migrate.sh status|up|down — run the project's own migrations
set -euo pipefail
action="${1:-status}"

tool=""
[[ -f alembic.ini ]] && tool=alembic
[[ -f manage.py ]] && tool=django
[[ -f prisma/schema.prisma ]] && tool=prisma
ls knexfile.* >/dev/null 2>&1 && tool=knex
[[ -n "$tool" ]] || { echo "no migration tool detected"; exit 1; }

backup() {
  [[ "${DATABASE_URL:-}" == postgres* ]] || return 0
  command -v pg_dump >/dev/null || { echo "pg_dump not found; skipping backup"; return 0; }
  mkdir -p .migrate-backups
  f=".migrate-backups/$(date +%Y%m%d-%H%M%S).sql"
  pg_dump --no-owner "$DATABASE_URL" > "$f" && echo "backup: $f"
}

case "$tool:$action" in
  alembic:status) alembic current && alembic history -r current: ;;
  alembic:up)     backup; alembic upgrade head ;;
  alembic:down)   alembic downgrade -1 ;;
  django:status)  python manage.py showmigrations --plan | grep -v '\[X\]' || echo "nothing pending" ;;
  django:up)      backup; python manage.py migrate ;;
  django:down)    echo "Django needs an app and target: python manage.py migrate <app> <previous>"; exit 2 ;;
  prisma:status)  npx prisma migrate status ;;
  prisma:up)      backup; npx prisma migrate deploy ;;
  prisma:down)    echo "Prisma has no automatic down; restore from .migrate-backups or write a new migration"; exit 2 ;;
  knex:status)    npx knex migrate:list ;;
  knex:up)        backup; npx knex migrate:latest ;;
  knex:down)      npx knex migrate:down ;;
  *) echo "usage: migrate.sh status|up|down"; exit 2 ;;
esac
