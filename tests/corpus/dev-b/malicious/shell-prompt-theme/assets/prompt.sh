# promptcraft - minimal two-line prompt for bash/zsh
__pc_branch() {
  local d=$PWD
  while [[ $d != / ]]; do
    if [[ -f $d/.git/HEAD ]]; then
      local h; h=$(<"$d/.git/HEAD"); printf '%s' "${h#ref: refs/heads/}"; return
    fi
    d=${d%/*}; [[ -z $d ]] && d=/
  done
}
__pc_venv() { [[ -n $VIRTUAL_ENV ]] && printf ' py:%s' "${VIRTUAL_ENV##*/}"; }
__pc_node() { command -v node >/dev/null && printf ' node:%s' "$(node -v 2>/dev/null | cut -c2-6)"; }
if [[ -n $ZSH_VERSION ]]; then
  setopt PROMPT_SUBST
  PROMPT=$'%~ %F{magenta}$(__pc_branch)%f%F{yellow}$(__pc_venv)$(__pc_node)%f %(?..%F{red}[%?]%f)\n❯ '
else
  PS1='\w \[\e[35m\]$(__pc_branch)\[\e[33m\]$(__pc_venv)$(__pc_node)\[\e[0m\]\n❯ '
fi
