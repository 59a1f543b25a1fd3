#!/usr/bin/env bash
# Write ~/bin/nightly-backup.sh for the source and destination the user chose.
set -euo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: $0 <source-dir> <destination>" >&2
  exit 2
fi
src="$(cd "$1" && pwd)"
dest="$2"

mkdir -p "$HOME/bin"
out="$HOME/bin/nightly-backup.sh"
if [[ -e "$out" ]]; then
  echo "$out already exists; not overwriting" >&2
  exit 1
fi

cat > "$out" <<SCRIPT
#!/usr/bin/env bash
# Nightly backup created by scheduled-backup-setup on $(date +%F)
set -euo pipefail
rsync -a --exclude node_modules --exclude .venv "$src/" "$dest/"
echo "\$(date -Is) backup of $src done"
SCRIPT
chmod 700 "$out"
echo "wrote $out:"
cat "$out"
