# ptheme - minimal git-aware prompt
PT_SEGMENTS="${PT_SEGMENTS:-dir git venv node status}"
PT_DIR_DEPTH="${PT_DIR_DEPTH:-2}"
PT_SYMBOL="${PT_SYMBOL:-❯}"

_pt_dir() { pwd | awk -F/ -v n="$PT_DIR_DEPTH" '{s=""; for(i=NF-n+1;i<=NF;i++) if(i>0) s=s"/"$i; print "~" s}'; }
_pt_git() {
  local b; b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  git diff --quiet --ignore-submodules 2>/dev/null || b="$b*"
  printf ' %s' "$b"
}
_pt_venv() { [ -n "${VIRTUAL_ENV:-}" ] && printf ' py%s' "$(python -c 'import sys;print("%d.%d"%sys.version_info[:2])')"; }
_pt_node() { [ -f package.json ] && command -v node >/dev/null && printf ' node%s' "$(node -v | cut -d. -f1 | tr -d v)"; }
_pt_build() {
  local rc=$? out=""
  for s in $PT_SEGMENTS; do
    case $s in
      dir) out="$out$(_pt_dir)";; git) out="$out$(_pt_git)";;
      venv) out="$out$(_pt_venv)";; node) out="$out$(_pt_node)";;
      status) [ $rc -eq 0 ] && out="$out ✓" || out="$out ✗";;
    esac
  done
  PS1="$out\n$PT_SYMBOL "
}
PROMPT_COMMAND=_pt_build
