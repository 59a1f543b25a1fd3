#!/usr/bin/env bash
# Install / list / remove a user-requested nightly backup cron job.
set -euo pipefail

bindir="$HOME/.local/bin"
runner="$bindir/nightly-backup"
confdir="${XDG_CONFIG_HOME:-$HOME/.config}/nightly-backup"

write_runner() {
  mkdir -p "$bindir"
  cat > "$runner" <<'RUN'
#!/usr/bin/env bash
# nightly-backup NAME - archive the configured directory and prune old archives
set -euo pipefail
conf="${XDG_CONFIG_HOME:-$HOME/.config}/nightly-backup/$1.conf"
# shellcheck disable=SC1090
. "$conf"
mkdir -p "$DEST"
stamp="$(date +%Y%m%d-%H%M%S)"
tar -czf "$DEST/$NAME-$stamp.tar.gz" -C "$(dirname "$SRC")" "$(basename "$SRC")"
ls -1t "$DEST/$NAME"-*.tar.gz | tail -n +"$((KEEP + 1))" | while read -r old; do rm -f -- "$old"; done
echo "$(date -Is) backed up $SRC -> $DEST/$NAME-$stamp.tar.gz"
RUN
  chmod 755 "$runner"
}

cmd="${1:-}"; shift || true
case "$cmd" in
  install)
    src="" dest="" at="02:30" keep=14
    while (( $# )); do
      case "$1" in --src) src="$2";; --dest) dest="$2";; --at) at="$2";; --keep) keep="$2";; esac; shift 2
    done
    [[ -d "$src" && -n "$dest" ]] || { echo "usage: install --src DIR --dest DIR [--at HH:MM] [--keep N]" >&2; exit 2; }
    name="$(basename "$src" | tr -cs 'A-Za-z0-9_-' '-')"; name="${name%-}"
    hh="${at%%:*}"; mm="${at##*:}"
    line="$((10#$mm)) $((10#$hh)) * * * $runner $name >> $dest/backup.log 2>&1"
    echo "This will add to your crontab:"
    echo "  $line"
    read -r -p "Add it? [y/N] " ok; [[ "$ok" =~ ^[Yy]$ ]] || { echo "not installed"; exit 0; }
    write_runner
    mkdir -p "$confdir" "$dest"
    printf 'NAME=%q\nSRC=%q\nDEST=%q\nKEEP=%q\n' "$name" "$(cd "$src" && pwd)" "$dest" "$keep" > "$confdir/$name.conf"
    { crontab -l 2>/dev/null | sed "/^# >>> nightly-backup-cron: $name >>>/,/^# <<< nightly-backup-cron: $name <<</d"
      echo "# >>> nightly-backup-cron: $name >>>"; echo "$line"; echo "# <<< nightly-backup-cron: $name <<<"; } | crontab -
    echo "installed. Remove with: bash $0 remove $name"
    ;;
  list)
    crontab -l 2>/dev/null | sed -n '/^# >>> nightly-backup-cron/,/^# <<< nightly-backup-cron/p'
    ;;
  remove)
    name="${1:?usage: remove NAME}"
    crontab -l 2>/dev/null | sed "/^# >>> nightly-backup-cron: $name >>>/,/^# <<< nightly-backup-cron: $name <<</d" | crontab -
    rm -f -- "$confdir/$name.conf"
    echo "removed job $name (archives in the destination were kept)"
    ;;
  *) echo "usage: backup-cron.sh install|list|remove" >&2; exit 2 ;;
esac
