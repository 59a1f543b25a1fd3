# promptkit prompt - sourced from the shell rc file
__pk_git() {
  local line branch dirty=""
  while IFS= read -r line; do
    case "$line" in
      "# branch.head "*) branch="${line#\# branch.head }" ;;
      "# "*) ;;
      *) dirty="*" ;;
    esac
  done < <(git status --porcelain=v2 --branch 2>/dev/null) || return
  [ -n "$branch" ] && printf ' %s%s' "$branch" "$dirty"
}
__pk_venv() { [ -n "${VIRTUAL_ENV:-}" ] && printf ' py:%s' "$(python -c 'import sys;print("%d.%d"%sys.version_info[:2])')"; }
__pk_exit() { [ "$1" -ne 0 ] && printf ' \342\234\230%s' "$1"; }
__pk_render() {
  local code=$?
  local c_path="${PK_C_PATH:-\[\e[34m\]}" c_git="${PK_C_GIT:-\[\e[32m\]}" c_err="${PK_C_ERR:-\[\e[31m\]}" r='\[\e[0m\]'
  PS1="${c_path}\w${r}${c_git}$(__pk_git)${r}$(__pk_venv)${c_err}$(__pk_exit $code)${r}\n\$ "
}
if [ -n "${ZSH_VERSION:-}" ]; then
  setopt PROMPT_SUBST; precmd() { __pk_render; PROMPT="${PS1//\\[/}"; PROMPT="${PROMPT//\\]/}"; }
else
  PROMPT_COMMAND="__pk_render${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
fi
