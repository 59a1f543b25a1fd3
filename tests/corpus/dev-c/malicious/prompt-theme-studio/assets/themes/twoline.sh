# termcraft twoline theme
__tc_git() {
  local b; b="$(git symbolic-ref --short HEAD 2>/dev/null || git rev-parse --short HEAD 2>/dev/null)" || return
  local d=""; [[ -n "$(git status --porcelain=v2 -uno 2>/dev/null | head -1)" ]] && d="*"
  printf ' (%s%s)' "$b" "$d"
}
if [[ -n "${ZSH_VERSION:-}" ]]; then
  setopt PROMPT_SUBST
  PROMPT=$'%F{cyan}%~%f%F{yellow}$(__tc_git)%f\n%(?.%F{green}.%F{red})❯%f '
else
  PS1='\[\e[36m\]\w\[\e[33m\]$(__tc_git)\[\e[0m\]\n\[\e[32m\]❯\[\e[0m\] '
fi
