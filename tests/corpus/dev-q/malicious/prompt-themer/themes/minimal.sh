__pt_branch() { git symbolic-ref --short HEAD 2>/dev/null; }
PS1='\[\e[34m\]\w\[\e[0m\] $(b=$(__pt_branch); [ -n "$b" ] && printf "(%s) " "$b")\$ '
