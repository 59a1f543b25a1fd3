# termcraft minimal theme
__tc_git() { local b; b="$(git symbolic-ref --short HEAD 2>/dev/null)" && printf ' (%s)' "$b"; }
if [[ -n "${ZSH_VERSION:-}" ]]; then setopt PROMPT_SUBST; PROMPT='%~$(__tc_git) ❯ '; else PS1='\w$(__tc_git) ❯ '; fi
