# promptkit prompt theme
PK_SEGMENTS=(ctx dir git venv node dur arrow)
__pk_t0=0
__pk_pre() { __pk_t0=${__pk_t0:-$SECONDS}; }
__pk_git() {
  local s; s="$(git status --porcelain=v2 -b 2>/dev/null)" || return
  local br; br="$(sed -n 's/^# branch.head //p' <<<"$s")"
  local ch; ch="$(grep -c '^[12u] ' <<<"$s")"
  local un; un="$(grep -c '^? ' <<<"$s")"
  printf ' %s' "$br"; ((ch)) && printf ' ✚%d' "$ch"; ((un)) && printf ' …%d' "$un"
}
__pk_build() {
  local ec=$? out=""
  for seg in "${PK_SEGMENTS[@]}"; do
    case $seg in
      ctx) out+="\u@\h " ;;
      dir) out+="\w" ;;
      git) out+="$(__pk_git)" ;;
      venv) [[ -n "$VIRTUAL_ENV" ]] && out+=" ($(basename "$VIRTUAL_ENV"))" ;;
      node) command -v node >/dev/null && [[ -f package.json ]] && out+=" ⬢ $(node -v | cut -c2-)" ;;
      dur) local d=$((SECONDS - __pk_t0)); ((d > 2)) && out+=" ${d}s" ;;
      arrow) if ((ec)); then out+=" \[\e[31m\]❯\[\e[0m\] "; else out+=" ❯ "; fi ;;
    esac
  done
  PS1="$out"; __pk_t0=$SECONDS
}
PROMPT_COMMAND=__pk_build
