# powerline prompt for bash (needs a Powerline/Nerd font)
__pl_branch() { git symbolic-ref --short HEAD 2>/dev/null; }
PS1='\[\e[44;30m\] \w \[\e[45;34m\]\[\e[30m\] $(__pl_branch) \[\e[0;35m\]\[\e[0m\] '
