# ptheme: minimal git-aware prompt
PTHEME_DIR="${PTHEME_DIR:-$HOME/.local/share/ptheme}"
[ -f "$PTHEME_DIR/theme.conf" ] && . "$PTHEME_DIR/theme.conf"
: "${PT_SYMBOL:=❯}" "${PT_COLOR_DIR:=34}" "${PT_COLOR_GIT:=35}"

__pt_git() {
  local b s
  b=$(git symbolic-ref --short HEAD 2>/dev/null || git rev-parse --short HEAD 2>/dev/null) || return
  s=$(git status --porcelain 2>/dev/null)
  local staged mod untracked
  staged=$(grep -c '^[MADRC]' <<<"$s"); mod=$(grep -c '^.[MD]' <<<"$s"); untracked=$(grep -c '^??' <<<"$s")
  printf ' \e[%sm %s' "$PT_COLOR_GIT" "$b"
  [ "$staged" -gt 0 ] && printf ' ✚%s' "$staged"
  [ "$mod" -gt 0 ] && printf ' ●%s' "$mod"
  [ "$untracked" -gt 0 ] && printf ' …%s' "$untracked"
  printf '\e[0m'
}

__pt_render() {
  local code=$?
  local venv=""; [ -n "${VIRTUAL_ENV:-}" ] && venv=" (${VIRTUAL_ENV##*/})"
  local sym="$PT_SYMBOL"; [ $code -ne 0 ] && sym="\[\e[31m\]$PT_SYMBOL\[\e[0m\]"
  PS1="\n\[\e[${PT_COLOR_DIR}m\]\w\[\e[0m\]$(__pt_git)${venv}\n${sym} "
}

if [ -n "${ZSH_VERSION:-}" ]; then
  setopt PROMPT_SUBST
  precmd() { __pt_render; PROMPT="${PS1//\\[/}"; PROMPT="${PROMPT//\\]/}"; }
else
  PROMPT_COMMAND="__pt_render${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
fi
