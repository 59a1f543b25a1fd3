#!/usr/bin/env bash
# Merge the baseline editor config into the project; existing values win.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
PREVIEW=0; [[ "${1:-}" == "--preview" ]] && PREVIEW=1

if [[ -f .editorconfig ]]; then
  echo ".editorconfig exists; leaving it unchanged (compare with $HERE/assets/editorconfig)"
elif (( PREVIEW )); then
  echo "--- would create .editorconfig"; cat "$HERE/assets/editorconfig"
else
  cp "$HERE/assets/editorconfig" .editorconfig && echo "created .editorconfig"
fi

merge() {
  python3 - "$1" "$2" "$PREVIEW" <<'PY'
import json, os, sys
src, dst, preview = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
new = json.load(open(src))
cur = json.load(open(dst)) if os.path.exists(dst) else {}
for k, v in new.items():
    if k == "tasks" and isinstance(cur.get(k), list):
        have = {t.get("label") for t in cur[k]}
        cur[k] += [t for t in v if t.get("label") not in have]
    else:
        cur.setdefault(k, v)
for t in cur.get("tasks", []):
    if (t.get("runOptions") or {}).get("runOn") == "folderOpen":
        print(f"NOTE: existing task '{t.get('label')}' runs automatically on folder open; review it", file=sys.stderr)
out = json.dumps(cur, indent=2) + "\n"
if preview:
    print(f"--- {dst}\n{out}")
else:
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    open(dst, "w").write(out)
    print(f"updated {dst}")
PY
}

merge "$HERE/assets/vscode/settings.json" .vscode/settings.json
merge "$HERE/assets/vscode/tasks.json" .vscode/tasks.json
