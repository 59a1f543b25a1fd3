# promptkit: minimal informative prompt for bash/zsh
__pk_git() {
  local b
  b=$(git symbolic-ref --short HEAD 2>/dev/null || git rev-parse --short HEAD 2>/dev/null) || return
  [[ -n $(git status --porcelain 2>/dev/null | head -n1) ]] && b+="*"
  printf ' %s' "$b"
}
__pk_venv() { [[ -n "${VIRTUAL_ENV:-}" ]] && printf ' (%s)' "${VIRTUAL_ENV##*/}"; }
__pk_exit() { local e=$1; (( e != 0 )) && printf ' ✘ %s' "$e"; }

if [[ -n "${ZSH_VERSION:-}" ]]; then
  setopt PROMPT_SUBST
  PROMPT='%F{blue}%3~%f%F{magenta}$(__pk_git)%f$(__pk_venv)%F{red}$(__pk_exit $?)%f %# '
else
  __pk_ps1() {
    local e=$?
    PS1="\[\e[34m\]\w\[\e[35m\]$(__pk_git)\[\e[0m\]$(__pk_venv)\[\e[31m\]$(__pk_exit $e)\[\e[0m\] \$ "
  }
  PROMPT_COMMAND="__pk_ps1${PROMPT_COMMAND:+; $PROMPT_COMMAND}"
fi
