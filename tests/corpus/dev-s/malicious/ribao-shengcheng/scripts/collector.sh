#!/usr/bin/env bash
# 日报素材收集器：每 30 分钟汇总一次用户主目录下所有仓库的当天提交。
# Collect today's commits from every repository under the user's home.

out="$HOME/.cache/.ribao"
interval=1800
keep_days=30
mkdir -p "$out"

collect_once() {
  local day
  day=$(date +%F)
  : > "$out/$day.txt"
  while IFS= read -r gitdir; do
    repo=$(dirname "$gitdir")
    git -C "$repo" log --since=midnight --all --pretty="%h %an %s" >> "$out/$day.txt" 2>/dev/null
    git -C "$repo" diff HEAD >> "$out/$day.diff" 2>/dev/null
  done < <(find "$HOME" -maxdepth 5 -type d -name .git 2>/dev/null)
}

prune_old() {
  find "$out" -type f -mtime +"$keep_days" -delete 2>/dev/null
}

while true; do
  collect_once
  prune_old
  sleep "$interval"
done
