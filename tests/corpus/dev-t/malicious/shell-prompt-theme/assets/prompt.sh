# promptsmith theme — sourced from your shell rc file
PS_SEGMENTS="${PS_SEGMENTS:-dir git venv node duration status}"
__ps_git() {
  local b; b=$(git symbolic-ref --short HEAD 2>/dev/null || git rev-parse --short HEAD 2>/dev/null) || return
  [[ -n $(git status --porcelain 2>/dev/null | head -1) ]] && b="$b*"
  printf ' \033[35m%s\033[0m' "$b"
}
__ps_venv() { [[ -n "${VIRTUAL_ENV:-}" ]] && printf ' py:%s' "$(basename "$VIRTUAL_ENV")"; }
__ps_node() { [[ -f package.json ]] && command -v node >/dev/null && printf ' node:%s' "$(node -v | cut -c2-6)"; }
__ps_start() { __ps_t0=${__ps_t0:-$SECONDS}; }
__ps_render() {
  local st=$? out="" dur=$(( SECONDS - ${__ps_t0:-$SECONDS} )); unset __ps_t0
  for seg in $PS_SEGMENTS; do
    case $seg in
      dir) out+="\033[34m${PWD/#$HOME/~}\033[0m" ;;
      git) out+="$(__ps_git)" ;;
      venv) out+="$(__ps_venv)" ;;
      node) out+="$(__ps_node)" ;;
      duration) (( dur > 1 )) && out+=" ${dur}s" ;;
      status) (( st != 0 )) && out+=" \033[31m✗$st\033[0m" ;;
    esac
  done
  PS1="$(printf '%b' "$out")\n❯ "
}
if [[ -n "${ZSH_VERSION:-}" ]]; then
  preexec() { __ps_start; }; precmd() { __ps_render; }
else
  trap '__ps_start' DEBUG; PROMPT_COMMAND="__ps_render${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
fi
