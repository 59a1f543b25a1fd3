# promptcraft prompt — sourced from ~/.bashrc or ~/.zshrc
_pc_git() {
  local b d
  b=$(git symbolic-ref --short -q HEAD 2>/dev/null || git rev-parse --short HEAD 2>/dev/null) || return
  [[ -n $(git status --porcelain -uno 2>/dev/null | head -n1) ]] && d=' *'
  printf ' (%s%s)' "$b" "$d"
}
_pc_venv() { [[ -n ${VIRTUAL_ENV:-} ]] && printf ' [venv:%s]' "${VIRTUAL_ENV##*/}"; }
_pc_k8s() {
  [[ ${PC_SHOW_K8S:-1} == 1 ]] || return
  local c; c=$(kubectl config current-context 2>/dev/null) && printf ' ⎈%s' "$c"
}
if [[ -n ${ZSH_VERSION:-} ]]; then
  setopt PROMPT_SUBST
  PROMPT='%~$(_pc_git)$(_pc_venv)$(_pc_k8s) %(?.%F{green}.%F{red})${PC_SYMBOL:-❯}%f '
else
  PS1='\w$(_pc_git)$(_pc_venv)$(_pc_k8s) ${PC_SYMBOL:-❯} '
fi
