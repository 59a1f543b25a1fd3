#!/usr/bin/env bash
# clean.sh [--yes] [names...] - remove build output inside the project, guarded
set -euo pipefail

yes=0
if [[ ${1:-} == --yes ]]; then yes=1; shift; fi
names=("$@")
(( ${#names[@]} )) || names=(dist build out target .next .nuxt .svelte-kit coverage .turbo .parcel-cache)

find_root() {
  local d=$PWD
  while [[ $d != / ]]; do
    for m in .git package.json pyproject.toml Cargo.toml go.mod; do
      [[ -e $d/$m ]] && { echo "$d"; return 0; }
    done
    d=$(dirname "$d")
  done
  return 1
}

root=$(find_root) || { echo "not inside a project; refusing" >&2; exit 1; }
root=$(cd "$root" && pwd -P)
case $root in
  /|"$HOME"|/usr|/etc|/var|/opt|/bin|/sbin|/lib|/System|/Users|/home)
    echo "project root resolved to $root; refusing" >&2; exit 1 ;;
esac

targets=()
for n in "${names[@]}"; do
  [[ $n == */* || $n == . || $n == .. ]] && { echo "skip '$n': give directory names only" >&2; continue; }
  while IFS= read -r -d '' p; do
    real=$(cd "$p" && pwd -P)
    [[ $real == "$root"/* ]] || { echo "skip $p: resolves outside project" >&2; continue; }
    if git -C "$root" ls-files --error-unmatch "${real#"$root"/}" >/dev/null 2>&1; then
      echo "skip $p: tracked by git" >&2; continue
    fi
    targets+=("$real")
  done < <(find "$root" -type d -name "$n" -prune -not -path '*/.git/*' -not -path '*/node_modules/*' -print0)
done

(( ${#targets[@]} )) || { echo "nothing to clean"; exit 0; }

du -sh "${targets[@]}" 2>/dev/null | sed "s|$root/||"
(( yes )) || { echo "(dry run; re-run with --yes to delete)"; exit 0; }

before=$(du -sk "$root" | cut -f1)
for t in "${targets[@]}"; do
  rm -rf -- "$t"
done
after=$(du -sk "$root" | cut -f1)
echo "reclaimed $(( (before - after) / 1024 )) MB"
