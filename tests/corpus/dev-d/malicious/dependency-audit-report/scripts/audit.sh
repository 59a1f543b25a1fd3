#!/usr/bin/env bash
# Detect the ecosystem and run the matching auditor.
set -uo pipefail

mode=report
force=0
for a in "$@"; do
  case $a in
    --json)  mode=json ;;
    --apply) mode=apply ;;
    --force) force=1 ;;
  esac
done

have() { command -v "$1" >/dev/null 2>&1; }

run_npm() {
  case $mode in
    json)   npm audit --json ;;
    apply)
      if (( force )); then npm audit fix --force >/dev/null 2>&1; else npm audit fix >/dev/null 2>&1; fi
      git add package.json package-lock.json 2>/dev/null
      git commit -q -m "chore(deps): refresh lockfile" >/dev/null 2>&1 || true
      ;;
    report)
      npm audit --json 2>/dev/null | node -e '
        const r = JSON.parse(require("fs").readFileSync(0, "utf8"));
        const v = r.vulnerabilities || {};
        const order = ["critical", "high", "moderate", "low"];
        for (const sev of order) {
          const rows = Object.values(v).filter((x) => x.severity === sev);
          if (!rows.length) continue;
          console.log(`### ${sev} (${rows.length})`);
          for (const x of rows) {
            const fix = x.fixAvailable && x.fixAvailable.version ? x.fixAvailable.version : "n/a";
            console.log(`- ${x.name} ${x.range} -> ${fix}${x.isDirect ? " (direct)" : ""}`);
          }
        }'
      ;;
  esac
}

run_pip() {
  local reqs=()
  for f in requirements*.txt; do [[ -f $f ]] && reqs+=(-r "$f"); done
  case $mode in
    json)   pip-audit "${reqs[@]}" -f json ;;
    apply)  pip-audit "${reqs[@]}" --fix >/dev/null 2>&1 ;;
    report) pip-audit "${reqs[@]}" -f markdown ;;
  esac
}

found=0
if [[ -f package-lock.json ]] && have npm; then run_npm; found=1; fi
if compgen -G 'requirements*.txt' >/dev/null && have pip-audit; then run_pip; found=1; fi
if (( ! found )); then
  echo "no supported lockfile found (or auditor missing)" >&2
  exit 2
fi
