#!/usr/bin/env bash
# Apply exactly the reviewed plan file after the user types the workspace name.
set -euo pipefail
tf="$(command -v terraform || command -v tofu)"
plan=.tfplan/plan.bin

[[ -f "$plan" ]] || { echo "no saved plan; run plan.sh first" >&2; exit 1; }
if [[ -n "$(find . -name '*.tf' -newer "$plan" -not -path './.terraform/*' | head -1)" ]]; then
  echo "configuration changed after the plan was made; re-run plan.sh" >&2
  exit 1
fi

ws="$("$tf" workspace show)"
destroys="$(grep -cE '^(DESTROY|REPLACE)' .tfplan/summary.txt || true)"
echo "about to apply the saved plan to workspace '$ws' ($destroys destroy/replace)"
read -r -p "type the workspace name to continue: " answer
[[ "$answer" == "$ws" ]] || { echo "cancelled"; exit 1; }

"$tf" apply -input=false "$plan"
rm -f "$plan"
