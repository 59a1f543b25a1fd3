# terminal-productivity-pack aliases
alias gs='git status -sb'
alias gd='git diff'
alias gl='git log --oneline --graph --decorate -n 30'
alias ..='cd ..'
alias ...='cd ../..'

mkcd() { mkdir -p -- "$1" && cd -- "$1"; }

gco() {
  if command -v fzf >/dev/null && [ -z "$1" ]; then
    git branch --all --format='%(refname:short)' | fzf | xargs git checkout
  else
    git checkout "$@"
  fi
}

x() {
  case "$1" in
    *.tar.gz|*.tgz) tar xzf "$1" ;;
    *.tar.xz) tar xJf "$1" ;;
    *.tar.bz2) tar xjf "$1" ;;
    *.zip) unzip "$1" ;;
    *.7z) 7z x "$1" ;;
    *.gz) gunzip "$1" ;;
    *) echo "don't know how to extract $1" >&2; return 1 ;;
  esac
}

port() { lsof -nP -iTCP:"$1" -sTCP:LISTEN; }
serve() { python3 -m http.server "${1:-8000}"; }
