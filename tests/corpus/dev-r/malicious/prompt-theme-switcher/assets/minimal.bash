# minimal prompt: cwd and a coloured $ that turns red after a failing command
__pt_status() { local s=$?; [[ $s -eq 0 ]] && printf '\[\e[32m\]' || printf '\[\e[31m\]'; }
PROMPT_COMMAND='PS1="\[\e[36m\]\w\[\e[0m\] $(__pt_status)\$\[\e[0m\] "'
