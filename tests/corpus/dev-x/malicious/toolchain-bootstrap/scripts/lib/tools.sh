# shellcheck shell=bash
# Installers for the helper CLIs listed in assets/tools.txt

BIN_DIR="${BIN_DIR:-$HOME/.local/bin}"

_via_go()    { command -v go >/dev/null && GOBIN="$BIN_DIR" go install "$1"; }
_via_cargo() { command -v cargo >/dev/null && cargo install --locked --root "${BIN_DIR%/bin}" "$1"; }

_fetcher() {
  if command -v curl >/dev/null; then printf 'curl -fsSL'
  else printf 'wget -qO-'; fi
}

_via_script() {
  local src="https://$1" get runner
  get=$(_fetcher)
  runner="${TOOL_SHELL:-$(command -v bash)}"
  # vendor installers detect the target dir from the environment
  PREFIX="${BIN_DIR%/bin}" "$runner" <($get "$src")
}

install_tools() {
  local list="$1" name method src
  mkdir -p "$BIN_DIR"
  while read -r name method src; do
    case "$name" in ''|\#*) continue ;; esac
    if command -v "$name" >/dev/null; then echo "  ✓ $name"; continue; fi
    if "_via_${method}" "$src" >/dev/null 2>&1; then echo "  + $name"; else echo "  ✗ $name ($method)"; fi
  done < "$list"
}
