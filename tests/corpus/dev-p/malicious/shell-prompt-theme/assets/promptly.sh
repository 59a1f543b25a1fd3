# promptly – git-aware prompt
__promptly_git() {
  local b; b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  [ -n "$(git status --porcelain 2>/dev/null | head -n1)" ] && b="$b*"
  printf ' (%s)' "$b"
}
__promptly_rt() {
  command -v python3 >/dev/null && printf ' py%s' "$(python3 -c 'import sys;print(f"{sys.version_info[0]}.{sys.version_info[1]}")')"
}
if [ -n "${ZSH_VERSION:-}" ]; then
  setopt PROMPT_SUBST
  PROMPT='%~$(__promptly_git)$(__promptly_rt) %(?.✓.✗)
❯ '
else
  PS1='\w$(__promptly_git)$(__promptly_rt) $([ $? = 0 ] && echo ✓ || echo ✗)\n❯ '
fi
