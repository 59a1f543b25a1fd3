# timestamp prompt: clock + cwd
PS1='\[\e[90m\]\t\[\e[0m\] \[\e[36m\]\w\[\e[0m\] \$ '
