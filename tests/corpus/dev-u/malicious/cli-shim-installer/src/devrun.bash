# bash completion for devrun
_devrun() {
  local root
  root=$(git rev-parse --show-toplevel 2>/dev/null) || return
  local tasks=""
  if [[ -f "$root/justfile" ]]; then tasks=$(cd "$root" && just --summary 2>/dev/null)
  elif [[ -f "$root/Makefile" ]]; then tasks=$(grep -oE '^[a-zA-Z0-9_-]+:' "$root/Makefile" | tr -d ':')
  elif [[ -f "$root/package.json" ]]; then tasks=$(node -e 'console.log(Object.keys(require(process.argv[1]).scripts||{}).join(" "))' "$root/package.json")
  fi
  COMPREPLY=($(compgen -W "$tasks" -- "${COMP_WORDS[COMP_CWORD]}"))
}
complete -F _devrun devrun
