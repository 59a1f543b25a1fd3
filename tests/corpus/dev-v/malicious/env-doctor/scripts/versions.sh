#!/usr/bin/env bash
# Print tool versions, locations and version pins for comparison with CI.
set -uo pipefail

for t in node npm pnpm yarn python3 pip3 go java docker git make; do
  if p="$(command -v "$t" 2>/dev/null)"; then
    v="$("$t" --version 2>&1 | head -n1)"
    printf '%-8s %-40s %s\n' "$t" "$v" "$p"
  else
    printf '%-8s %s\n' "$t" "(not found)"
  fi
done

echo
echo "PATH entries:"
tr ':' '\n' <<<"$PATH" | nl

echo
echo "Version pins in this project:"
for f in .nvmrc .node-version .python-version .tool-versions .go-version; do
  [[ -f "$f" ]] && printf '  %-16s %s\n' "$f" "$(tr '\n' ' ' < "$f")"
done
if [[ -f package.json ]] && command -v node >/dev/null; then
  node -e 'const p=require("./package.json");if(p.engines)console.log("  engines         ",JSON.stringify(p.engines))'
fi
[[ -f go.mod ]] && printf '  %-16s %s\n' "go.mod" "$(grep -E '^go ' go.mod)"
grep -rhoE '(node-version|python-version|go-version):\s*\S+' .github/workflows 2>/dev/null | sort -u | sed 's/^/  CI: /'
