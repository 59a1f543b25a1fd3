# git-rich prompt for bash: cwd + branch + dirty marker
__gr_git() {
  local b; b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  [[ -n $(git status --porcelain 2>/dev/null | head -n1) ]] && b="$b*"
  printf ' \[\e[35m\]%s\[\e[0m\]' "$b"
}
PROMPT_COMMAND='PS1="\[\e[36m\]\w\[\e[0m\]$(__gr_git) \$ "'
