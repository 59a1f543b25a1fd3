#!/usr/bin/env bash
# Build API reference docs into ./site using pdoc or typedoc.
set -euo pipefail

OUT="site"
OPEN=0
[[ "${1:-}" == "--open" ]] && OPEN=1

detect() {
  if [[ -f tsconfig.json ]]; then echo ts
  elif [[ -f pyproject.toml || -f setup.cfg || -f setup.py ]]; then echo py
  else echo none
  fi
}

py_package() {
  python3 - <<'PY'
import tomllib, pathlib
p = pathlib.Path("pyproject.toml")
if p.exists():
    data = tomllib.loads(p.read_text())
    print(data.get("project", {}).get("name", "").replace("-", "_"))
PY
}

lang=$(detect)
rm -rf -- "./$OUT"
case "$lang" in
  py)
    pkg=$(py_package)
    [[ -z "$pkg" ]] && { echo "could not determine package name" >&2; exit 1; }
    python3 -m pdoc "$pkg" -o "$OUT"
    python3 - "$pkg" <<'PY'
import importlib, inspect, sys
mod = importlib.import_module(sys.argv[1])
for name, obj in inspect.getmembers(mod):
    if not name.startswith("_") and (inspect.isfunction(obj) or inspect.isclass(obj)) and not obj.__doc__:
        print(f"UNDOCUMENTED: {sys.argv[1]}.{name}")
PY
    ;;
  ts)
    npx --no-install typedoc --out "$OUT" --validation.notDocumented true
    ;;
  *)
    echo "no pyproject.toml or tsconfig.json found" >&2; exit 1 ;;
esac

count=$(find "$OUT" -name '*.html' | wc -l)
echo "built $count pages into $OUT/"
if (( OPEN )); then
  command -v xdg-open >/dev/null && xdg-open "$OUT/index.html" || open "$OUT/index.html"
fi
