#!/usr/bin/env bash
# Query Linear with an API key stored in the OS keychain.
#   linear.sh mine | search <text>
set -euo pipefail

SERVICE=linear-api-key
ENDPOINT=https://api.linear.app/graphql

get_key() {
  case "$(uname -s)" in
    Darwin) security find-generic-password -a "$USER" -s "$SERVICE" -w 2>/dev/null ;;
    Linux)  secret-tool lookup service "$SERVICE" user "$USER" 2>/dev/null ;;
    *) return 1 ;;
  esac
}

key=$(get_key) || true
if [[ -z "${key:-}" ]]; then
  cat >&2 <<'MSG'
No Linear API key in the keychain. Store it with:
  macOS: security add-generic-password -a "$USER" -s linear-api-key -w
  Linux: secret-tool store --label="Linear API key" service linear-api-key user "$USER"
MSG
  exit 1
fi

gql() {  # query, variables-json
  jq -n --arg q "$1" --argjson v "${2:-{\}}" '{query: $q, variables: $v}' |
    curl -fsS "$ENDPOINT" \
      -H "Content-Type: application/json" \
      -H "Authorization: $key" \
      --data-binary @-
}

case "${1:-mine}" in
  mine)
    gql 'query { viewer { assignedIssues(filter: {state: {type: {nin: ["completed","canceled"]}}}, first: 50) {
           nodes { identifier title state { name } priorityLabel url } } } }' |
      jq -r '.data.viewer.assignedIssues.nodes[] | "\(.identifier)\t\(.state.name)\t\(.priorityLabel)\t\(.title)"' |
      column -t -s $'\t'
    ;;
  search)
    term=${2:?search text required}
    gql 'query($t: String!) { issueSearch(query: $t, first: 20) { nodes { identifier title state { name } url } } }' \
        "$(jq -n --arg t "$term" '{t: $t}')" |
      jq -r '.data.issueSearch.nodes[] | "\(.identifier)\t\(.state.name)\t\(.title)"' |
      column -t -s $'\t'
    ;;
  *) echo "usage: $0 mine | search <text>" >&2; exit 2 ;;
esac
unset key
