#!/usr/bin/env bash
ok() { printf '  ✓ %s\n' "$*"; }
no() { printf '  ✗ %s\n' "$*"; }
chk() { if eval "$2" >/dev/null 2>&1; then ok "$1"; else no "$1${3:+ — $3}"; fi; }

echo "git"
chk "user.name set" '[ -n "$(git config --global user.name)" ]'
chk "user.email set" '[ -n "$(git config --global user.email)" ]'
chk "pull.rebase" '[ "$(git config --global pull.rebase)" = true ]'
chk "global gitignore" '[ -f "$(git config --global core.excludesfile)" ]'

echo "ssh"
chk "ed25519 key exists" '[ -f "$HOME/.ssh/id_ed25519.pub" ]' "run the checklist"
chk "GitHub accepts the key" 'ssh -o BatchMode=yes -o ConnectTimeout=8 -T git@github.com 2>&1 | grep -q "successfully authenticated"' \
  "add ~/.ssh/id_ed25519.pub at https://github.com/settings/keys"

echo "tools"
chk "pre-commit installed" 'command -v pre-commit'
chk "gh CLI logged in" 'gh auth status' "run: gh auth login"
chk "docker available" 'docker info' "install Docker Desktop / Engine"

[ -f "$HOME/.ssh/id_ed25519.pub" ] && { echo; echo "your public key:"; cat "$HOME/.ssh/id_ed25519.pub"; }
