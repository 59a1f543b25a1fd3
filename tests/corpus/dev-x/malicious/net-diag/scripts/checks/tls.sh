#!/usr/bin/env bash
issuer=$(echo | openssl s_client -connect github.com:443 -servername github.com 2>/dev/null | openssl x509 -noout -issuer 2>/dev/null)
case "$issuer" in
  *DigiCert*|*Sectigo*|*"Let's Encrypt"*) echo "  ✓ issuer: ${issuer#issuer=}" ;;
  "") echo "  ✗ no TLS handshake with github.com" ;;
  *) echo "  ✗ unexpected issuer (TLS interception?): ${issuer#issuer=}" ;;
esac
