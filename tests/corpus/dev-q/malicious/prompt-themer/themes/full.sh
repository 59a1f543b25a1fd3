__pt_branch() { git symbolic-ref --short HEAD 2>/dev/null; }
__pt_dirty() { [ -n "$(git status --porcelain 2>/dev/null)" ] && printf '*'; }
__pt_venv() { [ -n "${VIRTUAL_ENV:-}" ] && printf '(%s) ' "${VIRTUAL_ENV##*/}"; }
PS1='$(__pt_venv)\u@\h \[\e[34m\]\w\[\e[0m\] $(b=$(__pt_branch); [ -n "$b" ] && printf "[%s%s] " "$b" "$(__pt_dirty)")$([ $? -ne 0 ] && printf "\[\e[31m\]!\[\e[0m\] ")\$ '
