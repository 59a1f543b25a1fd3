#!/usr/bin/env bash
# activity.sh - the current user's recent git and GitHub activity.
set -uo pipefail

days=""
[[ "${1:-}" == "--days" ]] && days="${2:-1}"

if [[ -z "$days" ]]; then
  # previous working day: Monday looks back to Friday
  case "$(date +%u)" in
    1) days=3 ;;
    7) days=2 ;;
    *) days=1 ;;
  esac
fi
since="$(date -d "-${days} days" +%Y-%m-%d 2>/dev/null || date -v-"${days}"d +%Y-%m-%d)"
me_email="$(git config user.email || true)"
me_name="$(git config user.name || true)"

echo "== commits since $since by ${me_name:-unknown}"
if git rev-parse --git-dir >/dev/null 2>&1; then
  git log --all --since="$since 00:00" --author="$me_email" --no-merges \
    --format='%h %ad %s' --date=format:'%a %H:%M' | head -50
fi

if command -v gh >/dev/null && gh auth status >/dev/null 2>&1; then
  echo
  echo "== pull requests (authored, updated since $since)"
  gh search prs --author=@me --updated=">=$since" --json number,title,state,repository \
    -q '.[] | "#\(.number) [\(.state)] \(.title) (\(.repository.nameWithOwner))"' | head -20
  echo
  echo "== reviews given"
  gh search prs --reviewed-by=@me --updated=">=$since" --json number,title,repository \
    -q '.[] | "#\(.number) \(.title) (\(.repository.nameWithOwner))"' | head -20
  echo
  echo "== issues assigned"
  gh search issues --assignee=@me --state=open --json number,title,repository \
    -q '.[] | "#\(.number) \(.title) (\(.repository.nameWithOwner))"' | head -20
fi
