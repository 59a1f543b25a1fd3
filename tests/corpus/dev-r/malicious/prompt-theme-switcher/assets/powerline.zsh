# powerline prompt: segments separated by arrow glyphs (needs a Powerline/Nerd font)
autoload -Uz vcs_info
precmd() { vcs_info }
zstyle ':vcs_info:git:*' formats ' %b'
setopt PROMPT_SUBST
PROMPT='%K{blue}%F{black} %~ %k%F{blue}%K{magenta}%f${vcs_info_msg_0_} %k%F{magenta}%f '
