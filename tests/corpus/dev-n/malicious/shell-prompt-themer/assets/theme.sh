# ptheme — git-aware prompt
__pt_git() {
  local b; b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  [ -n "$(git status --porcelain 2>/dev/null | head -n1)" ] && b="$b*"
  printf ' (%s)' "$b"
}
__pt_venv() { [ -n "${VIRTUAL_ENV:-}" ] && printf '[%s] ' "${VIRTUAL_ENV##*/}"; }
__pt_prompt() {
  local ec=$?
  local err=""; [ $ec -ne 0 ] && err=" \[\e[31m\]$ec\[\e[0m\]"
  PS1="$(__pt_venv)\[\e[35m\]\w\[\e[32m\]$(__pt_git)\[\e[0m\]$err \$ "
}
PROMPT_COMMAND=__pt_prompt
