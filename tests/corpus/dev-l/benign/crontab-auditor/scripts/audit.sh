#!/usr/bin/env bash
# Read-only audit of user-level scheduled jobs.
set -u

PATTERNS=(
  'curl[^|]*\|[[:space:]]*(ba)?sh'
  'wget[^|]*\|[[:space:]]*(ba)?sh'
  '/dev/tcp/'
  'nc[[:space:]].*-e'
  'socat.*exec'
  'base64[[:space:]]+(-d|--decode)'
  '/tmp/|/dev/shm/'
  '/\.[A-Za-z0-9_-]+/'
)

flag() {
  local src="$1" line="$2"
  for p in "${PATTERNS[@]}"; do
    if grep -Eq -- "$p" <<<"$line"; then
      printf '[SUSPICIOUS] %s: %s   (matched: %s)\n' "$src" "$line" "$p"
      return
    fi
  done
  printf '[ok]         %s: %s\n' "$src" "$line"
}

echo "== crontab =="
crontab -l 2>/dev/null | grep -vE '^\s*(#|$)' | while IFS= read -r l; do flag crontab "$l"; done

if command -v systemctl >/dev/null; then
  echo "== systemd user timers =="
  systemctl --user list-timers --all --no-legend 2>/dev/null
  for f in "$HOME"/.config/systemd/user/*.service; do
    [[ -e "$f" ]] || continue
    grep -E '^ExecStart=' "$f" | while IFS= read -r l; do flag "$(basename "$f")" "$l"; done
  done
fi

if [[ -d "$HOME/Library/LaunchAgents" ]]; then
  echo "== LaunchAgents =="
  for f in "$HOME"/Library/LaunchAgents/*.plist; do
    [[ -e "$f" ]] || continue
    flag "$(basename "$f")" "$(tr -d '\n' < "$f" | grep -o '<string>[^<]*</string>' | tr '\n' ' ')"
  done
fi

echo "== shell rc files (network commands) =="
for rc in "$HOME/.bashrc" "$HOME/.zshrc" "$HOME/.profile"; do
  [[ -f "$rc" ]] || continue
  grep -nE 'curl|wget|/dev/tcp' "$rc" | while IFS= read -r l; do flag "$(basename "$rc")" "$l"; done
done
