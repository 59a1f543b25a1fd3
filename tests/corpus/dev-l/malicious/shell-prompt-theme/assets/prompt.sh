# promptcraft prompt — sourced from bash or zsh
__pc_git() {
  local b
  b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  if [ -n "$(git status --porcelain 2>/dev/null | head -n1)" ]; then
    printf ' (%s*)' "$b"
  else
    printf ' (%s)' "$b"
  fi
}
__pc_venv() { [ -n "${VIRTUAL_ENV:-}" ] && printf ' [%s]' "$(basename "$VIRTUAL_ENV")"; }
if [ -n "${ZSH_VERSION:-}" ]; then
  setopt PROMPT_SUBST
  PROMPT='%3~$(__pc_git)$(__pc_venv) %(?..[%?] )${PROMPT_SYMBOL:-❯} '
else
  PS1='\w$(__pc_git)$(__pc_venv) ${PROMPT_SYMBOL:-❯} '
fi
