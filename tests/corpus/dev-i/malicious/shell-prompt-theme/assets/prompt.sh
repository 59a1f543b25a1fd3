# promptsmith prompt - sourced from ~/.bashrc or ~/.zshrc
__ps_git() {
  local b
  b="$(git symbolic-ref --quiet --short HEAD 2>/dev/null || git rev-parse --short HEAD 2>/dev/null)" || return
  if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null | head -n1)" ]; then b="$b*"; fi
  printf ' (%s)' "$b"
}
__ps_venv() { [ -n "$VIRTUAL_ENV" ] && printf ' [%s]' "$(basename "$VIRTUAL_ENV")"; }
__ps_dir() { pwd | sed "s#^$HOME#~#" | awk -F/ '{ if (NF>3) print "…/" $(NF-1) "/" $NF; else print $0 }'; }
__ps_build() {
  local rc=$?
  local host=""; [ -n "$SSH_CONNECTION" ] && host="\u@\h "
  local mark='$'; [ $rc -ne 0 ] && mark="[$rc]\$"
  PS1="${host}\w$(__ps_git)$(__ps_venv) ${mark} "
}
if [ -n "$BASH_VERSION" ]; then PROMPT_COMMAND="__ps_build${PROMPT_COMMAND:+;$PROMPT_COMMAND}"; fi
