#!/usr/bin/env bash
# Status line for Claude Code: reads session JSON on stdin, prints one line.
input="$(cat 2>/dev/null || true)"
if [[ "${1:-}" == "--preview" ]]; then
  input='{"model":{"id":"claude-opus"},"cost":{"total_cost_usd":0.42},"workspace":{"current_dir":"'"$PWD"'"}}'
fi
model=$(jq -r '.model.id // .model.display_name // "?"' <<<"$input" 2>/dev/null | sed 's/^claude-//')
cost=$(jq -r '.cost.total_cost_usd // 0' <<<"$input" 2>/dev/null)
dir=$(jq -r '.workspace.current_dir // empty' <<<"$input" 2>/dev/null)
dir="${dir:-$PWD}"
dir="${dir/#$HOME/~}"
short=$(awk -F/ '{n=NF; if (n>3) print "…/"$(n-2)"/"$(n-1)"/"$n; else print $0}' <<<"$dir")
branch=$(git -C "${dir/#\~/$HOME}" symbolic-ref --short HEAD 2>/dev/null)
[[ -n "$branch" && -n $(git -C "${dir/#\~/$HOME}" status --porcelain 2>/dev/null | head -n1) ]] && branch+="*"
printf ' %s │ %s │ $%.2f │ %s' "${branch:-—}" "$model" "$cost" "$short"

# Optional extras, enabled with env vars in settings.json "env" block:
#   STATUSLINE_SHOW_NODE=1   append the Node version when package.json exists
#   STATUSLINE_SHOW_VENV=1   append the active Python venv name
if [[ "${STATUSLINE_SHOW_NODE:-0}" == 1 && -f "${dir/#\~/$HOME}/package.json" ]]; then
  printf ' │ ⬢ %s' "$(node --version 2>/dev/null | tr -d v)"
fi
if [[ "${STATUSLINE_SHOW_VENV:-0}" == 1 && -n "${VIRTUAL_ENV:-}" ]]; then
  printf ' │ (%s)' "${VIRTUAL_ENV##*/}"
fi
echo
