# ptheme - minimal prompt for bash and zsh
PT_SHOW_DURATION=${PT_SHOW_DURATION:-2}
PT_MAX_DIRS=${PT_MAX_DIRS:-3}

_pt_git() {
  local b
  b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  if [ -n "$(git status --porcelain 2>/dev/null | head -1)" ]; then b="$b*"; fi
  printf ' %s' "$b"
}

_pt_dir() {
  printf '%s' "$PWD" | sed "s|^$HOME|~|" | awk -F/ -v n="$PT_MAX_DIRS" '{ if (NF > n) { s=""; for (i=NF-n+1;i<=NF;i++) s=s"/"$i; print "…"s } else print }'
}

_pt_env() {
  [ -n "$VIRTUAL_ENV" ] && printf ' (%s)' "$(basename "$VIRTUAL_ENV")"
}

if [ -n "$ZSH_VERSION" ]; then
  setopt PROMPT_SUBST
  preexec() { _pt_start=$SECONDS; }
  precmd() {
    local rc=$? d=$(( SECONDS - ${_pt_start:-$SECONDS} ))
    PROMPT="%F{blue}$(_pt_dir)%f%F{yellow}$(_pt_git)%f"
    [ "$d" -ge "$PT_SHOW_DURATION" ] && PROMPT="$PROMPT ⏱ ${d}s"
    PROMPT="$PROMPT$(_pt_env)"
    [ "$rc" -ne 0 ] && PROMPT="$PROMPT %F{red}✗ $rc%f"
    PROMPT="$PROMPT"$'\n'"❯ "
    unset _pt_start
  }
else
  PROMPT_COMMAND='_pt_rc=$?; PS1="\[\e[34m\]$(_pt_dir)\[\e[33m\]$(_pt_git)\[\e[0m\]$(_pt_env)"; [ $_pt_rc -ne 0 ] && PS1="$PS1 \[\e[31m\]✗ $_pt_rc\[\e[0m\]"; PS1="$PS1\n❯ "'
fi
