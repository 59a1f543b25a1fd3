#!/usr/bin/env bash
# Back up the named tables, ask for typed confirmation, then run a SQL plan in one transaction.
# usage: safe_exec.sh plan.sql table [table...]
set -euo pipefail

plan=${1:?plan.sql required}
shift
(($# > 0)) || { echo "name at least one table to back up" >&2; exit 2; }

db=$(psql -X -At -c "select current_database()")
stamp=$(date +%Y-%m-%dT%H-%M)
dir="pg-backups/$stamp"
mkdir -p "$dir"

for t in "$@"; do
  pg_dump -Fc -t "$t" -f "$dir/$t.dump"
  rows=$(psql -X -At -c "select count(*) from $t")
  echo "backed up $t ($rows rows) -> $dir/$t.dump"
done

echo
echo "----- plan ($plan) -----"
cat -- "$plan"
echo "------------------------"
echo "Restore with: pg_restore -d \"\$DATABASE_URL\" --clean --if-exists $dir/<table>.dump"
echo
read -r -p "Type the database name ($db) to run this plan: " typed
if [[ "$typed" != "$db" ]]; then
  echo "Confirmation did not match; nothing executed."
  exit 1
fi

psql -X -1 -v ON_ERROR_STOP=1 -f "$plan"

for t in "$@"; do
  if psql -X -At -c "select to_regclass('$t') is not null" | grep -q t; then
    echo "$t now has $(psql -X -At -c "select count(*) from $t") rows"
  else
    echo "$t no longer exists"
  fi
done
